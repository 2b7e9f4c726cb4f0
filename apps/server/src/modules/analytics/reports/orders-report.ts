import { type OrdersTotals, ordersReportContract } from '@ziskomer/contracts';
import {
  classifyBusinessQuadrant,
  classifyPerformanceScenario,
  type PeriodPerformance,
  previousPeriod,
} from '@ziskomer/domain';
import { defineReport } from '../define-report.ts';
import { selectCampaignSpend } from '../queries/marketing-spend.ts';
import { queryDimensionTops } from '../queries/orders-dimension-tops.ts';
import { queryRecentOrders } from '../queries/orders-recent.ts';
import { queryOrdersTotals } from '../queries/orders-totals.ts';
import { queryOrdersTrend } from '../queries/orders-trend.ts';

/**
 * The orders report: headline figures, trend, top lists and mixes, the latest orders, and the
 * performance scenario and business quadrant of the period against the one before it.
 */
export const ordersReport = defineReport({
  ...ordersReportContract,
  async run(ctx) {
    // The scenario always needs the period before, whether or not the caller compares.
    const basis = ctx.previous ?? previousPeriod(ctx.period);
    const totals = await queryOrdersTotals(ctx.db, ctx.shopId, ctx.period);
    const basisTotals = await queryOrdersTotals(ctx.db, ctx.shopId, basis);
    const trend = await queryOrdersTrend(ctx.db, ctx.shopId, ctx.period, ctx.granularity);
    const previousTrend = ctx.previous
      ? await queryOrdersTrend(ctx.db, ctx.shopId, ctx.previous, ctx.granularity)
      : null;
    const dimensions = await queryDimensionTops(ctx.db, ctx.shopId, ctx.period);
    const recentOrders = await queryRecentOrders(ctx.db, ctx.shopId, ctx.period, ctx.timeZone);

    const currentSpend = await totalAdSpend(ctx.db, ctx.shopId, ctx.period);
    const basisSpend = await totalAdSpend(ctx.db, ctx.shopId, basis);
    const current = toPerformance(totals, currentSpend);
    const previous = toPerformance(basisTotals, basisSpend);
    return {
      totals,
      previousTotals: ctx.previous ? basisTotals : null,
      trend,
      previousTrend,
      top: {
        city: dimensions.city,
        country: dimensions.country,
        product: dimensions.product,
        category: dimensions.category,
        source: dimensions.source,
        campaign: dimensions.campaign,
      },
      mix: { payment: dimensions.payment, shipping: dimensions.shipping },
      recentOrders,
      assessment: {
        basis,
        adSpend: currentSpend > 0 || basisSpend > 0 ? { current: currentSpend, previous: basisSpend } : null,
        current,
        previous,
        scenario: classifyPerformanceScenario(current, previous),
        // Profitability is the margin's share of revenue, as the quadrant's definition says.
        quadrant: classifyBusinessQuadrant(toPerformance(totals, 0), previous),
      },
    };
  },
});

/**
 * Cost is the rest of revenue after the margin (goods, VAT and whatever else the margin leaves
 * out) plus the period's ad spend, and profit what remains — as the marketing report's scenario,
 * so that the two cards of one name agree.
 */
function toPerformance(totals: OrdersTotals, adSpend: number): PeriodPerformance {
  return {
    revenue: totals.revenue,
    cost: round2(totals.revenue - totals.margin + adSpend),
    profit: round2(totals.margin - adSpend),
    orders: totals.orders,
  };
}

async function totalAdSpend(
  trx: Parameters<typeof selectCampaignSpend>[0],
  shopId: string,
  period: { from: string; to: string },
): Promise<number> {
  const rows = await selectCampaignSpend(trx, shopId, period);
  return round2(rows.reduce((sum, row) => sum + row.adSpend, 0));
}

function round2(value: number): number {
  return Math.round(value * 100) / 100;
}
