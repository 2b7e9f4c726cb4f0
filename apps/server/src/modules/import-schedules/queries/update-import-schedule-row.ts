import type { Database, ImportSchedulesTable } from '@ziskomer/db';
import type { Kysely, Updateable } from 'kysely';

/** Changes what a schedule fetches and how; false when it no longer exists. */
export async function updateImportScheduleRow(
  db: Kysely<Database>,
  shopId: string,
  scheduleId: string,
  values: Updateable<ImportSchedulesTable>,
): Promise<boolean> {
  const result = await db
    .updateTable('import_schedules')
    .set(values)
    .where('shop_id', '=', shopId)
    .where('id', '=', scheduleId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
