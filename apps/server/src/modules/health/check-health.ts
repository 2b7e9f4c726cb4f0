import type { Health, HealthIssue } from '@ziskomer/contracts';
import { sql } from 'kysely';
import type { Deps } from '../../core/deps.ts';

/** A request waiting this long for a database connection means the request pool is saturated. */
export const POOL_WAIT_LIMIT_MS = 2_000;
/** A job queued this long means the workers do not keep up (or none runs). */
export const QUEUE_AGE_LIMIT_MS = 5 * 60_000;
/** The queue is looked at through the background pool at most this often. */
const QUEUE_CHECK_EVERY_MS = 10_000;

/**
 * The health probe's view of the server: `degraded` with its reasons when requests wait for a
 * database connection or the oldest queued job is old. Never uses the request pool (which may be
 * exactly what is saturated); the queue's age is read through the background pool, cached.
 */
export function createHealthCheck(deps: Pick<Deps, 'backgroundDb' | 'requestWaitMs' | 'engine' | 'config'>) {
  let oldestQueuedMs = 0;
  let checkedAt = 0;
  let checking: Promise<void> | null = null;

  function checkQueue(): Promise<void> {
    checking ??= sql<{ age_ms: number | string | null }>`
      SELECT (extract(epoch FROM now() - min(created_at)) * 1000)::bigint AS age_ms
      FROM jobs WHERE status = 'queued'`
      .execute(deps.backgroundDb)
      .then((result) => {
        oldestQueuedMs = Number(result.rows[0]?.age_ms ?? 0);
        checkedAt = Date.now();
      })
      .catch(() => {})
      .finally(() => {
        checking = null;
      });
    return checking;
  }

  return function checkHealth(): Health {
    // Answered from the last look at the queue, whose next look starts in the background: a
    // probe never waits on the database (on PGlite its one connection may be busy for seconds).
    if (Date.now() - checkedAt > QUEUE_CHECK_EVERY_MS) void checkQueue();
    const issues: { code: HealthIssue; seconds: number }[] = [];
    const waitMs = deps.requestWaitMs();
    if (waitMs >= POOL_WAIT_LIMIT_MS)
      issues.push({ code: 'db_pool_waiting', seconds: Math.round(waitMs / 1000) });
    if (oldestQueuedMs >= QUEUE_AGE_LIMIT_MS) {
      issues.push({ code: 'job_queue_backlog', seconds: Math.round(oldestQueuedMs / 1000) });
    }
    return {
      status: issues.length === 0 ? 'ok' : 'degraded',
      db: deps.engine,
      version: deps.config.version,
      issues,
    };
  };
}
