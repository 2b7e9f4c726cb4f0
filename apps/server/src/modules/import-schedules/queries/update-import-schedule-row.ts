import type { Database, ImportSchedulesTable } from '@ziskomer/db';
import type { Kysely, Updateable } from 'kysely';
import type { ImportScheduleRow } from './insert-import-schedule.ts';

export async function updateImportScheduleRow(
  db: Kysely<Database>,
  shopId: string,
  scheduleId: string,
  values: Updateable<ImportSchedulesTable>,
): Promise<ImportScheduleRow | null> {
  const row = await db
    .updateTable('import_schedules')
    .set(values)
    .where('shop_id', '=', shopId)
    .where('id', '=', scheduleId)
    .returningAll()
    .executeTakeFirst();
  return row ?? null;
}
