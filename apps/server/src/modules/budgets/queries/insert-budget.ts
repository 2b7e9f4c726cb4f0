import type { Database } from '@ziskomer/db';
import type { Kysely } from 'kysely';
import type { BudgetFields } from './update-budget-row.ts';

/** Inserts a budget (its channel budgets are written by replaceChannelBudgets); returns its id. */
export async function insertBudget(
  db: Kysely<Database>,
  budget: Required<BudgetFields> & { shopId: string; currency: string; createdBy: string; now: Date },
): Promise<string> {
  const row = await db
    .insertInto('client_budgets')
    .values({
      shop_id: budget.shopId,
      name: budget.name,
      total_budget: budget.totalBudget,
      period_type: budget.periodType,
      start_date: budget.startDate,
      currency: budget.currency,
      is_active: budget.isActive,
      created_by: budget.createdBy,
      created_at: budget.now,
      updated_at: budget.now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
