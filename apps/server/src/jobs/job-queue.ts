import type { Database } from '@ziskomer/db';
import { type Kysely, sql } from 'kysely';

/**
 * A durable job queue in the database (DESIGN §2 "Jobs"): a job is claimed with
 * FOR UPDATE SKIP LOCKED under a lease the worker renews while it works; a job whose lease ran
 * out (its worker died) is claimed again by the next worker. Handlers must therefore be
 * resumable: the import handler continues after its last committed batch.
 */
export interface ClaimedJob {
  id: number;
  kind: string;
  payload: Record<string, unknown>;
  attempts: number;
}

export async function enqueueJob(
  db: Kysely<Database>,
  kind: string,
  payload: Record<string, unknown>,
): Promise<number> {
  const row = await db
    .insertInto('jobs')
    .values({ kind, payload: JSON.stringify(payload) })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

export async function claimJob(
  db: Kysely<Database>,
  kinds: string[],
  workerId: string,
  leaseMs: number,
): Promise<ClaimedJob | null> {
  const result = await sql<{
    id: string | number;
    kind: string;
    payload: Record<string, unknown>;
    attempts: number;
  }>`
    UPDATE jobs SET status = 'running', locked_by = ${workerId}, attempts = attempts + 1,
      locked_until = now() + make_interval(secs => ${leaseMs / 1000}), updated_at = now()
    WHERE id = (
      SELECT id FROM jobs
      WHERE kind = ANY(${kinds}::text[])
        AND (status = 'queued' OR (status = 'running' AND locked_until < now()))
      ORDER BY id
      LIMIT 1
      FOR UPDATE SKIP LOCKED)
    RETURNING id, kind, payload, attempts`.execute(db);
  const row = result.rows[0];
  return row ? { id: Number(row.id), kind: row.kind, payload: row.payload, attempts: row.attempts } : null;
}

/** Extends the lease; false when another worker has taken the job over (this one must stop). */
export async function renewJobLease(
  db: Kysely<Database>,
  jobId: number,
  workerId: string,
  leaseMs: number,
): Promise<boolean> {
  const result = await sql`
    UPDATE jobs SET locked_until = now() + make_interval(secs => ${leaseMs / 1000}), updated_at = now()
    WHERE id = ${jobId} AND locked_by = ${workerId} AND status = 'running'`.execute(db);
  return Number(result.numAffectedRows ?? 0) === 1;
}

export async function finishJob(
  db: Kysely<Database>,
  jobId: number,
  workerId: string,
  outcome: { status: 'done' | 'failed'; error?: string } | { status: 'queued' },
): Promise<void> {
  await sql`
    UPDATE jobs SET status = ${outcome.status}, locked_by = NULL, locked_until = NULL, updated_at = now(),
      last_error = ${'error' in outcome ? (outcome.error ?? null) : null}
    WHERE id = ${jobId} AND locked_by = ${workerId}`.execute(db);
}

/**
 * Makes jobs left running by a previous process claimable at once. Only safe where no other
 * process can be working on them: with embedded PGlite, one process owns the database.
 */
export async function releaseOrphanedJobs(db: Kysely<Database>, workerId: string): Promise<number> {
  const result = await sql`
    UPDATE jobs SET status = 'queued', locked_by = NULL, locked_until = NULL, updated_at = now()
    WHERE status = 'running' AND locked_by IS DISTINCT FROM ${workerId}`.execute(db);
  return Number(result.numAffectedRows ?? 0);
}
