import { type OrdersTotals, ordersReportContract } from '@ziskomer/contracts';
import {
  classifyBusinessQuadrant,
  classifyPerformanceScenario,
  type PeriodPerformance,
  previousPeriod,
} from '@ziskomer/domain';
import { defineReport } from '../define-report.ts';
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

    const current = toPerformance(totals);
    const previous = toPerformance(basisTotals);
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
        current,
        previous,
        scenario: classifyPerformanceScenario(current, previous),
        quadrant: classifyBusinessQuadrant(current, previous),
      },
    };
  },
});

/**
 * Profit is the margin and cost the rest of revenue (goods, VAT and whatever else the margin
 * leaves out) until the marketing report adds ad spend to cost.
 */
function toPerformance(totals: OrdersTotals): PeriodPerformance {
  return {
    revenue: totals.revenue,
    cost: round2(totals.revenue - totals.margin),
    profit: totals.margin,
    orders: totals.orders,
  };
}

function round2(value: number): number {
  return Math.round(value * 100) / 100;
}
