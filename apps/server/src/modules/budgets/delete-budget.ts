import { AppError } from '../../core/app-error.ts';
import type { UseCaseScope } from '../../core/use-case-scope.ts';
import { UUID } from './find-budget.ts';
import { deleteBudgetRow } from './queries/update-budget-row.ts';

/** Deletes a budget with its channel budgets and alerts; 404 budget_not_found when the shop has no such budget. */
export async function deleteBudget(scope: UseCaseScope, shopId: string, budgetId: string): Promise<void> {
  if (!UUID.test(budgetId) || !(await deleteBudgetRow(scope.db, { shopId, budgetId }))) {
    throw new AppError('budget_not_found');
  }
}
