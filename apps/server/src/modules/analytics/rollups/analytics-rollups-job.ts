import { z } from 'zod';
import { defineJob } from '../../../jobs/define-job.ts';
import { type AfterRollupsRefresh, refreshShopRollups } from './refresh-shop-rollups.ts';

/**
 * The job that refreshes a shop's rollups. Nothing in the app queues it by hand: the triggers of
 * migrations 0033 and 0036 queue one (at most one waiting per shop) whenever a write marks a day,
 * a customer or the scores of a shop dirty, whatever wrote it. Running it again after a crash
 * finds the marks it had claimed and recomputes from them.
 *
 * `afterRefresh` runs in the refresh's transaction once figures changed. The app passes the budget
 * alerts (jobs/app-jobs.ts): calling them from here would make analytics depend on budgets, which
 * already depends on analytics for spend and attribution.
 */
export const createAnalyticsRollupsJob = (afterRefresh: AfterRollupsRefresh) =>
  defineJob({
    kind: 'analytics-rollups',
    payload: z.object({ shopId: z.uuid() }),
    shopOf: (payload) => payload.shopId,
    // Nothing to redo by hand: the next write queues the refresh again.
    retryByHand: false,
    retry: { attempts: 5, backoffMs: 10_000 },
    handle: async ({ shopId }, { deps, signal, reportProgress }) => {
      // On the embedded database a request waits for whatever transaction holds its one
      // connection: there the refresh commits in short transactions (refreshShopRollupsInSteps).
      const refresh = await refreshShopRollups(deps.db, shopId, deps.now(), {
        afterRefresh,
        transactions: deps.engine === 'pglite' ? 'time-sized' : 'one',
        signal,
        onProgress: (done, total) => reportProgress({ done, total, unit: 'steps' }),
      });
      if (refresh.days > 0) {
        console.info(`[rollups] shop ${shopId}: ${refresh.days} days refreshed in ${refresh.durationMs} ms`);
      }
    },
  });
