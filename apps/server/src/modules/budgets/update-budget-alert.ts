import type { BudgetAlert, UpdateBudgetAlert } from '@ziskomer/contracts';
import { AppError } from '../../core/app-error.ts';
import type { UseCaseScope } from '../../core/use-case-scope.ts';
import { UUID } from './find-budget.ts';
import { toBudgetAlert } from './list-budget-alerts.ts';
import { listBudgetAlertRows, updateBudgetAlertRow } from './queries/list-budget-alert-rows.ts';

/** Marks a budget alert read or unread, or resolves it; 404 budget_alert_not_found for another shop's or no alert. */
export async function updateBudgetAlert(
  scope: UseCaseScope,
  shopId: string,
  alertId: string,
  input: UpdateBudgetAlert,
): Promise<BudgetAlert> {
  if (!UUID.test(alertId)) throw new AppError('budget_alert_not_found');
  if (input.isRead !== undefined || input.isResolved) {
    const updated = await updateBudgetAlertRow(scope.db, {
      shopId,
      alertId,
      isRead: input.isRead,
      resolve: input.isResolved,
      now: scope.deps.now(),
    });
    if (!updated) throw new AppError('budget_alert_not_found');
  }
  const [row] = await listBudgetAlertRows(scope.db, { shopId, alertId });
  if (!row) throw new AppError('budget_alert_not_found');
  return toBudgetAlert(row);
}
