import { z } from 'zod';
import { defineJob } from '../../jobs/define-job.ts';
import { analyzeStaleMarketingTables } from './analyze-stale-marketing-tables.ts';

/**
 * Gathers the planner statistics of ad spend once enough of it changed (migration 0029), so the
 * marketing report keeps good plans after a large backfill. Queued by the analytics' subscriber
 * of `ad-spend.written` in the writer's transaction; it runs after that commit, which it must:
 * the counters it reads only see committed rows.
 */
export const marketingStatisticsJob = defineJob({
  kind: 'marketing-statistics',
  payload: z.object({ shopId: z.uuid() }),
  shopOf: (payload) => payload.shopId,
  retryByHand: false,
  handle: async (_payload, { deps }) => {
    await analyzeStaleMarketingTables(deps.db);
  },
});
