import { customersReportContract } from '@ziskomer/contracts';
import { defineReport } from '../define-report.ts';
import { queryCustomerBase } from '../queries/customer-base.ts';
import { queryCustomerPeriodFigures } from '../queries/customer-period-figures.ts';
import { queryCustomerStats } from '../queries/customer-stats.ts';
import { queryTopCustomers } from '../queries/customer-top.ts';
import { queryCustomerTrend } from '../queries/customer-trend.ts';

/**
 * The customers report: the period's active, new and returning customers with their orders and
 * revenue and the repeat rate (against the previous period when asked); the whole customer base
 * by tier and by churn risk as of today; the top 10 customers; and the "Stats" of SPEC §9.
 */
export const customersReport = defineReport({
  ...customersReportContract,
  async run(ctx) {
    const history = { firstOrderDay: ctx.meta.firstOrderDay, lastOrderDay: ctx.meta.lastOrderDay };
    return {
      period: await queryCustomerPeriodFigures(ctx.db, ctx.shopId, ctx.period, history),
      previous: ctx.previous
        ? await queryCustomerPeriodFigures(ctx.db, ctx.shopId, ctx.previous, history)
        : null,
      trend: await queryCustomerTrend(ctx.db, ctx.shopId, ctx.period, ctx.granularity),
      base: await queryCustomerBase(ctx.db, ctx.shopId, ctx.now),
      topCustomers: await queryTopCustomers(ctx.db, ctx.shopId),
      stats: await queryCustomerStats(ctx.db, ctx.shopId, ctx.now, ctx.today),
    };
  },
});
