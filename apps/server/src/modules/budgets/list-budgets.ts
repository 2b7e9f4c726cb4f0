import type { BudgetList } from '@ziskomer/contracts';
import type { UseCaseScope } from '../../core/use-case-scope.ts';
import { hasAnyAdSpend } from '../analytics/index.ts';
import { listBudgetRows } from './queries/list-budget-rows.ts';
import { toBudget } from './to-budget.ts';

/** The shop's budgets, oldest first, and whether it has any ad spend to measure them by. */
export async function listBudgets(scope: UseCaseScope, shopId: string): Promise<BudgetList> {
  const [rows, hasAdSpend] = await Promise.all([
    listBudgetRows(scope.db, { shopId }),
    hasAnyAdSpend(scope.db, shopId),
  ]);
  return { items: rows.map(toBudget), hasAdSpend };
}
