import type { Database, ImportRunsTable } from '@ziskomer/db';
import type { Insertable, Kysely } from 'kysely';

/** A new run, waiting for the scheduler; returns its id. */
export async function insertImportRun(
  db: Kysely<Database>,
  values: Insertable<ImportRunsTable>,
): Promise<string> {
  const row = await db.insertInto('import_runs').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}
