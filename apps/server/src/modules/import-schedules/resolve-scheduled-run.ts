import { withScope } from '@ziskomer/db';
import type { z } from 'zod';
import type { Deps } from '../../core/deps.ts';
import { getImportScheduleRow } from './queries/get-import-schedule-row.ts';
import { hasActiveImportRun } from './queries/has-active-import-run.ts';
import { insertImportRun } from './queries/insert-import-run.ts';
import type { ImportScheduleRow } from './queries/insert-import-schedule.ts';
import { updateImportRun } from './queries/update-import-run.ts';
import type { scheduledImportPayloadSchema } from './scheduled-import-job.ts';

export interface ScheduledRun {
  shopId: string;
  runId: string;
  importId: string | null;
  userId: string;
  schedule: ImportScheduleRow;
}

/**
 * The run a scheduled-import job performs, in this order: the one 'Spustit nyní' created and
 * named in the payload; the one this job created before a crash; a waiting run of the schedule
 * that no job has taken (its button was pressed while the due job was queued, which the dedupe
 * key merged); else a new run on behalf of the schedule's author — unless another run of the
 * schedule is still active (one at a time), or the schedule is gone. A finished run found again
 * means either a crash after it was recorded (nothing left to do) or, on the first start of a job
 * retried by hand ('Zkusit znovu' resets its attempts), a new run is wanted.
 */
export async function resolveScheduledRun(
  deps: Deps,
  payload: z.output<typeof scheduledImportPayloadSchema>,
  jobId: number,
  attempt: number,
): Promise<ScheduledRun | null> {
  const { shopId, scheduleId } = payload;
  return withScope(deps.db, { userId: null, shopId }, async (trx) => {
    const schedule = await getImportScheduleRow(trx, shopId, scheduleId, { forUpdate: true });
    if (!schedule) return null;
    let query = trx
      .selectFrom('import_runs')
      .select(['id', 'import_id', 'user_id', 'status', 'job_id'])
      .where('shop_id', '=', shopId)
      .where('schedule_id', '=', scheduleId);
    query = payload.runId
      ? query.where('id', '=', payload.runId)
      : query.where((eb) =>
          eb.or([eb('job_id', '=', jobId), eb.and([eb('job_id', 'is', null), eb('status', '=', 'pending')])]),
        );
    let run = await query.orderBy('created_at', 'desc').limit(1).executeTakeFirst();
    const finished = run?.status === 'completed' || run?.status === 'failed';
    if (finished && attempt > 1) return null;
    if (!run || finished) {
      if (await hasActiveImportRun(trx, shopId, scheduleId)) return null;
      const now = deps.now();
      const id = await insertImportRun(trx, {
        shop_id: shopId,
        schedule_id: scheduleId,
        user_id: schedule.created_by,
        job_id: jobId,
        status: 'pending',
        created_at: now,
        updated_at: now,
      });
      run = { id, import_id: null, user_id: schedule.created_by, status: 'pending', job_id: jobId };
    }
    if (Number(run.job_id) !== jobId)
      await updateImportRun(trx, shopId, run.id, { job_id: jobId, updated_at: deps.now() });
    return { shopId, runId: run.id, importId: run.import_id, userId: run.user_id, schedule };
  });
}
