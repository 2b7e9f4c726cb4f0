import type { AdChannel, BudgetPeriodTypeName } from '@ziskomer/contracts';
import type { Database } from '@ziskomer/db';
import { type Kysely, sql } from 'kysely';

export interface ChannelBudgetRow {
  id: string;
  budgetId: string;
  channel: AdChannel;
  allocated: number;
  targetCpa: number | null;
  targetRoas: number | null;
  isActive: boolean;
}

export interface BudgetRow {
  id: string;
  name: string;
  totalBudget: number;
  periodType: BudgetPeriodTypeName;
  startDate: string;
  currency: string;
  isActive: boolean;
  createdAt: Date;
  updatedAt: Date;
  channels: ChannelBudgetRow[];
}

/** Channel order on screen: the order of AD_CHANNELS (Google Ads first, Other last). */
const channelRank = sql<number>`array_position(ARRAY['google_ads','meta','sklik','heureka','zbozi','other'], c.channel_type)`;

/**
 * A shop's budgets (or the one with `budgetId`) with their channel budgets, oldest first so the
 * cards keep their places. Amounts arrive as numeric strings and leave as numbers.
 */
export async function listBudgetRows(
  db: Kysely<Database>,
  filter: { shopId: string; budgetId?: string; activeOnly?: boolean },
): Promise<BudgetRow[]> {
  let budgets = db
    .selectFrom('client_budgets as b')
    .select([
      'b.id',
      'b.name',
      'b.total_budget',
      'b.period_type',
      sql<string>`b.start_date::text`.as('start_date'),
      sql<string>`trim(b.currency)`.as('currency'),
      'b.is_active',
      'b.created_at',
      'b.updated_at',
    ])
    .where('b.shop_id', '=', filter.shopId);
  if (filter.budgetId !== undefined) budgets = budgets.where('b.id', '=', filter.budgetId);
  if (filter.activeOnly) budgets = budgets.where('b.is_active', '=', true);
  const rows = await budgets.orderBy('b.created_at').orderBy('b.id').execute();
  if (rows.length === 0) return [];

  const channels = await db
    .selectFrom('client_channel_budgets as c')
    .select([
      'c.id',
      'c.client_budget_id',
      'c.channel_type',
      'c.allocated_budget',
      'c.target_cpa',
      'c.target_roas',
      'c.is_active',
    ])
    .where('c.shop_id', '=', filter.shopId)
    .where(
      'c.client_budget_id',
      'in',
      rows.map((row) => row.id),
    )
    .orderBy(channelRank)
    .execute();

  const byBudget = new Map<string, ChannelBudgetRow[]>();
  for (const channel of channels) {
    const list = byBudget.get(channel.client_budget_id) ?? [];
    list.push({
      id: channel.id,
      budgetId: channel.client_budget_id,
      channel: channel.channel_type,
      allocated: Number(channel.allocated_budget),
      targetCpa: channel.target_cpa === null ? null : Number(channel.target_cpa),
      targetRoas: channel.target_roas === null ? null : Number(channel.target_roas),
      isActive: channel.is_active,
    });
    byBudget.set(channel.client_budget_id, list);
  }
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    totalBudget: Number(row.total_budget),
    periodType: row.period_type,
    startDate: row.start_date,
    currency: row.currency,
    isActive: row.is_active,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    channels: byBudget.get(row.id) ?? [],
  }));
}

/** How many budgets the shop has (for the per-shop limit). */
export async function countBudgets(db: Kysely<Database>, shopId: string): Promise<number> {
  const row = await db
    .selectFrom('client_budgets')
    .select((eb) => eb.fn.countAll<string | number>().as('count'))
    .where('shop_id', '=', shopId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
