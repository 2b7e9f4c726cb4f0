import type { Deps } from '../../http/app-env.ts';
import { executeImportRun, SchedulerStopped } from './execute-import-run.ts';
import { claimPendingImportRun } from './queries/claim-pending-import-run.ts';
import { releaseOrphanImportRuns } from './queries/release-orphan-import-runs.ts';
import { queueDueImportRuns } from './queue-due-import-runs.ts';
import { settleImportRuns } from './settle-import-runs.ts';
import { withSchedulerScope } from './with-scheduler-scope.ts';

export interface ImportSchedulerOptions {
  /** How often waiting runs ('Spustit nyní' too) are started and finished imports noticed. */
  pollMs?: number;
  /** How often due schedules are looked for. */
  scheduleEveryMs?: number;
  /** The time cap of one download (the byte cap is the import limit of the config). */
  downloadTimeoutMs?: number;
  /** Runs this process downloads at the same time. */
  concurrency?: number;
  /**
   * Requeue at start the runs that were downloading when the server stopped. Only when this
   * process alone owns the database (embedded PGlite); on a server they go stale instead.
   */
  releaseOrphans?: boolean;
}

export const DEFAULT_DOWNLOAD_TIMEOUT_MS = 30 * 60 * 1000;

export interface ImportScheduler {
  start(): void;
  /** Stops polling, aborts downloads (their runs wait again for the next server) and waits for them. */
  stop(): Promise<void>;
  /** One whole pass, awaited to its end: finished imports, due schedules, every waiting run. */
  runOnce(): Promise<void>;
}

/**
 * The in-process scheduler of import schedules. Every server may run one: due schedules and
 * waiting runs are claimed with FOR UPDATE SKIP LOCKED, so each run happens once.
 */
export function createImportScheduler(deps: Deps, options: ImportSchedulerOptions = {}): ImportScheduler {
  const pollMs = options.pollMs ?? 2000;
  const scheduleEveryMs = options.scheduleEveryMs ?? 30_000;
  const downloadTimeoutMs = options.downloadTimeoutMs ?? DEFAULT_DOWNLOAD_TIMEOUT_MS;
  const concurrency = options.concurrency ?? 2;
  // A run downloading longer than any download may take has lost its server.
  const staleAfterMs = downloadTimeoutMs + 5 * 60 * 1000;
  const controller = new AbortController();
  const executing = new Map<string, Promise<void>>();
  let timer: NodeJS.Timeout | undefined;
  let running = false;
  let pass: Promise<void> | null = null;
  let lastDueCheck = Number.NEGATIVE_INFINITY;
  let orphansReleased = !options.releaseOrphans;

  const settle = () => settleImportRuns(deps, { staleAfterMs, executing: new Set(executing.keys()) });
  const claim = () => withSchedulerScope(deps.db, (trx) => claimPendingImportRun(trx, deps.now()));
  const execute = (claimed: { shopId: string; runId: string }) =>
    executeImportRun(deps, claimed, { downloadTimeoutMs, signal: controller.signal });

  const tick = async () => {
    if (!orphansReleased) {
      await withSchedulerScope(deps.db, (trx) => releaseOrphanImportRuns(trx, deps.now()));
      orphansReleased = true;
    }
    await settle();
    if (Date.now() - lastDueCheck >= scheduleEveryMs) {
      lastDueCheck = Date.now();
      await queueDueImportRuns(deps);
    }
    while (executing.size < concurrency && !controller.signal.aborted) {
      const claimed = await claim();
      if (!claimed) break;
      const work = execute(claimed)
        .catch((error) => console.error(`[import-schedules] run ${claimed.runId} crashed`, error))
        .finally(() => executing.delete(claimed.runId));
      executing.set(claimed.runId, work);
    }
  };

  const loop = () => {
    pass = tick()
      .catch((error) => console.error('[import-schedules] scheduler pass failed', error))
      .finally(() => {
        pass = null;
        if (running) timer = setTimeout(loop, pollMs);
      });
  };

  return {
    start() {
      if (running || controller.signal.aborted) return;
      running = true;
      loop();
    },
    async stop() {
      running = false;
      clearTimeout(timer);
      controller.abort(new SchedulerStopped());
      await pass;
      await Promise.allSettled(executing.values());
    },
    async runOnce() {
      await settle();
      await queueDueImportRuns(deps);
      for (let claimed = await claim(); claimed; claimed = await claim()) await execute(claimed);
      await settle();
    },
  };
}
