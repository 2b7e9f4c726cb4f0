import type { AdChannel } from '@ziskomer/contracts';
import type { Database } from '@ziskomer/db';
import { type BudgetAlert, evaluateBudgetAlerts } from '@ziskomer/domain';
import type { Transaction } from 'kysely';
import { createNotification } from '../notifications/index.ts';
import { listShopUserIds } from '../shops/index.ts';
import { describeAlertPeriod, describeBudgetAlert } from './budget-alert-text.ts';
import type { BudgetFigures } from './compute-budget-status.ts';
import { insertBudgetAlert } from './queries/insert-budget-alert.ts';
import type { BudgetRow } from './queries/list-budget-rows.ts';

/** Notification event types: `budget_warning`, `budget_exceeded`, `low_performance`. */

interface RaisedAlert extends BudgetAlert {
  channelBudgetId: string | null;
  channel: AdChannel | null;
}

/**
 * Raises the alerts a budget's figures call for (SPEC §9 defaults via `evaluateBudgetAlerts`):
 * for the whole budget (its use of the total) and for each active channel budget (its use of
 * the allocation, and its performance against its target ROAS or CPA). An inactive budget raises
 * nothing. Each alert is stored once per kind, budget or channel budget, and period; a newly
 * stored one becomes an in-app notification for everyone who may see the shop. Returns how
 * many alerts were new.
 */
export async function raiseBudgetAlerts(
  trx: Transaction<Database>,
  input: { shopId: string; budget: BudgetRow; figures: BudgetFigures; now: Date },
): Promise<number> {
  const { shopId, budget, figures, now } = input;
  if (!budget.isActive) return 0;
  const candidates: RaisedAlert[] = [
    ...evaluateBudgetAlerts({
      allocated: budget.totalBudget,
      spent: figures.spent,
      revenue: figures.revenue,
      orders: figures.orders,
    }).map((alert) => ({ ...alert, channelBudgetId: null, channel: null })),
    ...figures.channels
      .filter((channel) => channel.isActive)
      .flatMap((channel) =>
        evaluateBudgetAlerts({
          allocated: channel.allocated,
          spent: channel.spent,
          revenue: channel.revenue,
          orders: channel.orders,
          targetRoas: channel.targetRoas,
          targetCpa: channel.targetCpa,
        }).map((alert) => ({ ...alert, channelBudgetId: channel.id, channel: channel.channel })),
      ),
  ];

  const raised: { message: string; type: BudgetAlert['type']; severity: BudgetAlert['severity'] }[] = [];
  for (const alert of candidates) {
    const message = describeBudgetAlert({ ...alert, budgetName: budget.name });
    const id = await insertBudgetAlert(trx, {
      shopId,
      budgetId: budget.id,
      channelBudgetId: alert.channelBudgetId,
      type: alert.type,
      severity: alert.severity,
      message,
      thresholdPercent: alert.thresholdPercent,
      currentPercent: alert.currentPercent,
      periodStart: figures.period.from,
      now,
    });
    if (id) raised.push({ message, type: alert.type, severity: alert.severity });
  }
  if (raised.length === 0) return 0;

  const userIds = await listShopUserIds(trx, shopId);
  const description = describeAlertPeriod(figures.period);
  for (const [index, alert] of raised.entries()) {
    for (const userId of userIds) {
      await createNotification(trx, {
        shopId,
        userId,
        title: alert.message,
        description,
        type: alert.severity === 'high' ? 'error' : 'warning',
        eventType: alert.type,
        // One event type and instant is one notification (SPEC §4): alerts raised together get
        // consecutive milliseconds so none is dropped as a duplicate.
        createdAt: new Date(now.getTime() + index),
      });
    }
  }
  return raised.length;
}
