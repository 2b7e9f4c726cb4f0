import type { ImportRun } from '@ziskomer/contracts';
import type { Language } from '@ziskomer/i18n';
import { AppError } from '../../core/app-error.ts';
import type { UseCaseScope } from '../../core/use-case-scope.ts';
import { enqueueJob } from '../../jobs/enqueue-job.ts';
import { getScheduleDedupeKey } from '../../jobs/schedules/job-schedule-row.ts';
import { getImportScheduleRow } from './queries/get-import-schedule-row.ts';
import { hasActiveImportRun } from './queries/has-active-import-run.ts';
import { insertImportRun } from './queries/insert-import-run.ts';
import { listImportRunRows } from './queries/list-import-run-rows.ts';
import { scheduledImportJob } from './scheduled-import-job.ts';
import { toImportRun } from './to-import-run.ts';

/**
 * 'Spustit nyní': queues a run of the schedule for the caller (paused schedules too) and the job
 * that performs it; the runner starts it within seconds. One run of a schedule at a time (409
 * while one is active).
 */
export async function runImportScheduleNow(
  scope: UseCaseScope,
  shopId: string,
  scheduleId: string,
  language: Language,
): Promise<ImportRun> {
  // Locked, so two clicks at once cannot both pass the check below.
  const schedule = await getImportScheduleRow(scope.db, shopId, scheduleId, { forUpdate: true });
  if (!schedule) throw new AppError('not_found');
  if (await hasActiveImportRun(scope.db, shopId, scheduleId)) throw new AppError('import_run_active');
  const now = scope.deps.now();
  const runId = await insertImportRun(scope.db, {
    shop_id: shopId,
    schedule_id: scheduleId,
    user_id: scope.user.id,
    status: 'pending',
    created_at: now,
    updated_at: now,
  });
  // A due job already queued for the schedule takes this run (the dedupe key merges them).
  await enqueueJob(
    scope.db,
    scheduledImportJob,
    { shopId, scheduleId, runId },
    {
      dedupeKey: getScheduleDedupeKey(scheduleId),
      scheduleId,
    },
  );
  const [row] = await listImportRunRows(scope.db, { shopId, runId, limit: 1 });
  return toImportRun(row!, language);
}
