import type { Budget, UpdateBudgetParsed } from '@ziskomer/contracts';
import { AppError } from '../../core/app-error.ts';
import type { UseCaseScope } from '../../core/use-case-scope.ts';
import { findBudgetRow } from './find-budget.ts';
import { replaceChannelBudgets } from './queries/replace-channel-budgets.ts';
import { updateBudgetRow } from './queries/update-budget-row.ts';
import { raiseShopBudgetAlerts } from './raise-shop-budget-alerts.ts';
import { toBudget } from './to-budget.ts';

/**
 * Changes a budget and, when `channels` is given, replaces its channel budgets (see
 * updateBudgetSchema). A channel budget id that is not one of this budget's answers 404
 * channel_budget_not_found; the channel amounts may not add up to more than the total, whichever
 * of the two changed.
 */
export async function updateBudget(
  scope: UseCaseScope,
  shopId: string,
  budgetId: string,
  input: UpdateBudgetParsed,
): Promise<Budget> {
  const current = await findBudgetRow(scope, shopId, budgetId);
  const ownIds = new Set(current.channels.map((channel) => channel.id));
  const named = new Set<string>();
  for (const channel of input.channels ?? []) {
    if (channel.id === undefined) continue;
    if (!ownIds.has(channel.id)) throw new AppError('channel_budget_not_found');
    if (named.has(channel.id)) throw new AppError('budget_channel_duplicate');
    named.add(channel.id);
  }
  const total = input.totalBudget ?? current.totalBudget;
  const channels = input.channels ?? current.channels;
  const allocatedCents = channels.reduce((sum, channel) => sum + Math.round(channel.allocated * 100), 0);
  if (allocatedCents > Math.round(total * 100)) {
    throw new AppError('budget_allocation_exceeds_total', { issues: [{ path: 'channels' }] });
  }

  const now = scope.deps.now();
  const { channels: channelInput, ...fields } = input;
  const updated = await updateBudgetRow(scope.db, { shopId, budgetId, changes: fields, now });
  // Deleted by someone else in the meantime.
  if (!updated) throw new AppError('budget_not_found');
  if (channelInput) {
    await replaceChannelBudgets(scope.db, {
      shopId,
      budgetId,
      channels: channelInput.map((channel) => ({
        ...channel,
        targetCpa: channel.targetCpa ?? null,
        targetRoas: channel.targetRoas ?? null,
      })),
      now,
    });
  }
  // A lower total or allocation may put the budget past a threshold already.
  await raiseShopBudgetAlerts(scope.db, { shopId, now });
  return toBudget(await findBudgetRow(scope, shopId, budgetId));
}
