import { randomUUID } from 'node:crypto';
import type { JobProgress } from '@ziskomer/contracts';
import type { Deps } from '../core/deps.ts';
import { type AnyJobDefinition, getRetryDelay } from './define-job.ts';
import { createJobFailure, JobError, JobInterrupted } from './job-error.ts';
import {
  type ClaimedJob,
  claimJob,
  finishJob,
  type JobOutcome,
  releaseOrphanedJobs,
  renewJobLease,
  saveJobProgress,
} from './job-queue.ts';
import { pruneFinishedJobs } from './prune-finished-jobs.ts';
import { queueDueSchedules } from './schedules/queue-due-schedules.ts';

export interface JobRunnerOptions {
  workerId?: string;
  /** How long a claim lasts without renewal; a dead worker's job is taken over after it. */
  leaseMs?: number;
  /** How often an idle runner looks for work. */
  pollMs?: number;
  /** Jobs this process runs at the same time (JOB_CONCURRENCY). */
  concurrency?: number;
  /** How often due schedules are looked for. */
  scheduleEveryMs?: number;
  /** Requeue jobs of a previous process at start (only where one process owns the database). */
  releaseOrphans?: boolean;
  /** How often finished jobs past their retention are pruned (pruneFinishedJobs), from the start on. */
  housekeepingEveryMs?: number;
}

const PROGRESS_EVERY_MS = 1000;

/**
 * Runs the jobs of the given kinds: up to `concurrency` at once, each shop within its limit (see
 * claimJob), renewing each job's lease on a timer while its handler works. A handler's failure
 * is retried after an exponential backoff while the kind's attempts last, unless it is
 * permanent; a job whose payload its kind refuses fails at once. Jobs of kinds not given here are
 * never claimed: they wait for a runner that knows them (a newer server in a rolling deploy). A job
 * interrupted by stop() goes back to the queue and continues on the next start. `kill` abandons
 * everything without any clean-up, as a crash would; the leases then run out and another runner
 * takes over. Due schedules are turned into jobs by the same loop, which also prunes finished
 * jobs past their retention.
 */
export function createJobRunner(
  deps: Deps,
  jobs: readonly AnyJobDefinition[],
  options: JobRunnerOptions = {},
) {
  const workerId = options.workerId ?? `worker-${randomUUID()}`;
  const leaseMs = options.leaseMs ?? 30_000;
  const pollMs = options.pollMs ?? 1_000;
  const concurrency = Math.max(1, options.concurrency ?? 2);
  const scheduleEveryMs = options.scheduleEveryMs ?? 30_000;
  const housekeepingEveryMs = options.housekeepingEveryMs ?? 10 * 60_000;
  const kinds = new Map(jobs.map((job) => [job.kind, job]));
  const perShop = Object.fromEntries(jobs.map((job) => [job.kind, job.perShop]));
  const running = new Map<number, Promise<void>>();
  let stopping = new AbortController();
  let loop: Promise<void> | null = null;
  let killed = false;
  let wakeUp: (() => void) | null = null;
  let lastScheduleCheck = Number.NEGATIVE_INFINITY;
  let lastHousekeeping = Number.NEGATIVE_INFINITY;

  const isStopped = () => stopping.signal.aborted || killed;
  const reclaimer = createDeadRowReclaimer(deps, () => killed);

  async function runJob(job: ClaimedJob): Promise<void> {
    // Claimed by kind (claimJob), so the runner knows every job it runs.
    const definition = kinds.get(job.kind)!;
    const payload = definition.payload.safeParse(job.payload);
    if (!payload.success) {
      await finishJob(deps.db, job.id, workerId, {
        status: 'failed',
        failure: createJobFailure('invalid_payload'),
      });
      return;
    }
    const jobAbort = new AbortController();
    const onStop = () => jobAbort.abort();
    stopping.signal.addEventListener('abort', onStop);
    const heartbeat = setInterval(() => {
      if (killed) return;
      renewJobLease(deps.db, job.id, workerId, leaseMs)
        .then((held) => {
          if (!held) jobAbort.abort();
        })
        .catch(() => {});
    }, leaseMs / 3);
    const progress = createProgressWriter(job.id);
    let outcome: JobOutcome;
    try {
      await definition.handle(payload.data, {
        deps,
        jobId: job.id,
        attempt: job.attempts,
        maxAttempts: definition.retry.attempts,
        signal: jobAbort.signal,
        reportProgress: progress.report,
      });
      outcome = { status: 'done' };
    } catch (error) {
      if (error instanceof JobInterrupted || jobAbort.signal.aborted) {
        outcome = { status: 'requeue' };
      } else {
        const known = error instanceof JobError;
        if (!known) console.error(`[jobs] ${job.kind} #${job.id} failed`, error);
        const failure = known ? error.failure : createJobFailure('internal');
        const retryable = !(known && error.permanent) && job.attempts < definition.retry.attempts;
        outcome = retryable
          ? {
              status: 'retry',
              failure,
              runAfter: new Date(deps.now().getTime() + getRetryDelay(definition.retry, job.attempts)),
            }
          : { status: 'failed', failure };
      }
    } finally {
      clearInterval(heartbeat);
      stopping.signal.removeEventListener('abort', onStop);
    }
    if (killed) return;
    await progress.flush();
    await finishJob(deps.db, job.id, workerId, outcome);
    reclaimer.afterJob();
  }

  /** Progress is written at most once a second; the last report is written before the job ends. */
  function createProgressWriter(jobId: number) {
    let pending: JobProgress | null = null;
    let lastWrite = 0;
    let writing: Promise<void> = Promise.resolve();
    const write = () => {
      const value = pending;
      pending = null;
      lastWrite = Date.now();
      if (!value || killed) return;
      writing = writing
        .then(() => saveJobProgress(deps.db, jobId, workerId, value))
        .catch((error) => console.error(`[jobs] progress of #${jobId}`, error));
    };
    return {
      report(progress: JobProgress) {
        pending = progress;
        if (Date.now() - lastWrite >= PROGRESS_EVERY_MS) write();
      },
      async flush() {
        write();
        await writing;
      },
    };
  }

  async function checkSchedules(force: boolean): Promise<void> {
    if (!force && Date.now() - lastScheduleCheck < scheduleEveryMs) return;
    lastScheduleCheck = Date.now();
    await queueDueSchedules(deps.db, kinds, deps.now());
  }

  /** Prunes finished jobs past their retention, a bounded number per round (every server may). */
  async function keepHouse(): Promise<void> {
    if (Date.now() - lastHousekeeping < housekeepingEveryMs) return;
    lastHousekeeping = Date.now();
    const pruned = await pruneFinishedJobs(deps.db);
    if (pruned > 0) console.info(`[jobs] pruned ${pruned} finished jobs past their retention`);
  }

  /**
   * Claims one job and starts it in the background (it wakes the loop when it ends); false when
   * no job is startable now.
   */
  async function startNextJob(): Promise<boolean> {
    const job = await claimJob(deps.db, {
      workerId,
      kinds: [...kinds.keys()],
      leaseMs,
      now: deps.now(),
      perShop,
      running: [...running.keys()],
    });
    if (!job) return false;
    const work = runJob(job)
      .catch((error) => console.error(`[jobs] ${job.kind} #${job.id} could not be recorded`, error))
      .finally(() => {
        running.delete(job.id);
        wakeUp?.();
      });
    running.set(job.id, work);
    return true;
  }

  /** Claims jobs while slots are free. */
  async function fillSlots(): Promise<void> {
    while (!isStopped() && running.size < concurrency && (await startNextJob())) {}
  }

  /**
   * Queues due schedules, then runs jobs until this runner runs none and a claim made while it
   * ran none found nothing (tests, scripts). A claim made while a job still ran may find nothing
   * only because that job's shop was at its limit; when the job ends its shop's next job is
   * startable, so the runner claims once more before it calls itself idle.
   */
  async function runUntilIdle(): Promise<void> {
    await checkSchedules(true);
    while (!isStopped()) {
      const wasIdle = running.size === 0;
      const started = running.size < concurrency && (await startNextJob());
      if (started) continue;
      if (wasIdle && running.size === 0) break;
      if (running.size > 0) await Promise.race(running.values());
    }
    // Stopped or killed: the handlers still end at their next safe point; wait for that.
    await Promise.allSettled(running.values());
    await reclaimer.settled();
  }

  async function poll(): Promise<void> {
    if (options.releaseOrphans) await releaseOrphanedJobs(deps.db, workerId);
    while (!isStopped()) {
      try {
        await checkSchedules(false);
        await fillSlots();
        await keepHouse();
      } catch (error) {
        console.error('[jobs] runner error', error);
      }
      if (isStopped()) break;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, pollMs);
        wakeUp = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      wakeUp = null;
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
      wakeUp?.();
    },
    /** Stops after the running jobs reach a safe point; they are requeued to continue later. */
    async stop() {
      stopping.abort();
      wakeUp?.();
      await loop;
      await Promise.allSettled(running.values());
      await reclaimer.settled();
      loop = null;
    },
    /** Abandons everything at once, as if the process had died (for crash tests). */
    kill() {
      killed = true;
      stopping.abort();
      wakeUp?.();
    },
  };
}

export type JobRunner = ReturnType<typeof createJobRunner>;

/**
 * Embedded PGlite's vacuum (DbHandle.reclaimDeadRows), run after each job: jobs are what delete
 * marks and rewrite rollups. One pass at a time; a job that ends during a pass asks for one more.
 */
function createDeadRowReclaimer(deps: Pick<Deps, 'reclaimDeadRows'>, isKilled: () => boolean) {
  let pass: Promise<void> | null = null;
  let again = false;
  const run = async (reclaim: NonNullable<Deps['reclaimDeadRows']>) => {
    do {
      again = false;
      const reclaimed = await reclaim().catch((error) => {
        console.error('[jobs] reclaiming dead rows', error);
        return [];
      });
      const large = reclaimed.filter((table) => table.deadRows >= 10_000);
      if (large.length > 0)
        console.info(
          `[jobs] dead rows reclaimed: ${large.map((t) => `${t.table} ${t.how} (${t.deadRows}) ${t.ms} ms`).join(', ')}`,
        );
    } while (again && !isKilled());
  };
  return {
    afterJob() {
      const reclaim = deps.reclaimDeadRows;
      if (!reclaim || isKilled()) return;
      if (pass) {
        again = true;
        return;
      }
      pass = run(reclaim).finally(() => {
        pass = null;
      });
    },
    /** Resolves when no pass runs. */
    async settled() {
      await pass;
    },
  };
}
