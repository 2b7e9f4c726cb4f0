import { setScope } from '@ziskomer/db';
import type { Deps } from '../../http/app-env.ts';
import { getNextRunAt } from './get-next-run-at.ts';
import { claimDueImportSchedules } from './queries/claim-due-import-schedules.ts';
import { hasActiveImportRun } from './queries/has-active-import-run.ts';
import { insertImportRun } from './queries/insert-import-run.ts';
import { updateImportScheduleRow } from './queries/update-import-schedule-row.ts';
import { withSchedulerScope } from './with-scheduler-scope.ts';

/** Schedules handled per pass; the rest are due again on the next pass. */
const DUE_BATCH = 100;

/**
 * Queues a run for every schedule whose time has come and moves the schedule to its next time,
 * in one transaction, so that a run is queued exactly once even with several servers. A schedule
 * whose previous run still works gets no second one; it just moves on. Returns the runs queued.
 */
export async function queueDueImportRuns(deps: Deps): Promise<number> {
  const now = deps.now();
  return withSchedulerScope(deps.db, async (trx) => {
    const due = await claimDueImportSchedules(trx, now, DUE_BATCH);
    let queued = 0;
    for (const schedule of due) {
      // The run is the shop's row: it is written under that shop's scope.
      await setScope(trx, { userId: null, shopId: schedule.shop_id });
      if (!(await hasActiveImportRun(trx, schedule.shop_id, schedule.id))) {
        await insertImportRun(trx, {
          shop_id: schedule.shop_id,
          schedule_id: schedule.id,
          user_id: schedule.created_by,
          status: 'pending',
          created_at: now,
          updated_at: now,
        });
        queued++;
      }
      await updateImportScheduleRow(trx, schedule.shop_id, schedule.id, {
        next_run_at: getNextRunAt(schedule.next_run_at, schedule.frequency, now),
      });
    }
    return queued;
  });
}
