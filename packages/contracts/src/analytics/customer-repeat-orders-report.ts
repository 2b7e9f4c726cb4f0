import { z } from 'zod';

/**
 * The repeat-order report (`/analytics/customer/repeat-orders`, report id
 * 'customer-repeat-orders'). Its customers are those acquired in the period (first counted order
 * in it), with their orders counted to date; the up-sell list takes repeat customers whose latest
 * order is on or after the period's first day. Orders without a customer are left out
 * (docs/METRICS.md, "Repeat orders").
 */

const rangeShape = {
  /** Lower end, included. */
  from: z.number().int(),
  /** Upper end, included; null = no upper end. */
  to: z.number().int().nullable(),
};

export const orderCountBucketSchema = z
  .object({
    ...rangeShape,
    customers: z.number().int(),
    /** Share of the period's customers (0..1). */
    share: z.number().nullable(),
    /** Revenue to date of these customers. */
    revenue: z.number(),
  })
  .meta({ id: 'OrderCountBucket' });
export type OrderCountBucket = z.infer<typeof orderCountBucketSchema>;

export const gapStatsSchema = z
  .object({
    /** Customers that placed both orders. */
    customers: z.number().int(),
    medianDays: z.number().nullable(),
    averageDays: z.number().nullable(),
    buckets: z.array(z.object({ ...rangeShape, customers: z.number().int(), share: z.number().nullable() })),
  })
  .meta({ id: 'OrderGapStats' });
export type GapStats = z.infer<typeof gapStatsSchema>;

export const repeatCohortSchema = z
  .object({
    cohortMonth: z.string(),
    customers: z.number().int(),
    /** Customers of the cohort with a second counted order (at any time so far). */
    repeatCustomers: z.number().int(),
    repeatRate: z.number().nullable(),
  })
  .meta({ id: 'RepeatCohort' });
export type RepeatCohort = z.infer<typeof repeatCohortSchema>;

export const upsellCustomerSchema = z
  .object({
    customerKey: z.string(),
    name: z.string().nullable(),
    email: z.string().nullable(),
    phone: z.string().nullable(),
    orders: z.number().int(),
    revenue: z.number(),
    averageOrderValue: z.number(),
    /** ISO instant of the latest counted order. */
    lastOrderDate: z.string(),
    daysSinceLastOrder: z.number().int(),
    churnRisk: z.enum(['low', 'medium', 'high']),
  })
  .meta({ id: 'UpsellCustomer' });
export type UpsellCustomer = z.infer<typeof upsellCustomerSchema>;

export const customerRepeatOrdersReportSchema = z
  .object({
    /** Customers acquired in the period. */
    customers: z.number().int(),
    /** Of those, customers with at least two counted orders to date. */
    repeatCustomers: z.number().int(),
    repeatRate: z.number().nullable(),
    orderCounts: z.array(orderCountBucketSchema),
    firstToSecond: gapStatsSchema,
    secondToThird: gapStatsSchema,
    cohorts: z.array(repeatCohortSchema),
    /** At most 20 (SPEC §9): at least 2 orders, latest order in the period or later, by average order value. */
    upsell: z.array(upsellCustomerSchema),
  })
  .meta({ id: 'CustomerRepeatOrdersReport' });
export type CustomerRepeatOrdersReport = z.infer<typeof customerRepeatOrdersReportSchema>;
