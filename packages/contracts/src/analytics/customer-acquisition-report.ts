import { z } from 'zod';

/**
 * The acquisition and retention report (`/analytics/customer/acquisition-retention`, report id
 * 'customer-acquisition'): customers acquired in the period (first counted order in it) by the
 * acquisition source and campaign of that first order, and how many ordered again within 30, 90
 * and 180 days. A window counts only customers whose first order lies at least that many days
 * before the shop's latest order day (the others have not had the time yet). Orders without a
 * customer are left out (docs/METRICS.md, "Acquisition and retention").
 */

export const RETENTION_WINDOWS = [30, 90, 180] as const;

export const retentionRateSchema = z
  .object({
    /** Days after the first order. */
    days: z.number().int(),
    /** New customers whose first order lies at least `days` days before the latest order day. */
    eligible: z.number().int(),
    /** Of those, customers with a second counted order within `days` days of the first. */
    repeated: z.number().int(),
    rate: z.number().nullable(),
  })
  .meta({ id: 'RetentionRate' });
export type RetentionRate = z.infer<typeof retentionRateSchema>;

export const acquisitionGroupSchema = z
  .object({
    /** The source (lower-case) or campaign; '' = none given; null = all others beyond the top 10. */
    key: z.string().nullable(),
    newCustomers: z.number().int(),
    /** Share of the period's new customers. */
    share: z.number().nullable(),
    /** 30, 90 and 180 days. */
    retention: z.array(retentionRateSchema),
    /** Revenue to date of these customers (all their counted orders so far). */
    revenue: z.number(),
    revenuePerCustomer: z.number().nullable(),
  })
  .meta({ id: 'AcquisitionGroup' });
export type AcquisitionGroup = z.infer<typeof acquisitionGroupSchema>;

export const acquisitionTrendPointSchema = z
  .object({
    bucket: z.string(),
    newCustomers: z.number().int(),
    /** New customers per source, in the order of `sources`. */
    sources: z.array(z.number().int()),
    /** New customers per campaign, in the order of `campaigns`. */
    campaigns: z.array(z.number().int()),
    retention: z.array(retentionRateSchema),
  })
  .meta({ id: 'AcquisitionTrendPoint' });
export type AcquisitionTrendPoint = z.infer<typeof acquisitionTrendPointSchema>;

export const customerAcquisitionReportSchema = z
  .object({
    /** The shop's latest order day: the retention windows are measured up to it. */
    observedThrough: z.string().nullable(),
    totals: acquisitionGroupSchema,
    /** Top 10 sources by new customers, then the rest (key null) when there is any. */
    sources: z.array(acquisitionGroupSchema),
    campaigns: z.array(acquisitionGroupSchema),
    trend: z.array(acquisitionTrendPointSchema),
  })
  .meta({ id: 'CustomerAcquisitionReport' });
export type CustomerAcquisitionReport = z.infer<typeof customerAcquisitionReportSchema>;
