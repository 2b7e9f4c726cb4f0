import { withScope } from '@ziskomer/db';
import { z } from 'zod';
import { defineJob } from '../../jobs/define-job.ts';
import { budgetStatusCache } from './budget-status-cache.ts';
import { raiseShopBudgetAlerts } from './raise-shop-budget-alerts.ts';

/**
 * Raises the alerts a shop's budgets call for after its ad spend changed. Queued (at most one
 * waiting per shop) in the transaction that wrote the spend, by the budgets' subscriber of
 * `ad-spend.written`, so it exists exactly when the spend does. Raising twice is harmless: an
 * alert is raised once per budget, channel and period.
 */
export const budgetAlertsJob = defineJob({
  kind: 'budget-alerts',
  payload: z.object({ shopId: z.uuid() }),
  shopOf: (payload) => payload.shopId,
  // Nothing to redo by hand: the next write of spend queues it again.
  retryByHand: false,
  retry: { attempts: 5, backoffMs: 10_000 },
  handle: async ({ shopId }, { deps }) => {
    await withScope(deps.db, { userId: null, shopId }, (trx) =>
      raiseShopBudgetAlerts(trx, { shopId, now: deps.now() }),
    );
    // Committed: a status computed from the old spend while the job ran is not kept either.
    budgetStatusCache.invalidateShop(shopId);
  },
});
