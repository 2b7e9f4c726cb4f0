import type { Job } from '@ziskomer/contracts';
import type { Language } from '@ziskomer/i18n';
import { sql } from 'kysely';
import { AppError } from '../../core/app-error.ts';
import type { UseCaseScope } from '../../core/use-case-scope.ts';
import type { JobRow } from './to-job.ts';
import { toJob } from './to-job.ts';

/**
 * 'Zkusit znovu': a failed job goes back to the queue at once with a fresh set of attempts; its
 * last error stays visible until it runs. Only failed jobs of kinds that may be retried by hand
 * (409 otherwise). When a job with its dedupe key is queued already, that one is the retry.
 */
export async function retryJob(
  scope: UseCaseScope,
  shopId: string,
  jobId: string,
  language: Language,
): Promise<Job> {
  if (!/^\d{1,18}$/.test(jobId)) throw new AppError('not_found');
  const row = await scope.db
    .selectFrom('jobs')
    .selectAll()
    .where('shop_id', '=', shopId)
    .where('id', '=', jobId)
    .forUpdate()
    .executeTakeFirst();
  if (!row) throw new AppError('not_found');
  const now = scope.deps.now();
  if (!toJob(row, language, now).canRetry) throw new AppError('job_not_failed');
  const twin = row.dedupe_key
    ? await scope.db
        .selectFrom('jobs')
        .selectAll()
        .where('shop_id', '=', shopId)
        .where('dedupe_key', '=', row.dedupe_key)
        .where('status', '=', 'queued')
        .executeTakeFirst()
    : undefined;
  if (twin) return toJob(twin, language, now);
  const retried = await sql<JobRow>`
    UPDATE jobs SET status = 'queued', attempts = 0, run_after = ${new Date(0)}, finished_at = NULL, updated_at = now()
    WHERE shop_id = ${shopId} AND id = ${jobId}
    RETURNING *`.execute(scope.db);
  return toJob(retried.rows[0]!, language, now);
}
