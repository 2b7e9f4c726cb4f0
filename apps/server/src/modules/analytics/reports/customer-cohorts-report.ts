import { customerCohortsReportSchema } from '@ziskomer/contracts';
import { averageCohorts, buildCohortMatrix } from '@ziskomer/domain';
import { defineReport } from '../define-report.ts';
import { queryCohortCells } from '../queries/cohort-cells.ts';

const monthOf = (day: string) => `${day.slice(0, 7)}-01`;

/** Monthly acquisition cohorts × months since the first order, from the monthly_cohort_metrics rollup. */
export const customerCohortsReport = defineReport({
  id: 'customer-cohorts',
  summary: 'Monthly acquisition cohorts',
  description:
    'Customers grouped by the month of their first counted order (shop time zone): the cohorts ' +
    'whose month overlaps the period, each followed month by month to the month of the shop’s ' +
    'latest order. Per month since the first order: active customers (with a counted order that ' +
    'month) and retention (active ÷ cohort size), orders, revenue with VAT, margin and cumulative ' +
    'revenue per customer; plus averages over the cohorts weighted by their size. Orders without ' +
    'a customer and cancelled orders are left out. Granularity and comparison are not used.',
  data: customerCohortsReportSchema,
  async run(ctx) {
    const observedThrough = ctx.meta.lastOrderDay;
    if (!observedThrough) {
      return {
        observedThrough,
        cohorts: [],
        averages: [],
        totals: { customers: 0, orders: 0, revenue: 0, margin: 0 },
      };
    }
    const inputs = await queryCohortCells(
      ctx.db,
      ctx.shopId,
      monthOf(ctx.period.from),
      monthOf(ctx.period.to),
    );
    const cohorts = buildCohortMatrix(inputs, monthOf(observedThrough));
    const totals = { customers: 0, orders: 0, revenue: 0, margin: 0 };
    for (const cohort of cohorts) {
      totals.customers += cohort.customers;
      for (const cell of cohort.cells) {
        totals.orders += cell.orders;
        totals.revenue += cell.revenue;
        totals.margin += cell.margin;
      }
    }
    totals.revenue = Math.round(totals.revenue * 100) / 100;
    totals.margin = Math.round(totals.margin * 100) / 100;
    return { observedThrough, cohorts, averages: averageCohorts(cohorts), totals };
  },
});
