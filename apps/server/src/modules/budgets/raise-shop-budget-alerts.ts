import type { Database } from '@ziskomer/db';
import type { Transaction } from 'kysely';
import { getShopSettings } from '../orders/index.ts';
import { budgetStatusCache } from './budget-status-cache.ts';
import { computeBudgetFigures } from './compute-budget-status.ts';
import { listBudgetRows } from './queries/list-budget-rows.ts';
import { raiseBudgetAlerts } from './raise-budget-alerts.ts';

/**
 * Called in the writing transaction wherever the figures a budget is measured by change: ad spend
 * written, orders written (revenue and orders decide low performance), a budget created or
 * changed. Drops the shop's cached budget statuses and raises the alerts the new figures call for
 * on every active budget, so a budget passing 80 % or 100 % is announced when it happens, and
 * reading a budget's status stays a pure read. Returns how many alerts were new.
 */
export async function raiseShopBudgetAlerts(
  trx: Transaction<Database>,
  input: { shopId: string; now: Date },
): Promise<number> {
  budgetStatusCache.invalidateShop(input.shopId);
  const budgets = await listBudgetRows(trx, { shopId: input.shopId, activeOnly: true });
  if (budgets.length === 0) return 0;
  const { timeZone } = await getShopSettings(trx, input.shopId);
  let raised = 0;
  for (const budget of budgets) {
    const figures = await computeBudgetFigures(trx, {
      shopId: input.shopId,
      budget,
      timeZone,
      now: input.now,
    });
    raised += await raiseBudgetAlerts(trx, { shopId: input.shopId, budget, figures, now: input.now });
  }
  return raised;
}
