import {
  BUDGET_ALERT_LIST_LIMIT,
  type BudgetAlert,
  type BudgetAlertList,
  type budgetAlertListQuerySchema,
} from '@ziskomer/contracts';
import type { z } from 'zod';
import type { UseCaseScope } from '../../core/use-case-scope.ts';
import {
  type BudgetAlertRow,
  countOpenBudgetAlerts,
  listBudgetAlertRows,
} from './queries/list-budget-alert-rows.ts';

/** The shop's budget alerts (open ones, or all), newest first, with the open and unread counts. */
export async function listBudgetAlerts(
  scope: UseCaseScope,
  shopId: string,
  query: z.output<typeof budgetAlertListQuerySchema>,
): Promise<BudgetAlertList> {
  const [rows, counts] = await Promise.all([
    listBudgetAlertRows(scope.db, {
      shopId,
      budgetId: query.budgetId,
      openOnly: query.state === 'open',
      limit: BUDGET_ALERT_LIST_LIMIT,
    }),
    countOpenBudgetAlerts(scope.db, { shopId, budgetId: query.budgetId }),
  ]);
  return { items: rows.map(toBudgetAlert), openCount: counts.open, unreadCount: counts.unread };
}

export function toBudgetAlert(row: BudgetAlertRow): BudgetAlert {
  return {
    ...row,
    createdAt: row.createdAt.toISOString(),
    resolvedAt: row.resolvedAt?.toISOString() ?? null,
  };
}
