import type { BudgetAlertTypeName } from '@ziskomer/contracts';
import type { Database } from '@ziskomer/db';
import { sql, type Transaction } from 'kysely';

export interface NewBudgetAlert {
  shopId: string;
  budgetId: string;
  channelBudgetId: string | null;
  type: BudgetAlertTypeName;
  severity: 'low' | 'medium' | 'high';
  message: string;
  thresholdPercent: number;
  currentPercent: number;
  periodStart: string;
  now: Date;
}

/**
 * Stores an alert unless the same kind was already raised for the budget (or channel budget) in
 * the same period: the unique index decides, so two requests raising it at once store it once.
 * Returns the new alert's id, or null when it was there already.
 */
export async function insertBudgetAlert(
  trx: Transaction<Database>,
  alert: NewBudgetAlert,
): Promise<string | null> {
  const result = await sql<{ id: string }>`
    INSERT INTO budget_alerts (shop_id, client_budget_id, channel_budget_id, alert_type, severity, message,
      threshold_percentage, current_percentage, period_start, created_at)
    VALUES (${alert.shopId}, ${alert.budgetId}, ${alert.channelBudgetId}, ${alert.type}, ${alert.severity},
      ${alert.message}, ${alert.thresholdPercent}, ${alert.currentPercent}, ${alert.periodStart}::date, ${alert.now})
    ON CONFLICT (shop_id, client_budget_id, channel_budget_id, alert_type, period_start) DO NOTHING
    RETURNING id`.execute(trx);
  return result.rows[0]?.id ?? null;
}
