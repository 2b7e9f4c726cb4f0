import { withScope } from '@ziskomer/db';
import type { UseCaseScope } from '../../core/use-case-scope.ts';
import { budgetStatusCache } from './budget-status-cache.ts';

/**
 * Runs a change of a shop's budgets or alerts in a transaction in the caller's scope (the route's
 * access check has passed), then drops the shop's cached budget statuses once it has committed, so
 * the next read sees the change (see BudgetStatusCache).
 */
export async function writeShopBudgets<T>(
  scope: Omit<UseCaseScope, 'db'>,
  shopId: string,
  work: (scope: UseCaseScope) => Promise<T>,
): Promise<T> {
  try {
    return await withScope(scope.deps.db, { userId: scope.user.id, shopId }, (db) => work({ ...scope, db }));
  } finally {
    budgetStatusCache.invalidateShop(shopId);
  }
}
