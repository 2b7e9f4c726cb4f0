import type { Database } from '@ziskomer/db';
import type { Kysely } from 'kysely';
import type { ImportScheduleRow } from './insert-import-schedule.ts';
import { selectImportSchedules } from './select-import-schedules.ts';

/** A shop's schedules, newest first. */
export async function listImportScheduleRows(
  db: Kysely<Database>,
  shopId: string,
): Promise<ImportScheduleRow[]> {
  return selectImportSchedules(db, shopId).orderBy('s.created_at', 'desc').orderBy('s.id', 'desc').execute();
}
