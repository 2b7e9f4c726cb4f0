import { AD_CHANNELS, type AdChannel, BUDGET_CAMPAIGNS_MAX, type BudgetStatus } from '@ziskomer/contracts';
import type { Database } from '@ziskomer/db';
import {
  addDays,
  type BudgetPeriod,
  costPer,
  currentBudgetPeriod,
  evenPaceSpend,
  getZonedDay,
  OPTIMISATION_CLAMP,
  poas,
  roas,
  suggestReallocation,
} from '@ziskomer/domain';
import type { Transaction } from 'kysely';
import {
  type ChannelOrderFigures,
  selectCampaignSpend,
  selectSourceFigures,
  sumOrdersByChannel,
} from '../analytics/index.ts';
import type { BudgetRow } from './queries/list-budget-rows.ts';
import { selectDailyChannelSpend } from './queries/select-daily-channel-spend.ts';
import { toBudget, toChannelBudget } from './to-budget.ts';

/** The status without the parts that depend on stored alerts and the moment of computing. */
export type BudgetFigures = Omit<BudgetStatus, 'openAlerts' | 'computedAt'>;

/**
 * Where a budget stands in its current period (docs/METRICS.md "Budgets"). The budget covers the
 * channels of its active channel budgets — every channel when it has none. Spent is the ad spend
 * of those channels in the period; revenue, gross profit and orders are the period's counted
 * orders attributed to them by the marketing report's rule (`sumOrdersByChannel`). Each channel
 * budget shows its own channel's figures whether active or not; the suggestion reallocates the
 * active ones by their POAS (SPEC §9).
 */
export async function computeBudgetFigures(
  trx: Transaction<Database>,
  input: { shopId: string; budget: BudgetRow; timeZone: string; now: Date },
): Promise<BudgetFigures> {
  const { shopId, budget } = input;
  const today = getZonedDay(input.now, input.timeZone);
  const period = currentBudgetPeriod(budget.startDate, budget.periodType, today);
  const range = { from: period.from, to: period.to };
  // The attributed orders come from the day rollups as the refresh job left them (reports read
  // the same); the job raises the alerts again once it has brought them up to date.
  const [campaignSpend, daySpend, sources] = await Promise.all([
    selectCampaignSpend(trx, shopId, range),
    selectDailyChannelSpend(trx, shopId, range),
    selectSourceFigures(trx, shopId, range, 'source'),
  ]);
  const active = budget.channels.filter((channel) => channel.isActive);
  const covered = new Set<string>(active.length > 0 ? active.map((channel) => channel.channel) : AD_CHANNELS);

  const spendByChannel = new Map<string, number>();
  for (const row of campaignSpend) {
    spendByChannel.set(row.channel, (spendByChannel.get(row.channel) ?? 0) + row.adSpend);
  }
  const ordersByChannel = sumOrdersByChannel(sources);
  const none: ChannelOrderFigures = { orders: 0, revenue: 0, grossProfit: 0 };

  const channels = budget.channels.map((channel) => ({
    ...toChannelBudget(channel),
    ...performance(
      spendByChannel.get(channel.channel) ?? 0,
      channel.allocated,
      ordersByChannel.get(channel.channel) ?? none,
    ),
  }));

  const coveredSpend = sum(
    [...spendByChannel].filter(([channel]) => covered.has(channel)),
    ([, spent]) => spent,
  );
  const coveredOrders = [...covered].reduce<ChannelOrderFigures>((total, channel) => {
    const figures = ordersByChannel.get(channel as AdChannel) ?? none;
    return {
      orders: total.orders + figures.orders,
      revenue: total.revenue + figures.revenue,
      grossProfit: total.grossProfit + figures.grossProfit,
    };
  }, none);

  const campaigns = campaignSpend
    .filter((row) => covered.has(row.channel) && row.adSpend > 0)
    .sort((a, b) => b.adSpend - a.adSpend || a.campaign.localeCompare(b.campaign));

  return {
    budget: toBudget(budget),
    period,
    ...performance(coveredSpend, budget.totalBudget, coveredOrders),
    expectedSpend: round2(evenPaceSpend(budget.totalBudget, period)),
    channels,
    daily: dailySpend(period, today, daySpend, covered),
    campaigns: campaigns.slice(0, BUDGET_CAMPAIGNS_MAX).map((row) => ({
      channel: row.channel as AdChannel,
      account: row.account,
      campaign: row.campaign,
      spent: round2(row.adSpend),
    })),
    campaignsTruncated: campaigns.length > BUDGET_CAMPAIGNS_MAX,
    suggestion: suggestionOf(channels.filter((channel) => channel.isActive)),
  };
}

/** A slice's spend against its plan and its attributed orders, with the ratios (null for no spend). */
function performance(spent: number, planned: number, orders: ChannelOrderFigures) {
  const spentRounded = round2(spent);
  const revenue = round2(orders.revenue);
  const grossProfit = round2(orders.grossProfit);
  return {
    spent: spentRounded,
    utilisation: planned > 0 ? round1((spentRounded / planned) * 100) : null,
    orders: orders.orders,
    revenue,
    grossProfit,
    poas: round3(poas(grossProfit, spentRounded)),
    roas: round3(roas(revenue, spentRounded)),
    cpa: round2OrNull(costPer(spentRounded, orders.orders)),
  };
}

/** Every day of the period up to today (none before it starts), zeros included, covered channels only. */
function dailySpend(
  period: BudgetPeriod,
  today: string,
  rows: { day: string; channel: string; spent: number }[],
  covered: Set<string>,
): BudgetFigures['daily'] {
  const last = today < period.to ? today : period.to;
  const days: BudgetFigures['daily'] = [];
  const index = new Map<string, BudgetFigures['daily'][number]>();
  for (let day = period.from; day <= last; day = addDays(day, 1)) {
    const entry = { day, spent: 0, byChannel: {} as Record<string, number> };
    days.push(entry);
    index.set(day, entry);
  }
  for (const row of rows) {
    const entry = index.get(row.day);
    if (!entry || !covered.has(row.channel)) continue;
    entry.spent = round2(entry.spent + row.spent);
    entry.byChannel[row.channel] = round2((entry.byChannel[row.channel] ?? 0) + row.spent);
  }
  return days;
}

function suggestionOf(channels: BudgetFigures['channels']): BudgetFigures['suggestion'] {
  if (channels.length === 0) return null;
  // The unrounded POAS: the 3-decimal one shown would shift the suggestion by a few korunas.
  const measured = channels.map((channel) => ({
    id: channel.id,
    allocated: channel.allocated,
    poas: poas(channel.grossProfit, channel.spent),
    spent: channel.spent,
  }));
  const suggested = suggestReallocation(measured);
  const withPoas = measured.filter((channel) => channel.poas !== null && channel.spent > 0);
  const spend = sum(withPoas, (channel) => channel.spent);
  return {
    clamp: { min: OPTIMISATION_CLAMP.min, max: OPTIMISATION_CLAMP.max },
    averagePoas:
      spend > 0 ? round3(sum(withPoas, (channel) => (channel.poas ?? 0) * channel.spent) / spend) : null,
    total: Math.round(sum(channels, (channel) => channel.allocated)),
    channels: channels.map((channel, index) => ({
      channelBudgetId: channel.id,
      channel: channel.channel,
      poas: channel.poas,
      current: channel.allocated,
      multiplier: suggested[index]!.multiplier,
      suggested: suggested[index]!.suggested,
    })),
  };
}

function sum<T>(rows: readonly T[], pick: (row: T) => number): number {
  return rows.reduce((total, row) => total + pick(row), 0);
}

function round1(value: number): number {
  return Math.round(value * 10) / 10;
}

function round2(value: number): number {
  return Math.round(value * 100) / 100;
}

function round2OrNull(value: number | null): number | null {
  return value === null ? null : round2(value);
}

function round3(value: number | null): number | null {
  return value === null ? null : Math.round(value * 1000) / 1000;
}
