import type { BudgetPeriodTypeName } from '@ziskomer/contracts';
import type { Database } from '@ziskomer/db';
import type { Kysely } from 'kysely';

export interface BudgetFields {
  name?: string;
  totalBudget?: number;
  periodType?: BudgetPeriodTypeName;
  startDate?: string;
  isActive?: boolean;
}

/** Changes a budget's own fields (and stamps updated_at); true when the budget exists. */
export async function updateBudgetRow(
  db: Kysely<Database>,
  params: { shopId: string; budgetId: string; changes: BudgetFields; now: Date },
): Promise<boolean> {
  const { changes } = params;
  const result = await db
    .updateTable('client_budgets')
    .set({
      ...(changes.name === undefined ? {} : { name: changes.name }),
      ...(changes.totalBudget === undefined ? {} : { total_budget: changes.totalBudget }),
      ...(changes.periodType === undefined ? {} : { period_type: changes.periodType }),
      ...(changes.startDate === undefined ? {} : { start_date: changes.startDate }),
      ...(changes.isActive === undefined ? {} : { is_active: changes.isActive }),
      updated_at: params.now,
    })
    .where('shop_id', '=', params.shopId)
    .where('id', '=', params.budgetId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Deletes a budget with its channel budgets and alerts (foreign keys cascade); true when there was one. */
export async function deleteBudgetRow(
  db: Kysely<Database>,
  params: { shopId: string; budgetId: string },
): Promise<boolean> {
  const result = await db
    .deleteFrom('client_budgets')
    .where('shop_id', '=', params.shopId)
    .where('id', '=', params.budgetId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}
