import { randomUUID } from 'node:crypto';
import type { Database } from '@ziskomer/db';
import type { Kysely } from 'kysely';
import { type ClaimedJob, claimJob, finishJob, releaseOrphanedJobs, renewJobLease } from './job-queue.ts';

export interface JobContext {
  /** Aborted when the runner stops or the job's lease is lost: stop at the next safe point. */
  signal: AbortSignal;
}

export type JobHandler = (job: ClaimedJob, context: JobContext) => Promise<void>;

export interface JobRunnerOptions {
  workerId?: string;
  /** How long a claim lasts without renewal; a dead worker's job is taken over after it. */
  leaseMs?: number;
  /** How often an idle runner looks for work. */
  pollMs?: number;
  /** Requeue jobs of a previous process at start (only where one process owns the database). */
  releaseOrphans?: boolean;
}

/** Thrown by a handler (or seen through `signal`) when it stopped because the runner is stopping. */
export class JobInterrupted extends Error {
  constructor() {
    super('job interrupted');
  }
}

/**
 * Runs queued jobs one at a time in this process: claims a job, renews its lease on a timer
 * while the handler works, and marks it done, failed, or queued again when the runner stops in
 * the middle (so a restart continues it). `kill` abandons the current job without any clean-up,
 * as a crash would; its lease then runs out and another runner takes over.
 */
export function createJobRunner(
  db: Kysely<Database>,
  handlers: Record<string, JobHandler>,
  options: JobRunnerOptions = {},
) {
  const workerId = options.workerId ?? `worker-${randomUUID()}`;
  const leaseMs = options.leaseMs ?? 30_000;
  const pollMs = options.pollMs ?? 1_000;
  const kinds = Object.keys(handlers);
  let stopping = new AbortController();
  let loop: Promise<void> | null = null;
  let killed = false;
  let wake: (() => void) | null = null;

  async function runJob(job: ClaimedJob): Promise<void> {
    const jobAbort = new AbortController();
    const onStop = () => jobAbort.abort();
    stopping.signal.addEventListener('abort', onStop);
    const heartbeat = setInterval(() => {
      if (killed) return;
      renewJobLease(db, job.id, workerId, leaseMs)
        .then((held) => {
          if (!held) jobAbort.abort();
        })
        .catch(() => {});
    }, leaseMs / 3);
    try {
      await handlers[job.kind]!(job, { signal: jobAbort.signal });
      if (!killed) await finishJob(db, job.id, workerId, { status: 'done' });
    } catch (error) {
      if (killed) return;
      if (error instanceof JobInterrupted || jobAbort.signal.aborted) {
        await finishJob(db, job.id, workerId, { status: 'queued' });
      } else {
        console.error(`[jobs] ${job.kind} #${job.id} failed`, error);
        await finishJob(db, job.id, workerId, { status: 'failed', error: String(error).slice(0, 2000) });
      }
    } finally {
      clearInterval(heartbeat);
      stopping.signal.removeEventListener('abort', onStop);
    }
  }

  /** Claims and runs jobs until none is left (or the runner stops); true when it ran any. */
  async function runUntilIdle(): Promise<boolean> {
    let ran = false;
    while (!stopping.signal.aborted && !killed) {
      const job = await claimJob(db, kinds, workerId, leaseMs);
      if (!job) break;
      ran = true;
      await runJob(job);
    }
    return ran;
  }

  async function poll(): Promise<void> {
    if (options.releaseOrphans) await releaseOrphanedJobs(db, workerId);
    while (!stopping.signal.aborted && !killed) {
      try {
        await runUntilIdle();
      } catch (error) {
        console.error('[jobs] runner error', error);
      }
      if (stopping.signal.aborted || killed) break;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, pollMs);
        wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      wake = null;
    }
  }

  return {
    workerId,
    runUntilIdle,
    /** Starts polling for jobs in the background. */
    start() {
      if (!loop) {
        stopping = new AbortController();
        loop = poll();
      }
    },
    /** Looks for work now instead of at the next poll. */
    wake() {
      wake?.();
    },
    /** Stops after the current job reaches a safe point; it is requeued to continue later. */
    async stop() {
      stopping.abort();
      wake?.();
      await loop;
      loop = null;
    },
    /** Abandons everything at once, as if the process had died (for crash tests). */
    kill() {
      killed = true;
      stopping.abort();
      wake?.();
    },
  };
}

export type JobRunner = ReturnType<typeof createJobRunner>;
