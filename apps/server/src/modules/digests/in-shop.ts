import { type Database, withScope } from '@ziskomer/db';
import type { Transaction } from 'kysely';
import type { Deps } from '../../core/deps.ts';
import type { InShop } from './compute-digest-figures.ts';

/**
 * Short transactions in the shop's scope, one per report run of a job. A job's `deps.db` is the
 * background pool (the runner hands its handlers `backgroundDb` as `db`).
 */
export function backgroundInShop(deps: Deps, shopId: string): InShop {
  return (work) => withScope(deps.db, { userId: null, shopId }, work);
}

/** A request's own transaction, used for every step. */
export function requestInShop(trx: Transaction<Database>): InShop {
  return (work) => work(trx);
}
