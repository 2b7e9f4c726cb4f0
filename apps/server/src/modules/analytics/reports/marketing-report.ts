import {
  type AdChannel,
  type MarketingReport,
  type MarketingSlice,
  marketingReportContract,
} from '@ziskomer/contracts';
import {
  BREAK_EVEN_POAS,
  classifyBusinessQuadrant,
  classifyPerformanceScenario,
  costPer,
  type DayRange,
  listBuckets,
  type PeriodPerformance,
  PNO_LIMIT_PERCENT,
  pno,
  poas,
  previousPeriod,
  roas,
  spendGuidance,
} from '@ziskomer/domain';
import { channelOfSource } from '../channel-of-source.ts';
import { defineReport } from '../define-report.ts';
import { type SourceFigures, selectSourceFigures } from '../queries/marketing-attribution.ts';
import { type CampaignSpend, hasAnyAdSpend, selectCampaignSpend } from '../queries/marketing-spend.ts';
import { selectMarketingTrend } from '../queries/marketing-trend.ts';
import type { ReportContext } from '../report-context.ts';

const MAX_CAMPAIGNS = 200;
const SEPARATOR = '\u001f';

/**
 * /analytics/marketing: what advertising returned in profit. POAS, ROAS, PNO and costs per order
 * and per new customer for the shop, each channel and each campaign. Orders are attributed to a
 * channel by their acquisition source (docs/METRICS.md "Marketing"), to a campaign by source and
 * campaign name; the shop's totals are blended (all counted orders against all spend), shown
 * beside the POAS of the attributed orders and the margin no channel claims.
 */
export const marketingReport = defineReport({
  ...marketingReportContract,
  async run(ctx): Promise<MarketingReport> {
    const previousRange = ctx.previous ?? previousPeriod(ctx.period);
    const [hasAdSpend, current, before, trend] = await Promise.all([
      hasAnyAdSpend(ctx.db, ctx.shopId),
      periodFigures(ctx, ctx.period),
      periodFigures(ctx, previousRange),
      selectMarketingTrend(ctx.db, ctx.shopId, ctx.period, ctx.granularity),
    ]);
    const byBucket = new Map(trend.map((row) => [row.bucket, row]));
    return {
      hasAdSpend,
      breakEvenPoas: BREAK_EVEN_POAS,
      pnoLimitPercent: PNO_LIMIT_PERCENT,
      attribution: {
        attributed: {
          ...current.attributed,
          previousPoas: ctx.previous ? before.attributed.poas : null,
        },
        unattributed: current.unattributed,
      },
      totals: current.totals,
      previous: ctx.previous ? before.totals : null,
      split: current.split,
      trend: listBuckets(ctx.period, ctx.granularity).map((bucket) => {
        const row = byBucket.get(bucket);
        const adSpend = row?.adSpend ?? 0;
        return {
          bucket,
          adSpend,
          revenue: row?.revenue ?? 0,
          grossProfit: row?.grossProfit ?? 0,
          poas: round(poas(row?.grossProfit ?? 0, adSpend)),
          roas: round(roas(row?.revenue ?? 0, adSpend)),
        };
      }),
      channels: current.channels,
      campaigns: current.campaigns,
      scenario:
        current.totals.adSpend > 0 || before.totals.adSpend > 0
          ? classifyPerformanceScenario(performanceOf(current.totals), performanceOf(before.totals))
          : null,
      quadrant: classifyBusinessQuadrant(performanceOf(current.totals), { orders: before.totals.orders }),
    };
  },
});

/** Cost is what the orders cost (revenue − margin) plus the advertising; profit what remains. */
function performanceOf(slice: MarketingSlice): PeriodPerformance {
  return {
    revenue: slice.revenue,
    cost: slice.revenue - slice.grossProfit + slice.adSpend,
    profit: slice.grossProfit - slice.adSpend,
    orders: slice.orders,
  };
}

/** The marketing figures of one period: totals, channels and campaigns (Looker Studio reads them day by day). */
export async function periodFigures(ctx: ReportContext, period: DayRange) {
  const [spend, sources, newSources, sourceCampaigns] = await Promise.all([
    selectCampaignSpend(ctx.db, ctx.shopId, period),
    selectSourceFigures(ctx.db, ctx.shopId, period, 'source'),
    selectSourceFigures(ctx.db, ctx.shopId, period, 'new_source'),
    selectSourceFigures(ctx.db, ctx.shopId, period, 'source_campaign'),
  ]);
  const channelOf = channelOfSource;
  const newCustomers = sum(newSources, (row) => row.orders);
  const totals = slice({
    spend,
    orders: sources,
    newCustomers,
  });

  const channels = [
    ...new Set([...spend.map((row) => row.channel), ...sources.map((row) => channelOf(row.value))]),
  ]
    .map((channel) => ({
      channel: channel as AdChannel | 'unattributed',
      ...slice({
        spend: spend.filter((row) => row.channel === channel),
        orders: sources.filter((row) => channelOf(row.value) === channel),
        newCustomers: sum(
          newSources.filter((row) => channelOf(row.value) === channel),
          (row) => row.orders,
        ),
      }),
    }))
    .sort((a, b) => b.adSpend - a.adSpend || b.revenue - a.revenue);

  const campaigns = groupCampaigns(spend)
    .slice(0, MAX_CAMPAIGNS)
    .map((group) => ({
      channel: group.channel as AdChannel,
      account: group.account,
      campaign: group.campaign,
      ...slice({
        spend: group.rows,
        orders: sourceCampaigns.filter((row) => {
          const [source = '', campaign = ''] = row.value.split(SEPARATOR);
          return channelOf(source) === group.channel && sameName(campaign, group.campaign);
        }),
        newCustomers: null,
      }),
    }));

  const firstOrders = {
    orders: newCustomers,
    revenue: round2(sum(newSources, (row) => row.revenue)),
    grossProfit: round2(sum(newSources, (row) => row.grossProfit)),
  };
  const unattributedSlice = channels.find((row) => row.channel === 'unattributed');
  const unattributed = {
    orders: unattributedSlice?.orders ?? 0,
    revenue: unattributedSlice?.revenue ?? 0,
    grossProfit: unattributedSlice?.grossProfit ?? 0,
  };
  const attributedGrossProfit = round2(totals.grossProfit - unattributed.grossProfit);
  return {
    totals,
    attributed: {
      orders: totals.orders - unattributed.orders,
      revenue: round2(totals.revenue - unattributed.revenue),
      grossProfit: attributedGrossProfit,
      poas: round(poas(attributedGrossProfit, totals.adSpend)),
    },
    unattributed,
    channels,
    campaigns,
    split: {
      newCustomers: firstOrders,
      returning: {
        orders: totals.orders - firstOrders.orders,
        revenue: round2(totals.revenue - firstOrders.revenue),
        grossProfit: round2(totals.grossProfit - firstOrders.grossProfit),
      },
    },
  };
}

/** The figures and ratios of a slice: its spend rows against its attributed orders. */
function slice(parts: {
  spend: CampaignSpend[];
  orders: SourceFigures[];
  newCustomers: number | null;
}): MarketingSlice {
  const adSpend = round2(sum(parts.spend, (row) => row.adSpend));
  const revenue = round2(sum(parts.orders, (row) => row.revenue));
  const grossProfit = round2(sum(parts.orders, (row) => row.grossProfit));
  const orders = sum(parts.orders, (row) => row.orders);
  const ratios = {
    poas: round(poas(grossProfit, adSpend)),
    roas: round(roas(revenue, adSpend)),
    pno: round(pno(adSpend, revenue)),
    costPerOrder: round(costPer(adSpend, orders)),
    costPerNewCustomer: parts.newCustomers === null ? null : round(costPer(adSpend, parts.newCustomers)),
  };
  return {
    adSpend,
    revenue,
    grossProfit,
    orders,
    newCustomers: parts.newCustomers,
    impressions: sum(parts.spend, (row) => row.impressions),
    clicks: sum(parts.spend, (row) => row.clicks),
    platformConversions: round2(sum(parts.spend, (row) => row.platformConversions)),
    platformConversionValue: round2(sum(parts.spend, (row) => row.platformConversionValue)),
    ...ratios,
    guidance: adSpend > 0 ? spendGuidance(ratios) : [],
  };
}

function groupCampaigns(spend: CampaignSpend[]) {
  const groups = new Map<
    string,
    { channel: string; account: string; campaign: string; rows: CampaignSpend[]; total: number }
  >();
  for (const row of spend) {
    const key = [row.channel, row.account, row.campaign].join(SEPARATOR);
    const group = groups.get(key) ?? {
      channel: row.channel,
      account: row.account,
      campaign: row.campaign,
      rows: [],
      total: 0,
    };
    group.rows.push(row);
    group.total += row.adSpend;
    groups.set(key, group);
  }
  return [...groups.values()].sort((a, b) => b.total - a.total);
}

/** Campaign names match across the ad platform and the shop's UTM tags regardless of case and spacing. */
function sameName(a: string, b: string): boolean {
  const normalise = (name: string) => name.normalize('NFC').trim().toLowerCase().replace(/\s+/g, ' ');
  return normalise(a) === normalise(b);
}

function sum<T>(rows: T[], pick: (row: T) => number): number {
  return rows.reduce((total, row) => total + pick(row), 0);
}

function round2(value: number): number {
  return Math.round(value * 100) / 100;
}

function round(value: number | null): number | null {
  return value === null ? null : Math.round(value * 1000) / 1000;
}
