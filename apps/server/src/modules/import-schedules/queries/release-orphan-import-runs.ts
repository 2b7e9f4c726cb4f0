import type { Database } from '@ziskomer/db';
import type { Kysely } from 'kysely';

/**
 * Puts runs that were downloading when the server stopped back in the queue. Only for a process
 * that alone owns the database (embedded PGlite); needs the scheduler's scope.
 */
export async function releaseOrphanImportRuns(db: Kysely<Database>, now: Date): Promise<number> {
  const result = await db
    .updateTable('import_runs')
    .set({ status: 'pending', started_at: null, updated_at: now })
    .where('status', '=', 'running')
    .where('import_id', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}
