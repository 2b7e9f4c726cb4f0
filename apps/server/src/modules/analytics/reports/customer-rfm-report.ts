import { customerRfmReportContract, RFM_CUSTOMERS_PAGE_SIZE } from '@ziskomer/contracts';
import { defineReport } from '../define-report.ts';
import { queryRfmSegmentPage } from '../queries/customer-rfm-customers.ts';
import { queryRfmSummary } from '../queries/customer-rfm-summary.ts';

/**
 * The RFM report, as of today over the whole history (the period and granularity are not used):
 * segments with their size, revenue and shares, the 25 cells of the R/F grid, what each score
 * means in this shop, and — when a segment is asked for — a page of its customers.
 */
export const customerRfmReport = defineReport({
  ...customerRfmReportContract,
  async run(ctx, params) {
    const summary = await queryRfmSummary(ctx.db, ctx.shopId, ctx.today);
    let segmentCustomers = null;
    if (params.segment) {
      const page = params.page ?? 1;
      const total = summary.segments.find((row) => row.segment === params.segment)?.customers ?? 0;
      segmentCustomers = {
        segment: params.segment,
        page,
        pageSize: RFM_CUSTOMERS_PAGE_SIZE,
        total,
        rows: await queryRfmSegmentPage(ctx.db, ctx.shopId, params.segment, ctx.today, {
          limit: RFM_CUSTOMERS_PAGE_SIZE,
          offset: (page - 1) * RFM_CUSTOMERS_PAGE_SIZE,
        }),
      };
    }
    return { asOf: ctx.today, ...summary, segmentCustomers };
  },
});
