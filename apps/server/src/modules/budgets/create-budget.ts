import { BUDGETS_PER_SHOP_MAX, type Budget, type CreateBudgetParsed } from '@ziskomer/contracts';
import { AppError } from '../../core/app-error.ts';
import type { UseCaseScope } from '../../core/use-case-scope.ts';
import { getShopSettings } from '../orders/index.ts';
import { findBudgetRow } from './find-budget.ts';
import { insertBudget } from './queries/insert-budget.ts';
import { countBudgets } from './queries/list-budget-rows.ts';
import { replaceChannelBudgets } from './queries/replace-channel-budgets.ts';
import { raiseShopBudgetAlerts } from './raise-shop-budget-alerts.ts';
import { toBudget } from './to-budget.ts';

/**
 * Adds a budget with its channel budgets. Its currency is the shop's: ad spend is only kept in
 * that currency, so a budget in another one could never be compared with it.
 */
export async function createBudget(
  scope: UseCaseScope,
  shopId: string,
  input: CreateBudgetParsed,
): Promise<Budget> {
  if ((await countBudgets(scope.db, shopId)) >= BUDGETS_PER_SHOP_MAX)
    throw new AppError('budget_limit_reached');
  const { currency } = await getShopSettings(scope.db, shopId);
  const now = scope.deps.now();
  const budgetId = await insertBudget(scope.db, {
    shopId,
    name: input.name,
    totalBudget: input.totalBudget,
    periodType: input.periodType,
    startDate: input.startDate,
    isActive: input.isActive,
    currency,
    createdBy: scope.user.id,
    now,
  });
  await replaceChannelBudgets(scope.db, {
    shopId,
    budgetId,
    channels: input.channels.map(({ id: _id, ...channel }) => ({
      ...channel,
      targetCpa: channel.targetCpa ?? null,
      targetRoas: channel.targetRoas ?? null,
    })),
    now,
  });
  // Spend of the period may already be past a threshold of the new budget.
  await raiseShopBudgetAlerts(scope.db, { shopId, now });
  return toBudget(await findBudgetRow(scope, shopId, budgetId));
}
