import type { AdChannel, BudgetAlertTypeName } from '@ziskomer/contracts';
import type { Database } from '@ziskomer/db';
import { type Kysely, sql } from 'kysely';

export interface BudgetAlertRow {
  id: string;
  budgetId: string;
  budgetName: string;
  channelBudgetId: string | null;
  channel: AdChannel | null;
  type: BudgetAlertTypeName;
  severity: 'low' | 'medium' | 'high';
  message: string;
  thresholdPercent: number;
  currentPercent: number;
  periodStart: string;
  isRead: boolean;
  isResolved: boolean;
  createdAt: Date;
  resolvedAt: Date | null;
}

/** High first within the same moment: the order of the alerts list after the newest-first order. */
const severityRank = sql<number>`CASE a.severity WHEN 'high' THEN 0 WHEN 'medium' THEN 1 ELSE 2 END`;

/** A shop's budget alerts (or one), newest first, with the budget's name and the channel. */
export async function listBudgetAlertRows(
  db: Kysely<Database>,
  filter: { shopId: string; alertId?: string; budgetId?: string; openOnly?: boolean; limit?: number },
): Promise<BudgetAlertRow[]> {
  let query = db
    .selectFrom('budget_alerts as a')
    .innerJoin('client_budgets as b', (join) =>
      join.onRef('b.shop_id', '=', 'a.shop_id').onRef('b.id', '=', 'a.client_budget_id'),
    )
    .leftJoin('client_channel_budgets as c', (join) =>
      join.onRef('c.shop_id', '=', 'a.shop_id').onRef('c.id', '=', 'a.channel_budget_id'),
    )
    .select([
      'a.id',
      'a.client_budget_id as budgetId',
      'b.name as budgetName',
      'a.channel_budget_id as channelBudgetId',
      'c.channel_type as channel',
      'a.alert_type as type',
      'a.severity',
      'a.message',
      'a.threshold_percentage',
      'a.current_percentage',
      sql<string>`a.period_start::text`.as('periodStart'),
      'a.is_read as isRead',
      'a.is_resolved as isResolved',
      'a.created_at as createdAt',
      'a.resolved_at as resolvedAt',
    ])
    .where('a.shop_id', '=', filter.shopId);
  if (filter.alertId !== undefined) query = query.where('a.id', '=', filter.alertId);
  if (filter.budgetId !== undefined) query = query.where('a.client_budget_id', '=', filter.budgetId);
  if (filter.openOnly) query = query.where('a.is_resolved', '=', false);
  query = query.orderBy('a.created_at', 'desc').orderBy(severityRank).orderBy('a.id');
  if (filter.limit !== undefined) query = query.limit(filter.limit);
  const rows = await query.execute();
  return rows.map(({ threshold_percentage, current_percentage, ...row }) => ({
    ...row,
    thresholdPercent: Number(threshold_percentage),
    currentPercent: Number(current_percentage),
  }));
}

/** Unresolved alerts of a shop (or of one budget), and the unread among them. */
export async function countOpenBudgetAlerts(
  db: Kysely<Database>,
  filter: { shopId: string; budgetId?: string },
): Promise<{ open: number; unread: number }> {
  let query = db
    .selectFrom('budget_alerts')
    .select([
      (eb) => eb.fn.countAll<string | number>().as('open'),
      sql<string | number>`count(*) FILTER (WHERE NOT is_read)`.as('unread'),
    ])
    .where('shop_id', '=', filter.shopId)
    .where('is_resolved', '=', false);
  if (filter.budgetId !== undefined) query = query.where('client_budget_id', '=', filter.budgetId);
  const row = await query.executeTakeFirstOrThrow();
  return { open: Number(row.open), unread: Number(row.unread) };
}

/** Marks an alert read or unread, or resolves it (once: the first resolution time stays). */
export async function updateBudgetAlertRow(
  db: Kysely<Database>,
  params: { shopId: string; alertId: string; isRead?: boolean; resolve?: boolean; now: Date },
): Promise<boolean> {
  const result = await db
    .updateTable('budget_alerts')
    .set({
      ...(params.isRead === undefined ? {} : { is_read: params.isRead }),
      // Resolving an alert also reads it: it needs no more attention.
      ...(params.resolve
        ? { is_resolved: true, is_read: true, resolved_at: sql<Date>`coalesce(resolved_at, ${params.now})` }
        : {}),
    })
    .where('shop_id', '=', params.shopId)
    .where('id', '=', params.alertId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
