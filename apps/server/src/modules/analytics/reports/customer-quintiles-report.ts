import { customerQuintilesReportContract } from '@ziskomer/contracts';
import { defineReport } from '../define-report.ts';
import { queryRevenueQuintiles } from '../queries/customer-quintiles.ts';

/**
 * Customers by revenue quintile with the Pareto curve, as of today over the whole history (the
 * period and granularity are not used).
 */
export const customerQuintilesReport = defineReport({
  ...customerQuintilesReportContract,
  async run(ctx) {
    const result = await queryRevenueQuintiles(ctx.db, ctx.shopId);
    return {
      ...result,
      topFifthRevenueShare: result.revenue > 0 ? (result.quintiles[0]?.revenueShare ?? 0) : null,
    };
  },
});
