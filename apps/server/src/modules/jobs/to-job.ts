import type { Job } from '@ziskomer/contracts';
import { jobProgressSchema } from '@ziskomer/contracts';
import type { JobsTable } from '@ziskomer/db';
import type { Language } from '@ziskomer/i18n';
import type { Selectable } from 'kysely';
import { getAppJob } from '../../jobs/app-jobs.ts';

export type JobRow = Selectable<JobsTable>;

/** A job as the screen shows it: the error in the caller's language, whether 'Zkusit znovu' applies. */
export function toJob(row: JobRow, language: Language, now: Date): Job {
  const definition = getAppJob(row.kind);
  const progress = jobProgressSchema.safeParse(row.progress);
  const message = language === 'en' ? row.error_message_en : row.last_error;
  const runAfter = new Date(row.run_after);
  return {
    id: String(row.id),
    kind: row.kind,
    shopId: row.shop_id!,
    status: row.status,
    attempts: row.attempts,
    maxAttempts: definition?.retry.attempts ?? 1,
    runAfter: row.status === 'queued' && runAfter > now ? runAfter.toISOString() : null,
    progress: progress.success ? progress.data : null,
    error: row.error_code ? { code: row.error_code, message: message ?? row.error_code } : null,
    canRetry: row.status === 'failed' && (definition?.retryByHand ?? false),
    scheduleId: row.schedule_id,
    createdAt: row.created_at.toISOString(),
    startedAt: row.started_at?.toISOString() ?? null,
    finishedAt: row.finished_at?.toISOString() ?? null,
  };
}
