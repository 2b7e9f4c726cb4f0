import { customerQuintilesReportSchema } from '@ziskomer/contracts';
import { defineReport } from '../define-report.ts';
import { queryRevenueQuintiles } from '../queries/customer-quintiles.ts';

/**
 * Customers by revenue quintile with the Pareto curve, as of today over the whole history (the
 * period and granularity are not used).
 */
export const customerQuintilesReport = defineReport({
  id: 'customer-quintiles',
  summary: 'Customers by revenue quintile',
  description:
    'Customers with a counted order ranked by revenue over the whole history and cut into five ' +
    'fifths of equal size (top 20 % first; equal revenue ordered by customer key): customers, ' +
    'revenue, share of revenue, average revenue and orders, lowest and highest revenue of each ' +
    'fifth; the Pareto curve (cumulative share of revenue against share of customers, highest ' +
    "revenue first) and the top fifth's share of revenue. The period parameters are accepted and " +
    'ignored.',
  data: customerQuintilesReportSchema,
  async run(ctx) {
    const result = await queryRevenueQuintiles(ctx.db, ctx.shopId);
    return {
      ...result,
      topFifthRevenueShare: result.revenue > 0 ? (result.quintiles[0]?.revenueShare ?? 0) : null,
    };
  },
});
