import type { JobProgress } from '@ziskomer/contracts';
import type { Database } from '@ziskomer/db';
import { type Kysely, sql } from 'kysely';
import type { JobFailure } from './job-error.ts';
import { withRunnerScope } from './with-runner-scope.ts';

/**
 * The durable queue in the `jobs` table (DESIGN §2 "Jobs"): a job is claimed with
 * FOR UPDATE SKIP LOCKED under a lease its worker renews while it works; a job whose lease ran
 * out (its worker died) is claimed again by the next worker. Every query runs in the runner's
 * scope, as the queue spans all shops.
 */
export interface ClaimedJob {
  id: number;
  kind: string;
  payload: unknown;
  shopId: string | null;
  attempts: number;
}

export interface ClaimOptions {
  workerId: string;
  /**
   * The kinds this runner can run. Jobs of other kinds stay queued for a runner that knows them:
   * during a rolling deploy a newer server may queue a kind an older one has never heard of.
   */
  kinds: string[];
  leaseMs: number;
  /** The runner's clock: jobs waiting for a retry start once it passes their run_after. */
  now: Date;
  /** Running jobs a shop may have for a job of each kind to start (kinds not listed: 1). */
  perShop: Record<string, number>;
  /**
   * Jobs this runner is running: never claimed again by it, even when their lease lapsed because
   * a busy process renewed it late (that is a slow worker, not a dead one).
   */
  running: number[];
}

/** Candidates looked at per claim before giving up (each a shop found at its limit by a race). */
const CLAIM_TRIES = 5;

/**
 * Takes the oldest startable job of a kind the runner knows: queued and due, or running with a
 * lapsed lease; skipping jobs another worker is taking (SKIP LOCKED) and shops at their limit of
 * running jobs. The limit is
 * checked again under a per-shop advisory lock, so two servers claiming at the same moment
 * cannot both start a job of one shop.
 */
export async function claimJob(db: Kysely<Database>, options: ClaimOptions): Promise<ClaimedJob | null> {
  const limits = JSON.stringify(options.perShop);
  return withRunnerScope(db, async (trx) => {
    const skipped: string[] = [];
    for (let attempt = 0; attempt < CLAIM_TRIES; attempt++) {
      const candidate = await sql<{ id: string | number; kind: string; shop_id: string | null }>`
        SELECT j.id, j.kind, j.shop_id FROM jobs j
        WHERE (j.status = 'queued' AND j.run_after <= ${options.now}
               OR j.status = 'running' AND j.locked_until < now())
          AND j.kind = ANY(${options.kinds}::text[])
          AND NOT (j.id = ANY(${options.running.map(String)}::bigint[]))
          AND (j.shop_id IS NULL OR NOT (j.shop_id = ANY(${skipped}::uuid[])))
          AND (j.shop_id IS NULL OR (
            SELECT count(*) FROM jobs r
            WHERE r.shop_id = j.shop_id AND r.status = 'running' AND r.locked_until >= now()
          ) < coalesce((${limits}::jsonb ->> j.kind)::int, 1))
        ORDER BY j.id
        LIMIT 1
        FOR UPDATE OF j SKIP LOCKED`.execute(trx);
      const job = candidate.rows[0];
      if (!job) return null;
      if (job.shop_id) {
        await sql`SELECT pg_advisory_xact_lock(hashtextextended(${`jobs:${job.shop_id}`}, 0))`.execute(trx);
        const running = await sql<{ count: string | number }>`
          SELECT count(*) AS count FROM jobs
          WHERE shop_id = ${job.shop_id} AND status = 'running' AND locked_until >= now() AND id <> ${job.id}`.execute(
          trx,
        );
        if (Number(running.rows[0]!.count) >= (options.perShop[job.kind] ?? 1)) {
          skipped.push(job.shop_id);
          continue;
        }
      }
      const claimed = await sql<{
        id: string | number;
        kind: string;
        payload: unknown;
        shop_id: string | null;
        attempts: number;
      }>`
        UPDATE jobs SET status = 'running', locked_by = ${options.workerId}, attempts = attempts + 1,
          locked_until = now() + make_interval(secs => ${options.leaseMs / 1000}),
          started_at = coalesce(started_at, now()), updated_at = now()
        WHERE id = ${job.id}
        RETURNING id, kind, payload, shop_id, attempts`.execute(trx);
      const row = claimed.rows[0]!;
      return {
        id: Number(row.id),
        kind: row.kind,
        payload: row.payload,
        shopId: row.shop_id,
        attempts: row.attempts,
      };
    }
    return null;
  });
}

/** Extends the lease; false when another worker has taken the job over (this one must stop). */
export async function renewJobLease(
  db: Kysely<Database>,
  jobId: number,
  workerId: string,
  leaseMs: number,
): Promise<boolean> {
  const result = await withRunnerScope(db, (trx) =>
    sql`
      UPDATE jobs SET locked_until = now() + make_interval(secs => ${leaseMs / 1000}), updated_at = now()
      WHERE id = ${jobId} AND locked_by = ${workerId} AND status = 'running'`.execute(trx),
  );
  return Number(result.numAffectedRows ?? 0) === 1;
}

export async function saveJobProgress(
  db: Kysely<Database>,
  jobId: number,
  workerId: string,
  progress: JobProgress,
): Promise<void> {
  await withRunnerScope(db, (trx) =>
    sql`
      UPDATE jobs SET progress = ${JSON.stringify(progress)}::jsonb, updated_at = now()
      WHERE id = ${jobId} AND locked_by = ${workerId} AND status = 'running'`.execute(trx),
  );
}

/** How a started job ends for now. */
export type JobOutcome =
  | { status: 'done' }
  | { status: 'failed'; failure: JobFailure }
  /** A retryable failure: queued again for `runAfter`, with its error kept for the screen. */
  | { status: 'retry'; failure: JobFailure; runAfter: Date }
  /** Interrupted (the runner stops): queued again at once, and this start does not count. */
  | { status: 'requeue' };

/**
 * Records the outcome, if this worker still holds the job. A job that goes back to the queue
 * while a twin with its dedupe key is queued is superseded instead: the twin does the same work.
 */
export async function finishJob(
  db: Kysely<Database>,
  jobId: number,
  workerId: string,
  outcome: JobOutcome,
): Promise<void> {
  await withRunnerScope(db, async (trx) => {
    const mine = sql`id = ${jobId} AND locked_by = ${workerId}`;
    if (outcome.status === 'done' || outcome.status === 'failed') {
      const failure = outcome.status === 'failed' ? outcome.failure : null;
      await sql`
        UPDATE jobs SET status = ${outcome.status}, locked_by = NULL, locked_until = NULL,
          finished_at = now(), updated_at = now(),
          error_code = ${failure?.code ?? null}, last_error = ${failure?.cs ?? null},
          error_message_en = ${failure?.en ?? null}
        WHERE ${mine}`.execute(trx);
      return;
    }
    const twin = await sql`
      SELECT 1 FROM jobs t, jobs j
      WHERE j.id = ${jobId} AND t.dedupe_key = j.dedupe_key AND t.status = 'queued' AND t.id <> j.id`.execute(
      trx,
    );
    if (twin.rows.length > 0) {
      await sql`
        UPDATE jobs SET status = 'done', locked_by = NULL, locked_until = NULL, finished_at = now(), updated_at = now()
        WHERE ${mine}`.execute(trx);
      return;
    }
    if (outcome.status === 'retry') {
      await sql`
        UPDATE jobs SET status = 'queued', locked_by = NULL, locked_until = NULL, run_after = ${outcome.runAfter},
          updated_at = now(), error_code = ${outcome.failure.code}, last_error = ${outcome.failure.cs},
          error_message_en = ${outcome.failure.en}
        WHERE ${mine}`.execute(trx);
      return;
    }
    await sql`
      UPDATE jobs SET status = 'queued', locked_by = NULL, locked_until = NULL,
        attempts = greatest(attempts - 1, 0), updated_at = now()
      WHERE ${mine}`.execute(trx);
  });
}

/**
 * Makes jobs left running by a previous process claimable at once. Only safe where no other
 * process can be working on them: with embedded PGlite, one process owns the database.
 */
export async function releaseOrphanedJobs(db: Kysely<Database>, workerId: string): Promise<number> {
  const result = await withRunnerScope(db, (trx) =>
    sql`
      UPDATE jobs SET locked_until = now() - interval '1 second', updated_at = now()
      WHERE status = 'running' AND locked_by IS DISTINCT FROM ${workerId}`.execute(trx),
  );
  return Number(result.numAffectedRows ?? 0);
}
