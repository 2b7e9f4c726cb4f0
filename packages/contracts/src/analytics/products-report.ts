import { z } from 'zod';

/** The measures the product table can be ranked by (its top 100, SPEC §9 "product queries 100"). */
export const PRODUCT_SORTS = ['revenue', 'margin', 'quantity', 'orders'] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];

/** At most this many products are listed (SPEC §9 "product queries 100"). */
export const PRODUCT_LIST_LIMIT = 100;
/** Category performance shows the top 5 (SPEC §9) in its chart and trend. */
export const TOP_CATEGORY_LIMIT = 5;

/** What the lines of one product or category add up to in a period (counted orders only). */
const lineFiguresShape = {
  /** Counted orders holding at least one line of it. */
  orders: z.number().int(),
  quantity: z.number(),
  /** Line revenue: quantity × unit price, with VAT. */
  revenue: z.number(),
  revenueWithoutVat: z.number(),
  margin: z.number(),
  /** margin ÷ revenue as a fraction (0.3 = 30 %); null without revenue. */
  marginPercent: z.number().nullable(),
  /** Share (0–1) of the period's line revenue. */
  revenueShare: z.number(),
  /** Lines whose margin is the 30 % estimate (SPEC §9): the margin is then partly an estimate. */
  estimatedLines: z.number().int(),
};

export const productRowSchema = z
  .object({
    /** The product code, or the name when the shop has no code. */
    key: z.string(),
    name: z.string(),
    ...lineFiguresShape,
  })
  .meta({ id: 'ProductRow' });
export type ProductRow = z.infer<typeof productRowSchema>;

export const categoryRowSchema = z
  .object({
    /** The category; 'Nezařazeno' for lines without one (SPEC §9). */
    category: z.string(),
    ...lineFiguresShape,
  })
  .meta({ id: 'CategoryRow' });
export type CategoryRow = z.infer<typeof categoryRowSchema>;

export const productTotalsSchema = z
  .object({
    revenue: z.number(),
    revenueWithoutVat: z.number(),
    margin: z.number(),
    /** margin ÷ revenue as a fraction; null without revenue. */
    marginPercent: z.number().nullable(),
    quantity: z.number(),
    /** Different products sold. */
    products: z.number().int(),
    categories: z.number().int(),
    estimatedLines: z.number().int(),
  })
  .meta({ id: 'ProductTotals' });
export type ProductTotals = z.infer<typeof productTotalsSchema>;

export const productsReportSchema = z
  .object({
    sort: z.enum(PRODUCT_SORTS),
    totals: productTotalsSchema,
    /** The previous period's totals, when the report compares. */
    previousTotals: productTotalsSchema.nullable(),
    /** The top products by `sort`, at most PRODUCT_LIST_LIMIT. */
    products: z.array(productRowSchema),
    categories: z.array(categoryRowSchema),
    /** Revenue and margin of the top 5 categories (by revenue) per bucket of the granularity. */
    categoryTrend: z.object({
      buckets: z.array(z.string()),
      series: z.array(
        z.object({ category: z.string(), revenue: z.array(z.number()), margin: z.array(z.number()) }),
      ),
    }),
  })
  .meta({ id: 'ProductsReport' });
export type ProductsReport = z.infer<typeof productsReportSchema>;
