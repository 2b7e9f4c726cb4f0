import type { JobSchedule } from '@ziskomer/contracts';
import { AppError } from '../../core/app-error.ts';
import type { UseCaseScope } from '../../core/use-case-scope.ts';
import { getAppJob } from '../../jobs/app-jobs.ts';
import { enqueueJob } from '../../jobs/enqueue-job.ts';
import { getJobScheduleRow, setJobSchedulePaused } from '../../jobs/schedules/job-schedule-queries.ts';
import { getScheduleDedupeKey } from '../../jobs/schedules/job-schedule-row.ts';
import { getScheduleContext, toJobSchedule } from './list-shop-job-schedules.ts';

/**
 * Pauses or resumes a schedule. A schedule resumed after its time passed runs at once rather than
 * waiting a whole period (what a paused sync is expected to do when switched back on).
 */
export async function setJobSchedulePausedByUser(
  scope: UseCaseScope,
  shopId: string,
  scheduleId: string,
  paused: boolean,
): Promise<JobSchedule> {
  const current = await getJobScheduleRow(scope.db, shopId, scheduleId, { forUpdate: true });
  if (!current) throw new AppError('not_found');
  const now = scope.deps.now();
  const nextRunAt = !paused && current.paused && current.next_run_at < now ? now : current.next_run_at;
  const row = await setJobSchedulePaused(scope.db, shopId, scheduleId, paused, nextRunAt, now);
  return toJobSchedule(row!, await getScheduleContext(scope, shopId));
}

/**
 * 'Spustit nyní': queues the schedule's job at once (paused schedules too), without moving its
 * next time. One queued job per schedule: pressing it again while one waits changes nothing.
 */
export async function runJobScheduleNow(
  scope: UseCaseScope,
  shopId: string,
  scheduleId: string,
): Promise<JobSchedule> {
  const row = await getJobScheduleRow(scope.db, shopId, scheduleId, { forUpdate: true });
  if (!row) throw new AppError('not_found');
  const job = getAppJob(row.kind);
  const payload = job?.payload.safeParse(row.payload);
  if (!job || !payload?.success) throw new AppError('not_found');
  await enqueueJob(scope.db, job, payload.data, {
    dedupeKey: getScheduleDedupeKey(row.id),
    scheduleId: row.id,
  });
  return toJobSchedule(row, await getScheduleContext(scope, shopId));
}
