import { z } from 'zod';

/**
 * The revenue quintiles report (`/analytics/customer/quintiles`, report id 'customer-quintiles'):
 * customers with a counted order ranked by revenue over the whole history and cut into five
 * equal fifths (top 20 % first), with a Pareto curve. As of today; the period is not used
 * (docs/METRICS.md, "Revenue quintiles").
 */

export const revenueQuintileSchema = z.object({
  /** 1 = the top 20 % of customers by revenue … 5 = the bottom 20 %. */
  quintile: z.number().int().min(1).max(5),
  customers: z.number().int(),
  revenue: z.number(),
  /** Of all customers' revenue, 0–1. */
  revenueShare: z.number(),
  averageRevenue: z.number().nullable(),
  averageOrders: z.number().nullable(),
  /** The lowest and highest customer revenue in the fifth; null when it is empty. */
  minRevenue: z.number().nullable(),
  maxRevenue: z.number().nullable(),
});
export type RevenueQuintile = z.infer<typeof revenueQuintileSchema>;

/** A point of the Pareto curve: the top `customerShare` of customers bring `revenueShare`. */
export const paretoPointSchema = z.object({
  customerShare: z.number(),
  revenueShare: z.number(),
});
export type ParetoPoint = z.infer<typeof paretoPointSchema>;

export const customerQuintilesReportSchema = z
  .object({
    customers: z.number().int(),
    revenue: z.number(),
    /** Always five, top fifth first (empty fifths with zeros while there are under 5 customers). */
    quintiles: z.array(revenueQuintileSchema),
    /** From (0, 0) to (1, 1) in at most 100 steps of customers, highest revenue first. */
    pareto: z.array(paretoPointSchema),
    /** The top fifth's share of revenue ("top 20 % bring X %"); null without revenue. */
    topFifthRevenueShare: z.number().nullable(),
  })
  .meta({ id: 'CustomerQuintilesReport' });
export type CustomerQuintilesReport = z.infer<typeof customerQuintilesReportSchema>;
