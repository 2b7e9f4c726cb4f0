import { z } from 'zod';

/**
 * The customers report (`/analytics/customer`, report id 'customers'): who bought in the period,
 * new against returning, repeat rate, tiers, churn risk, top customers and the "Stats" of SPEC §9.
 * Counted orders only (not cancelled), revenue including VAT; orders without a customer (no
 * e-mail, no phone) are left out of customer figures (docs/METRICS.md, "Customers report").
 */

export const customerPeriodFiguresSchema = z
  .object({
    /** Customers with at least one counted order in the period. */
    activeCustomers: z.number().int(),
    /** Customers whose first counted order falls in the period. */
    newCustomers: z.number().int(),
    /** Active customers who had ordered before the period. */
    returningCustomers: z.number().int(),
    /** First orders of new customers (one per new customer). */
    newOrders: z.number().int(),
    newRevenue: z.number(),
    /** Orders of customers who had ordered before (earlier in the period or before it). */
    returningOrders: z.number().int(),
    returningRevenue: z.number(),
    /** Counted orders without a customer. */
    anonymousOrders: z.number().int(),
    anonymousRevenue: z.number(),
    /** Active customers with at least two counted orders in the period. */
    repeatCustomers: z.number().int(),
    /** repeatCustomers ÷ activeCustomers; null without active customers. */
    repeatRate: z.number().nullable(),
  })
  .meta({ id: 'CustomerPeriodFigures' });
export type CustomerPeriodFigures = z.infer<typeof customerPeriodFiguresSchema>;

export const customerTrendPointSchema = z.object({
  /** First day of the bucket (the day, the week's Monday, or the month's 1st). */
  bucket: z.string(),
  newOrders: z.number().int(),
  newRevenue: z.number(),
  returningOrders: z.number().int(),
  returningRevenue: z.number(),
});
export type CustomerTrendPoint = z.infer<typeof customerTrendPointSchema>;

export const CUSTOMER_TIERS = ['high', 'medium', 'low'] as const;
export const CHURN_RISKS = ['low', 'medium', 'high'] as const;

const groupSchema = z.object({ customers: z.number().int(), revenue: z.number() });

export const customerBaseSchema = z
  .object({
    /** Every customer with a counted order, whole history. */
    customers: z.number().int(),
    revenue: z.number(),
    /** Customers with at least two counted orders. */
    repeatCustomers: z.number().int(),
    /** repeatCustomers ÷ customers; null without customers. */
    repeatRate: z.number().nullable(),
    /** SPEC §9 tiers, always all three, high first. */
    tiers: z.array(groupSchema.extend({ tier: z.enum(CUSTOMER_TIERS) })),
    /** Churn risk as of today (SPEC §9 rule on the last order date), low first. */
    churn: z.array(groupSchema.extend({ risk: z.enum(CHURN_RISKS) })),
  })
  .meta({ id: 'CustomerBase' });
export type CustomerBase = z.infer<typeof customerBaseSchema>;

export const topCustomerSchema = z.object({
  customerKey: z.string(),
  name: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  orders: z.number().int(),
  revenue: z.number(),
  lastOrderDate: z.string(),
  tier: z.enum(CUSTOMER_TIERS),
});
export type TopCustomer = z.infer<typeof topCustomerSchema>;

const windowSchema = z.object({
  from: z.string(),
  to: z.string(),
  orders: z.number().int(),
  revenue: z.number(),
});

/** SPEC §9 "Stats", always relative to now whatever the chosen period. */
export const customerStatsSchema = z
  .object({
    /** Counted orders placed in the 24 hours before now. */
    ordersLast24h: z.number().int(),
    revenueLast24h: z.number(),
    /** Today and the 29 days before (shop zone). */
    last30Days: windowSchema,
    /** The 30 days before those. */
    previous30Days: windowSchema,
    /** (last − previous) ÷ previous; null when the previous 30 days had none. */
    ordersGrowth: z.number().nullable(),
    revenueGrowth: z.number().nullable(),
  })
  .meta({ id: 'CustomerStats' });
export type CustomerStats = z.infer<typeof customerStatsSchema>;

export const customersReportSchema = z
  .object({
    period: customerPeriodFiguresSchema,
    /** The same for the previous period, when a comparison was asked for. */
    previous: customerPeriodFiguresSchema.nullable(),
    trend: z.array(customerTrendPointSchema),
    base: customerBaseSchema,
    /** The 10 customers with the highest revenue, whole history. */
    topCustomers: z.array(topCustomerSchema),
    stats: customerStatsSchema,
  })
  .meta({ id: 'CustomersReport' });
export type CustomersReport = z.infer<typeof customersReportSchema>;
