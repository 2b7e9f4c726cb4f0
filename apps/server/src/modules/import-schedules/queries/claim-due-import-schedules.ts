import type { Database, ImportSchedulesTable } from '@ziskomer/db';
import type { Kysely, Selectable } from 'kysely';

export type DueSchedule = Pick<
  Selectable<ImportSchedulesTable>,
  'shop_id' | 'id' | 'frequency' | 'next_run_at' | 'created_by'
>;

/**
 * Active schedules of any shop whose time has come, oldest first, locked until the transaction
 * ends; schedules another server holds are skipped (FOR UPDATE SKIP LOCKED), so each due run is
 * queued once however many servers there are. Needs the scheduler's scope.
 */
export async function claimDueImportSchedules(
  db: Kysely<Database>,
  now: Date,
  limit: number,
): Promise<DueSchedule[]> {
  return db
    .selectFrom('import_schedules')
    .select(['shop_id', 'id', 'frequency', 'next_run_at', 'created_by'])
    .where('is_active', '=', true)
    .where('next_run_at', '<=', now)
    .orderBy('next_run_at')
    .limit(limit)
    .forUpdate()
    .skipLocked()
    .execute();
}
