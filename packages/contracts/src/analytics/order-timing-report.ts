import { z } from 'zod';

/**
 * The order timing report (`/order-timing`, report id 'order-timing'): when in the week counted
 * orders come, in the shop's time zone, and how many days pass between a customer's consecutive
 * orders (docs/METRICS.md, "Order timing").
 */

export const orderTimingCellSchema = z.object({
  /** ISO weekday of the order's day in the shop's zone: 1 = Monday … 7 = Sunday. */
  weekday: z.number().int().min(1).max(7),
  /** Hour of the order's time in the shop's zone, 0–23 (20 = 20:00–20:59). */
  hour: z.number().int().min(0).max(23),
  orders: z.number().int(),
  /** Revenue including VAT. */
  revenue: z.number(),
});
export type OrderTimingCell = z.infer<typeof orderTimingCellSchema>;

export const orderGapBucketSchema = z.object({
  /** First day of the bucket, included. */
  from: z.number().int(),
  /** Last day of the bucket, included; null for the open last bucket. */
  to: z.number().int().nullable(),
  orders: z.number().int(),
});

export const orderGapsSchema = z
  .object({
    /** Counted orders of the period placed by a customer who had a counted order before. */
    orders: z.number().int(),
    /** The middle gap in days (mean of the two middle ones for an even count); null without orders. */
    medianDays: z.number().nullable(),
    meanDays: z.number().nullable(),
    buckets: z.array(orderGapBucketSchema),
  })
  .meta({ id: 'OrderGaps' });
export type OrderGaps = z.infer<typeof orderGapsSchema>;

export const orderTimingReportSchema = z
  .object({
    /** All 168 weekday × hour cells, Monday 0:00 first; cells without orders hold zeros. */
    cells: z.array(orderTimingCellSchema),
    /** How many Mondays … Sundays the period holds (index 0 = Monday): to read totals as averages. */
    weekdayDays: z.array(z.number().int()).length(7),
    totals: z.object({ orders: z.number().int(), revenue: z.number() }),
    previousTotals: z.object({ orders: z.number().int(), revenue: z.number() }).nullable(),
    /** Days between consecutive counted orders of one customer, for the period's orders. */
    gaps: orderGapsSchema,
    previousGaps: orderGapsSchema.nullable(),
  })
  .meta({ id: 'OrderTimingReport' });
export type OrderTimingReport = z.infer<typeof orderTimingReportSchema>;
