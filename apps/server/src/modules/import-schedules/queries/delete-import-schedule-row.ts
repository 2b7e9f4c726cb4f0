import type { Database } from '@ziskomer/db';
import type { Kysely } from 'kysely';

/** Deletes a schedule with its runs (the imports they made stay); false when there was none. */
export async function deleteImportScheduleRow(
  db: Kysely<Database>,
  shopId: string,
  scheduleId: string,
): Promise<boolean> {
  const result = await db
    .deleteFrom('import_schedules')
    .where('shop_id', '=', shopId)
    .where('id', '=', scheduleId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
