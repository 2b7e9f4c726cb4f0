import type { Database } from '@ziskomer/db';
import type { Kysely } from 'kysely';
import type { ImportScheduleRow } from './insert-import-schedule.ts';
import { selectImportSchedules } from './select-import-schedules.ts';

/** One schedule of a shop; `forUpdate` holds it (and its timing) against a concurrent change until commit. */
export async function getImportScheduleRow(
  db: Kysely<Database>,
  shopId: string,
  scheduleId: string,
  options: { forUpdate?: boolean } = {},
): Promise<ImportScheduleRow | null> {
  let query = selectImportSchedules(db, shopId).where('s.id', '=', scheduleId);
  if (options.forUpdate) query = query.forUpdate();
  return (await query.executeTakeFirst()) ?? null;
}
