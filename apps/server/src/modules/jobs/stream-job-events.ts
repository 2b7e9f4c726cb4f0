import { type Database, withScope } from '@ziskomer/db';
import type { Context } from 'hono';
import type { Kysely } from 'kysely';
import { streamSnapshots } from '../../http/stream-snapshots.ts';
import { getUserJobSummary } from './get-user-job-summary.ts';

/** Server-Sent Events of the user's background work: a `jobs` event whenever its summary changes. */
export function streamJobEvents(c: Context, db: Kysely<Database>, userId: string): Response {
  return streamSnapshots(c, 'jobs', () => withScope(db, { userId }, (trx) => getUserJobSummary(trx, userId)));
}
