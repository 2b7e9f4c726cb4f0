import { z } from 'zod';

/**
 * The cohort report (`/analytics/customer/cohorts`, report id 'customer-cohorts'): customers by
 * the month of their first counted order (shop zone) × months since then. Cohorts are the months
 * that overlap the period; each is followed to the month of the shop's latest order. Only orders
 * with a customer and not cancelled count (docs/METRICS.md, "Cohorts").
 */

export const cohortCellSchema = z
  .object({
    /** Months since the cohort's month (0 = the month of the first order). */
    offset: z.number().int(),
    /** The calendar month, as its 1st day. */
    month: z.string(),
    /** Customers of the cohort with a counted order in this month. */
    activeCustomers: z.number().int(),
    /** activeCustomers ÷ cohort size (0.25 = 25 %). */
    retention: z.number(),
    orders: z.number().int(),
    /** Revenue with VAT of the cohort's orders in this month. */
    revenue: z.number(),
    margin: z.number(),
    /** Revenue of months 0..offset ÷ cohort size. */
    cumulativeRevenuePerCustomer: z.number(),
  })
  .meta({ id: 'CohortCell' });
export type CohortCellData = z.infer<typeof cohortCellSchema>;

export const cohortRowSchema = z
  .object({
    /** The cohort's month, as its 1st day. */
    cohortMonth: z.string(),
    /** Customers whose first counted order falls in this month. */
    customers: z.number().int(),
    /** Months 0..the month of the shop's latest order; months without orders hold zeros. */
    cells: z.array(cohortCellSchema),
  })
  .meta({ id: 'CohortRow' });
export type CohortRowData = z.infer<typeof cohortRowSchema>;

export const cohortAverageSchema = z
  .object({
    offset: z.number().int(),
    /** Cohorts followed at least this many months, in finished calendar months. */
    cohorts: z.number().int(),
    customers: z.number().int(),
    activeCustomers: z.number().int(),
    /** Σ active ÷ Σ cohort size over those cohorts (weighted by size). */
    retention: z.number().nullable(),
    cumulativeRevenuePerCustomer: z.number().nullable(),
  })
  .meta({ id: 'CohortAverage' });
export type CohortAverageData = z.infer<typeof cohortAverageSchema>;

export const customerCohortsReportSchema = z
  .object({
    /** The day of the shop's latest order: cohorts are followed to its month. */
    observedThrough: z.string().nullable(),
    cohorts: z.array(cohortRowSchema),
    /**
     * Per month since the first order, over the cohorts observed that long; the cells of the month
     * holding today (shop zone, not finished) are left out, and a month no finished cell reaches
     * yet is not listed.
     */
    averages: z.array(cohortAverageSchema),
    totals: z.object({
      customers: z.number().int(),
      orders: z.number().int(),
      revenue: z.number(),
      margin: z.number(),
    }),
  })
  .meta({ id: 'CustomerCohortsReport' });
export type CustomerCohortsReport = z.infer<typeof customerCohortsReportSchema>;
