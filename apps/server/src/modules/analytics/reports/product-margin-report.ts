import { MARGIN_PRODUCT_LIMIT, productMarginReportSchema } from '@ziskomer/contracts';
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
  id: 'product-margin',
  summary: 'Product margin report',
  description:
    'Margin and margin % (margin ÷ line revenue with VAT) of the period by product (the ' +
    `${MARGIN_PRODUCT_LIMIT} with most revenue) and by category. Lines without a margin from the shop ` +
    'carry the 30 % estimate: every row says how many lines, how much revenue and how much margin ' +
    "are estimated and whether it is 'real', 'partial' or 'estimated'; the totals add the margin % " +
    'of the real lines alone. Counted orders are those not cancelled.',
  data: productMarginReportSchema,
  async run(ctx) {
    const totals = await queryMarginTotals(ctx.db, ctx.shopId, ctx.period);
    const previousTotals = ctx.previous ? await queryMarginTotals(ctx.db, ctx.shopId, ctx.previous) : null;
    const products = await queryProductMargins(ctx.db, ctx.shopId, ctx.period);
    const categories = await queryCategoryMargins(ctx.db, ctx.shopId, ctx.period);
    return { totals, previousTotals, products, categories };
  },
});
