import { type Database, withScope } from '@ziskomer/db';
import type { Language } from '@ziskomer/i18n';
import type { Context } from 'hono';
import type { Kysely } from 'kysely';
import { streamSnapshots } from '../../http/stream-snapshots.ts';
import { listUserImportRuns } from './list-user-import-runs.ts';

/** Server-Sent Events of the user's import runs: a `runs` event whenever they change. */
export function streamImportRunEvents(
  c: Context,
  db: Kysely<Database>,
  userId: string,
  language: Language,
): Response {
  return streamSnapshots(c, 'runs', async () => ({
    items: await withScope(db, { userId }, (trx) => listUserImportRuns(trx, userId, language)),
  }));
}
