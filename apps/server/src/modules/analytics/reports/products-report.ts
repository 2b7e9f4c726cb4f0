import { productsReportContract, TOP_CATEGORY_LIMIT } from '@ziskomer/contracts';
import { defineReport } from '../define-report.ts';
import { queryCategoryList } from '../queries/products-categories.ts';
import { queryCategoryTrend } from '../queries/products-category-trend.ts';
import { queryProductList } from '../queries/products-list.ts';
import { queryProductTotals } from '../queries/products-totals.ts';

/**
 * The products report (issue 4 item 10): products and categories of a period by revenue,
 * margin, quantity and orders, each with its share of the period's line revenue; the top 5
 * categories per bucket. Everything is read from the product and category rows of
 * `daily_dimension_metrics` (days × products), never from order lines.
 */
export const productsReport = defineReport({
  ...productsReportContract,
  async run(ctx, params) {
    const sort = params.sort ?? 'revenue';
    const totals = await queryProductTotals(ctx.db, ctx.shopId, ctx.period);
    const previousTotals = ctx.previous ? await queryProductTotals(ctx.db, ctx.shopId, ctx.previous) : null;
    const products = await queryProductList(ctx.db, ctx.shopId, ctx.period, sort, totals.revenue);
    const categories = await queryCategoryList(ctx.db, ctx.shopId, ctx.period, totals.revenue);
    const topCategories = categories.slice(0, TOP_CATEGORY_LIMIT).map((row) => row.category);
    const categoryTrend = await queryCategoryTrend(
      ctx.db,
      ctx.shopId,
      ctx.period,
      ctx.granularity,
      topCategories,
    );
    return { sort, totals, previousTotals, products, categories, categoryTrend };
  },
});
