import { customersReportSchema } from '@ziskomer/contracts';
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
  id: 'customers',
  summary: 'Customers report',
  description:
    'Customers active in the period; new customers (first counted order in the period) against ' +
    'returning ones, with the orders and revenue of first orders and of repeat orders and the trend ' +
    'by bucket; the repeat rate in the period and over the whole history; all customers by SPEC §9 ' +
    'tier and by churn risk as of today; the 10 customers with the highest revenue; counted orders ' +
    'of the last 24 hours and the last 30 days against the 30 before. Counted orders are those not ' +
    'cancelled; orders without a customer (no e-mail or phone) count only as anonymous orders.',
  data: customersReportSchema,
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
