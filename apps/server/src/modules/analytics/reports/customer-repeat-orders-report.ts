import { customerRepeatOrdersReportContract, type GapStats } from '@ziskomer/contracts';
import {
  churnRisk,
  type Frequency,
  GAP_DAY_BUCKETS,
  ORDER_COUNT_BUCKETS,
  rangeIndex,
  summariseGaps,
} from '@ziskomer/domain';
import { defineReport } from '../define-report.ts';
import { queryRepeatCohorts } from '../queries/repeat-order-cohorts.ts';
import { queryOrderCountFrequencies } from '../queries/repeat-order-counts.ts';
import { queryOrderGapFrequencies } from '../queries/repeat-order-gaps.ts';
import { queryUpsellCustomers } from '../queries/upsell-customers.ts';

/** SPEC §9: the up-sell list holds 20 customers with at least 2 orders. */
const UPSELL_LIMIT = 20;

/** Orders per customer, days between the first orders, repeat rate by cohort and the up-sell list. */
export const customerRepeatOrdersReport = defineReport({
  ...customerRepeatOrdersReportContract,
  async run(ctx) {
    const [counts, gaps, cohorts, upsell] = [
      await queryOrderCountFrequencies(ctx.db, ctx.shopId, ctx.period),
      await queryOrderGapFrequencies(ctx.db, ctx.shopId, ctx.period),
      await queryRepeatCohorts(ctx.db, ctx.shopId, ctx.period),
      await queryUpsellCustomers(ctx.db, ctx.shopId, {
        fromDay: ctx.period.from,
        today: ctx.today,
        timeZone: ctx.timeZone,
        limit: UPSELL_LIMIT,
      }),
    ];
    const customers = counts.reduce((sum, row) => sum + row.customers, 0);
    const repeatCustomers = counts.reduce((sum, row) => sum + (row.orders >= 2 ? row.customers : 0), 0);
    const share = (part: number) => (customers > 0 ? part / customers : null);
    const orderCounts = ORDER_COUNT_BUCKETS.map((range) => ({
      ...range,
      customers: 0,
      share: null,
      revenue: 0,
    }));
    for (const row of counts) {
      const bucket = orderCounts[rangeIndex(ORDER_COUNT_BUCKETS, row.orders)];
      if (!bucket) continue;
      bucket.customers += row.customers;
      bucket.revenue += row.revenue;
    }
    return {
      customers,
      repeatCustomers,
      repeatRate: share(repeatCustomers),
      orderCounts: orderCounts.map((bucket) => ({
        ...bucket,
        revenue: Math.round(bucket.revenue * 100) / 100,
        share: share(bucket.customers),
      })),
      firstToSecond: gapStats(gaps.firstToSecond),
      secondToThird: gapStats(gaps.secondToThird),
      cohorts,
      upsell: upsell.map((row) => ({
        customerKey: row.customerKey,
        name: row.name,
        email: row.email,
        phone: row.phone,
        orders: row.orders,
        revenue: row.revenue,
        averageOrderValue: row.averageOrderValue,
        lastOrderDate: row.lastOrderDate.toISOString(),
        daysSinceLastOrder: row.daysSinceLastOrder,
        // Churn risk ages with the calendar: derived today by the SPEC §9 rule (docs/METRICS.md).
        churnRisk: churnRisk(row.daysSinceLastOrder, row.orderFrequency),
      })),
    };
  },
});

function gapStats(frequencies: Frequency[]): GapStats {
  const summary = summariseGaps(frequencies);
  return {
    customers: summary.customers,
    medianDays: summary.medianDays,
    averageDays: summary.averageDays === null ? null : Math.round(summary.averageDays * 10) / 10,
    buckets: GAP_DAY_BUCKETS.map((range, index) => ({
      ...range,
      customers: summary.buckets[index] ?? 0,
      share: summary.customers > 0 ? (summary.buckets[index] ?? 0) / summary.customers : null,
    })),
  };
}
