import type { Database } from '@ziskomer/db';
import { type Kysely, sql } from 'kysely';
import { withRunnerScope } from './with-runner-scope.ts';

/**
 * How long finished jobs stay on the jobs screen. Every write queues an analytics-rollups job, so
 * without pruning the queue's table grows with every order stored. Failures stay longer: their
 * reason is what someone comes back to look at.
 */
export const JOB_RETENTION_DAYS = { done: 7, failed: 30 } as const;

export interface PruneOptions {
  /** Jobs deleted per statement: each delete is a short transaction that holds few row locks. */
  batch?: number;
  /** Statements per call; the rest waits for the next round of housekeeping. */
  maxBatches?: number;
}

/**
 * Deletes jobs that finished longer ago than their retention, oldest first, in small deletes. A
 * schedule's last job is kept (the schedule shows it), and so is every job still queued or
 * running. The retention is measured by the database's clock, which wrote `finished_at`. Returns
 * the jobs deleted.
 */
export async function pruneFinishedJobs(db: Kysely<Database>, options: PruneOptions = {}): Promise<number> {
  const batch = options.batch ?? 500;
  const maxBatches = options.maxBatches ?? 20;
  let pruned = 0;
  for (let round = 0; round < maxBatches; round++) {
    // The batch is chosen in a materialised CTE: written as `id IN (SELECT … LIMIT n)`, the
    // subquery was rescanned and one statement deleted more than n jobs.
    const deleted = await withRunnerScope(db, (trx) =>
      sql`
        WITH doomed AS MATERIALIZED (
          SELECT j.id FROM jobs j
          WHERE j.status IN ('done', 'failed')
            AND j.finished_at < now() - make_interval(days => ${JOB_RETENTION_DAYS.done})
            AND (j.status = 'done' OR j.finished_at < now() - make_interval(days => ${JOB_RETENTION_DAYS.failed}))
            AND NOT EXISTS (SELECT 1 FROM job_schedules s WHERE s.last_job_id = j.id)
          ORDER BY j.finished_at
          LIMIT ${batch}
          FOR UPDATE SKIP LOCKED)
        DELETE FROM jobs USING doomed WHERE jobs.id = doomed.id
        RETURNING jobs.id`.execute(trx),
    );
    const count = deleted.rows.length;
    pruned += count;
    if (count < batch) break;
  }
  return pruned;
}
