import type { Deps } from '../../../http/app-env.ts';
import type { JobHandler } from '../../../jobs/job-runner.ts';
import { refreshShopRollups } from './refresh-shop-rollups.ts';

/**
 * The job that refreshes a shop's rollups, payload `{ shopId }`. Nothing in the app queues it by
 * hand: the triggers of migration 0033 queue one (at most one waiting per shop) whenever a write
 * marks a day, a customer or the scores of a shop dirty, whatever wrote it.
 */
export const ANALYTICS_ROLLUPS_JOB = 'analytics-rollups';

export function createAnalyticsRollupsJobHandler(deps: Pick<Deps, 'db' | 'now'>): JobHandler {
  return async (job) => {
    const shopId = String(job.payload.shopId);
    const refresh = await refreshShopRollups(deps.db, shopId, deps.now());
    if (refresh.days > 0) {
      console.info(`[rollups] shop ${shopId}: ${refresh.days} days refreshed in ${refresh.durationMs} ms`);
    }
  };
}
