import { z } from 'zod';

/** At most this many products are listed (SPEC §9 "margin analysis 1000"), by revenue. */
export const MARGIN_PRODUCT_LIMIT = 1000;

/** How much of a margin is the 30 % estimate: none, some lines, or every line (SPEC §9). */
export const marginEstimateSchema = z.enum(['real', 'partial', 'estimated']);
export type MarginEstimate = z.infer<typeof marginEstimateSchema>;

const marginFiguresShape = {
  lines: z.number().int(),
  quantity: z.number(),
  /** Line revenue with VAT. */
  revenue: z.number(),
  /** Margin of the lines, the estimated part included. */
  margin: z.number(),
  /** margin ÷ revenue as a fraction (0.3 = 30 %); null without revenue. */
  marginPercent: z.number().nullable(),
  /** Lines whose margin is the 30 % estimate, their revenue and their (estimated) margin. */
  estimatedLines: z.number().int(),
  estimatedRevenue: z.number(),
  estimatedMargin: z.number(),
  /** Share (0–1) of the revenue whose margin is an estimate. */
  estimatedShare: z.number(),
  estimate: marginEstimateSchema,
};

export const productMarginRowSchema = z
  .object({
    key: z.string(),
    name: z.string(),
    /** The category with most of the product's revenue. */
    category: z.string(),
    ...marginFiguresShape,
  })
  .meta({ id: 'ProductMarginRow' });
export type ProductMarginRow = z.infer<typeof productMarginRowSchema>;

export const categoryMarginRowSchema = z
  .object({ category: z.string(), products: z.number().int(), ...marginFiguresShape })
  .meta({ id: 'CategoryMarginRow' });
export type CategoryMarginRow = z.infer<typeof categoryMarginRowSchema>;

export const marginTotalsSchema = z
  .object({
    ...marginFiguresShape,
    /** The lines with the shop's own margin only: their revenue, margin and margin %. */
    realRevenue: z.number(),
    realMargin: z.number(),
    realMarginPercent: z.number().nullable(),
    products: z.number().int(),
  })
  .meta({ id: 'MarginTotals' });
export type MarginTotals = z.infer<typeof marginTotalsSchema>;

export const productMarginReportSchema = z
  .object({
    totals: marginTotalsSchema,
    previousTotals: marginTotalsSchema.nullable(),
    /** The products with most revenue, at most MARGIN_PRODUCT_LIMIT. */
    products: z.array(productMarginRowSchema),
    categories: z.array(categoryMarginRowSchema),
  })
  .meta({ id: 'ProductMarginReport' });
export type ProductMarginReport = z.infer<typeof productMarginReportSchema>;
