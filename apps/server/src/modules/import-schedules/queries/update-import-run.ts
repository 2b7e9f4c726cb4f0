import type { Database, ImportRunsTable } from '@ziskomer/db';
import type { Kysely, Updateable } from 'kysely';

/** Changes a run; false when it no longer exists (its schedule was deleted meanwhile). */
export async function updateImportRun(
  db: Kysely<Database>,
  shopId: string,
  runId: string,
  values: Updateable<ImportRunsTable>,
): Promise<boolean> {
  const result = await db
    .updateTable('import_runs')
    .set(values)
    .where('shop_id', '=', shopId)
    .where('id', '=', runId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
