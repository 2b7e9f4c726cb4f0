import { productMarginReportContract } from '@ziskomer/contracts';
import { defineReport } from '../define-report.ts';
import { queryCategoryMargins } from '../queries/margin-categories.ts';
import { queryProductMargins } from '../queries/margin-products.ts';
import { queryMarginTotals } from '../queries/margin-totals.ts';

/**
 * The margin report (issue 4 item 12): margin and margin % by product and by category, with
 * the part that is the 30 % estimate (SPEC §9) kept apart on every row and in the totals, so an
 * estimate is never shown as a real margin. Reads `daily_product_margins` (migration 0011).
 */
export const productMarginReport = defineReport({
  ...productMarginReportContract,
  async run(ctx) {
    const totals = await queryMarginTotals(ctx.db, ctx.shopId, ctx.period);
    const previousTotals = ctx.previous ? await queryMarginTotals(ctx.db, ctx.shopId, ctx.previous) : null;
    const products = await queryProductMargins(ctx.db, ctx.shopId, ctx.period);
    const categories = await queryCategoryMargins(ctx.db, ctx.shopId, ctx.period);
    return { totals, previousTotals, products, categories };
  },
});
