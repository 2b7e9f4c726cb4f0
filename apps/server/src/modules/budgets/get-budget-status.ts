import type { BudgetStatus } from '@ziskomer/contracts';
import { AppError } from '../../core/app-error.ts';
import type { UseCaseScope } from '../../core/use-case-scope.ts';
import { getShopSettings } from '../orders/index.ts';
import { budgetStatusCache } from './budget-status-cache.ts';
import { computeBudgetFigures } from './compute-budget-status.ts';
import { findBudgetRow, UUID } from './find-budget.ts';
import { countOpenBudgetAlerts } from './queries/list-budget-alert-rows.ts';

/**
 * A budget's status in its current period, and its open alerts (raised when the figures changed,
 * by raiseShopBudgetAlerts; reading writes nothing). Served
 * from the cache for 2 minutes (SPEC §9); the route's access check has run before this is called,
 * and the cache is keyed by the request's shop, so a cached status only ever answers a caller
 * allowed to see that shop's budget.
 */
export async function getBudgetStatus(
  scope: UseCaseScope,
  shopId: string,
  budgetId: string,
): Promise<BudgetStatus> {
  if (!UUID.test(budgetId)) throw new AppError('budget_not_found');
  const cached = budgetStatusCache.get(shopId, budgetId, scope.deps.now().getTime());
  if (cached) return cached;
  const generation = budgetStatusCache.generation(shopId);

  const budget = await findBudgetRow(scope, shopId, budgetId);
  const now = scope.deps.now();
  const { timeZone } = await getShopSettings(scope.db, shopId);
  let figures: Awaited<ReturnType<typeof computeBudgetFigures>>;
  try {
    figures = await computeBudgetFigures(scope.db, { shopId, budget, timeZone, now });
  } catch (error) {
    console.error(`[budgets] status of ${shopId}/${budgetId} failed`, error);
    throw new AppError('budget_status_failed');
  }
  const { open } = await countOpenBudgetAlerts(scope.db, { shopId, budgetId });
  const status: BudgetStatus = { ...figures, openAlerts: open, computedAt: now.toISOString() };
  budgetStatusCache.set(shopId, budgetId, status, now.getTime(), generation);
  return status;
}
