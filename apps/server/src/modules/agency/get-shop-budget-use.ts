import type { AgencyShopRow } from '@ziskomer/contracts';
import type { UseCaseScope } from '../../core/use-case-scope.ts';
import { countOpenBudgetAlerts, getBudgetStatus, listBudgetRows } from '../budgets/index.ts';

/**
 * A shop's budget use: what its active budgets spent in their current periods ÷ their totals
 * (null without an active budget), and its unresolved budget alerts. Each budget's spend is its
 * status on the budget page (same channels, same period, the same 2-minute cache keyed by shop
 * and budget), so the two pages never disagree. Reading writes nothing: alerts are raised when the
 * figures change (raiseShopBudgetAlerts). Runs under the shop's
 * row-level-security scope, after the caller's access to the shop was established.
 */
export async function getShopBudgetUse(
  scope: UseCaseScope,
  shopId: string,
): Promise<Pick<AgencyShopRow, 'budget' | 'openAlerts'>> {
  const budgets = await listBudgetRows(scope.db, { shopId, activeOnly: true });
  let spent = 0;
  let total = 0;
  for (const budget of budgets) {
    const status = await getBudgetStatus(scope, shopId, budget.id);
    spent += status.spent;
    total += status.budget.totalBudget;
  }
  const { open } = await countOpenBudgetAlerts(scope.db, { shopId });
  return {
    budget:
      total > 0 ? { spent: round(spent, 2), total: round(total, 2), use: round(spent / total, 4) } : null,
    openAlerts: open,
  };
}

function round(value: number, digits: number): number {
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
}
