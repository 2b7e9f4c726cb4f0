import { AppError } from '../../core/app-error.ts';
import type { UseCaseScope } from '../../core/use-case-scope.ts';
import { type BudgetRow, listBudgetRows } from './queries/list-budget-rows.ts';

export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The budget `budgetId` of the shop, or 404 budget_not_found: for an id that does not exist,
 * belongs to another shop or is not an id at all (one answer, so other tenants' ids cannot be probed).
 */
export async function findBudgetRow(
  scope: Pick<UseCaseScope, 'db'>,
  shopId: string,
  budgetId: string,
): Promise<BudgetRow> {
  if (!UUID.test(budgetId)) throw new AppError('budget_not_found');
  const [row] = await listBudgetRows(scope.db, { shopId, budgetId });
  if (!row) throw new AppError('budget_not_found');
  return row;
}
