import { z } from 'zod';

/** What the pair table can be ranked by; confidence ranks by the stronger of its two directions. */
export const PAIR_SORTS = ['frequency', 'lift', 'confidence'] as const;
export type PairSort = (typeof PAIR_SORTS)[number];

/** At most this many pairs are listed (SPEC §9 "product queries 100"). */
export const PAIR_LIST_LIMIT = 100;
/** "Bought together" lists this many products (SPEC §9 "cross-sell 6"). */
export const BOUGHT_TOGETHER_LIMIT = 6;
/**
 * Pairs bought together in fewer orders than this are left out of the pair table by default: with
 * one or two orders a lift or confidence is chance, not a pattern (docs/METRICS.md).
 */
export const DEFAULT_MIN_PAIR_ORDERS = 3;
/** The product picker offers at most this many products (the period's best sellers by orders). */
export const PRODUCT_PICKER_LIMIT = 500;

const productRefSchema = z.object({ key: z.string(), name: z.string() });

export const productPairSchema = z
  .object({
    productA: productRefSchema,
    productB: productRefSchema,
    /** Counted orders holding both (SPEC §3 pair_frequency). */
    pairOrders: z.number().int(),
    /** Counted orders holding A, and holding B. */
    ordersA: z.number().int(),
    ordersB: z.number().int(),
    /** pairOrders ÷ all counted orders with lines (0–1). */
    support: z.number(),
    /** pairOrders ÷ ordersA: how often B is in an order with A (0–1). */
    confidenceAB: z.number().nullable(),
    confidenceBA: z.number().nullable(),
    /** confidence ÷ the other product's support; above 1 = bought together more than by chance. */
    lift: z.number().nullable(),
    /** Revenue (with VAT) of the orders holding the pair (SPEC §3 total_order_value). */
    totalOrderValue: z.number(),
    avgOrderValue: z.number().nullable(),
  })
  .meta({ id: 'ProductPair' });
export type ProductPair = z.infer<typeof productPairSchema>;

export const boughtTogetherRowSchema = z
  .object({
    product: productRefSchema,
    /** Orders holding the chosen product and this one. */
    pairOrders: z.number().int(),
    /** Orders holding this product at all. */
    orders: z.number().int(),
    /** Share of the chosen product's orders that also hold this one (0–1). */
    confidence: z.number().nullable(),
    lift: z.number().nullable(),
    avgOrderValue: z.number().nullable(),
  })
  .meta({ id: 'BoughtTogetherRow' });
export type BoughtTogetherRow = z.infer<typeof boughtTogetherRowSchema>;

export const productCrossSellReportSchema = z
  .object({
    sort: z.enum(PAIR_SORTS),
    minPairOrders: z.number().int(),
    totals: z.object({
      /** Counted orders with at least one line: the base of support. */
      orders: z.number().int(),
      revenue: z.number(),
      /** Orders with two or more different products, and their revenue. */
      multiProductOrders: z.number().int(),
      multiProductRevenue: z.number(),
      /** Pairs bought together at least minPairOrders times. */
      pairs: z.number().int(),
    }),
    /** The top pairs by `sort` among those bought together at least minPairOrders times. */
    pairs: z.array(productPairSchema),
    /** Products to choose from: the period's best sellers by orders. */
    products: z.array(productRefSchema.extend({ orders: z.number().int() })),
    /** The chosen product (the `product` parameter, else the best seller); null without sales. */
    selected: productRefSchema.extend({ orders: z.number().int() }).nullable(),
    boughtTogether: z.array(boughtTogetherRowSchema),
  })
  .meta({ id: 'ProductCrossSellReport' });
export type ProductCrossSellReport = z.infer<typeof productCrossSellReportSchema>;
