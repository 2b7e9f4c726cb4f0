import type { Database } from '@ziskomer/db';
import type { Kysely } from 'kysely';
import type { ImportScheduleRow } from './insert-import-schedule.ts';

/** A shop's schedules, newest first. */
export async function listImportScheduleRows(
  db: Kysely<Database>,
  shopId: string,
): Promise<ImportScheduleRow[]> {
  return db
    .selectFrom('import_schedules')
    .selectAll()
    .where('shop_id', '=', shopId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}
