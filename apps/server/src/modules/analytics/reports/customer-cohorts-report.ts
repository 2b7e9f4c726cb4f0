import { customerCohortsReportContract } from '@ziskomer/contracts';
import { averageCohorts, buildCohortMatrix } from '@ziskomer/domain';
import { defineReport } from '../define-report.ts';
import { queryCohortCells } from '../queries/cohort-cells.ts';

const monthOf = (day: string) => `${day.slice(0, 7)}-01`;

/** Monthly acquisition cohorts × months since the first order, from the monthly_cohort_metrics rollup. */
export const customerCohortsReport = defineReport({
  ...customerCohortsReportContract,
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
    // The month holding today is still under way: the averages leave its cells out (the map draws
    // them faint), so the curve does not dip at every cohort's last month.
    return { observedThrough, cohorts, averages: averageCohorts(cohorts, monthOf(ctx.today)), totals };
  },
});
