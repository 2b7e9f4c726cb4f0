import { z } from 'zod';
import { businessQuadrantSchema, performanceScenarioSchema } from './business-performance.ts';

/**
 * The orders report (`/analytics/orders`, report id 'orders'): headline figures, trend, top
 * lists, payment and shipping mix, recent orders, performance scenario and business quadrant.
 * Money in the shop's currency, revenue including VAT, only counted (not cancelled) orders
 * unless a field says otherwise (docs/METRICS.md, "Orders report").
 */

export const ordersTotalsSchema = z
  .object({
    revenue: z.number(),
    revenueWithoutVat: z.number(),
    /** Counted orders: not cancelled. */
    orders: z.number().int(),
    averageOrderValue: z.number().nullable(),
    margin: z.number(),
    /** margin ÷ revenue including VAT (0.3 = 30 %); null without revenue. */
    marginPercent: z.number().nullable(),
    /** Order lines (an order without lines counts one) ÷ counted orders. */
    itemsPerOrder: z.number().nullable(),
    paidOrders: z.number().int(),
    onlineOrders: z.number().int(),
    cancelledOrders: z.number().int(),
    /** Paid ÷ counted orders. */
    paidShare: z.number().nullable(),
    /** Online ÷ counted orders. */
    onlineShare: z.number().nullable(),
    /** Cancelled ÷ all orders placed (counted + cancelled). */
    cancelledShare: z.number().nullable(),
    /** Counted orders whose margin is the 30 % estimate (SPEC §9). */
    estimatedMarginOrders: z.number().int(),
  })
  .meta({ id: 'OrdersTotals' });
export type OrdersTotals = z.infer<typeof ordersTotalsSchema>;

export const ordersTrendPointSchema = z.object({
  /** First day of the bucket (the day, the week's Monday, or the month's 1st). */
  bucket: z.string(),
  revenue: z.number(),
  margin: z.number(),
  orders: z.number().int(),
});
export type OrdersTrendPoint = z.infer<typeof ordersTrendPointSchema>;

/** The order dimensions with a top list (SPEC §9: 10 each) and the two mixes. */
export const ORDERS_TOP_DIMENSIONS = [
  'city',
  'country',
  'product',
  'category',
  'source',
  'campaign',
] as const;
export const ORDERS_MIX_DIMENSIONS = ['payment', 'shipping'] as const;
export type OrdersTopDimension = (typeof ORDERS_TOP_DIMENSIONS)[number];
export type OrdersMixDimension = (typeof ORDERS_MIX_DIMENSIONS)[number];

export const dimensionRowSchema = z.object({
  /** The value as stored; '' when orders had none (shown as 'Neuvedeno'). */
  value: z.string(),
  /** A product's name (value is its code); null for other dimensions. */
  label: z.string().nullable(),
  orders: z.number().int(),
  revenue: z.number(),
  margin: z.number(),
  /** Orders (lines for product and category) whose margin is the 30 % estimate. */
  estimatedMargin: z.number().int(),
  /** Units sold: product and category only, else 0. */
  quantity: z.number(),
  /** Share of the dimension's revenue (top lists) or orders (mixes) in the period, 0–1. */
  share: z.number(),
});
export type DimensionRow = z.infer<typeof dimensionRowSchema>;

export const dimensionTopSchema = z.object({
  /** At most 10 rows: by revenue for top lists, by orders for mixes. */
  rows: z.array(dimensionRowSchema),
  /**
   * The whole dimension in the period, so a chart can show the rest as "other". For products
   * and categories `orders` adds up per value: an order with two products counts twice.
   */
  total: z.object({
    orders: z.number().int(),
    revenue: z.number(),
    margin: z.number(),
    values: z.number().int(),
  }),
});
export type DimensionTop = z.infer<typeof dimensionTopSchema>;

export const recentOrderSchema = z.object({
  orderId: z.string(),
  /** ISO date-time; the UI shows it in the shop's time zone. */
  orderDate: z.string(),
  customerName: z.string().nullable(),
  customerEmail: z.string().nullable(),
  revenue: z.number(),
  status: z.string().nullable(),
  cancelled: z.boolean(),
  paid: z.boolean().nullable(),
});
export type RecentOrder = z.infer<typeof recentOrderSchema>;

export const ordersReportSchema = z
  .object({
    totals: ordersTotalsSchema,
    /** The previous period's totals when the report compares. */
    previousTotals: ordersTotalsSchema.nullable(),
    trend: z.array(ordersTrendPointSchema),
    /** The previous period's buckets when the report compares; matched to `trend` by position. */
    previousTrend: z.array(ordersTrendPointSchema).nullable(),
    top: z.object({
      city: dimensionTopSchema,
      country: dimensionTopSchema,
      product: dimensionTopSchema,
      category: dimensionTopSchema,
      source: dimensionTopSchema,
      campaign: dimensionTopSchema,
    }),
    mix: z.object({ payment: dimensionTopSchema, shipping: dimensionTopSchema }),
    /** The 10 latest orders of the period, cancelled ones included (marked). */
    recentOrders: z.array(recentOrderSchema),
    /**
     * Scenario and quadrant always compare with the previous period of the same length (given
     * here), whether or not the report compares. The scenario's cost = revenue − margin + ad
     * spend and profit = margin − ad spend (as on the marketing page); the quadrant's profit
     * share is margin ÷ revenue.
     */
    assessment: z.object({
      basis: z.object({ from: z.string(), to: z.string() }),
      /** Ad spend of the period and of the basis counted into cost; null when both had none. */
      adSpend: z.object({ current: z.number(), previous: z.number() }).nullable(),
      current: z.object({
        revenue: z.number(),
        cost: z.number(),
        profit: z.number(),
        orders: z.number().int(),
      }),
      previous: z.object({
        revenue: z.number(),
        cost: z.number(),
        profit: z.number(),
        orders: z.number().int(),
      }),
      scenario: performanceScenarioSchema,
      quadrant: businessQuadrantSchema,
    }),
  })
  .meta({ id: 'OrdersReport' });
export type OrdersReport = z.infer<typeof ordersReportSchema>;
