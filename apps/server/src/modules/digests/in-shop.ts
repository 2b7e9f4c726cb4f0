import { type Database, withScope } from '@ziskomer/db';
import type { Transaction } from 'kysely';
import type { Deps } from '../../core/deps.ts';
import type { InShop } from './compute-digest-figures.ts';

/** Short transactions of the background pool in the shop's scope: one per report run of a job. */
export function backgroundInShop(deps: Deps, shopId: string): InShop {
  return (work) => withScope(deps.backgroundDb, { userId: null, shopId }, work);
}

/** A request's own transaction, used for every step. */
export function requestInShop(trx: Transaction<Database>): InShop {
  return (work) => work(trx);
}
