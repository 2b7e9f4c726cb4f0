import { z } from 'zod';

/**
 * The RFM report (`/analytics/customer/rfm`, report id 'customer-rfm'): every customer with a
 * counted order scored 1–5 on recency, frequency and monetary value by quintile among the shop's
 * customers, as of today over the whole history (the period is not used), and grouped into the
 * eleven segments of the R/F grid (packages/domain/src/rfm-segments.ts, docs/METRICS.md "RFM").
 */

/** The eleven segments, from the best customers to the lost ones. */
export const RFM_SEGMENTS = [
  'champions',
  'loyal',
  'potentialLoyalists',
  'new',
  'promising',
  'needAttention',
  'aboutToSleep',
  'atRisk',
  'cantLose',
  'hibernating',
  'lost',
] as const;
export const rfmSegmentSchema = z.enum(RFM_SEGMENTS);
export type RfmSegment = z.infer<typeof rfmSegmentSchema>;

/** Customers of a segment per page (SPEC §9: table page 100). */
export const RFM_CUSTOMERS_PAGE_SIZE = 100;

/** The report's own query parameters: a segment whose customers to list, and the page. */
export const customerRfmParamsShape = {
  segment: rfmSegmentSchema.optional(),
  page: z.coerce.number().int().min(1).max(100_000).optional(),
};

const scoreSchema = z.number().int().min(1).max(5);

export const rfmSegmentSummarySchema = z.object({
  segment: rfmSegmentSchema,
  customers: z.number().int(),
  revenue: z.number(),
  /** Of all scored customers, 0–1. */
  customerShare: z.number(),
  /** Of all scored customers' revenue, 0–1. */
  revenueShare: z.number(),
  /** null for an empty segment. */
  averageRevenue: z.number().nullable(),
  averageOrders: z.number().nullable(),
  averageRecencyDays: z.number().nullable(),
});
export type RfmSegmentSummary = z.infer<typeof rfmSegmentSummarySchema>;

export const rfmCellSchema = z.object({
  recency: scoreSchema,
  frequency: scoreSchema,
  customers: z.number().int(),
  revenue: z.number(),
});
export type RfmCell = z.infer<typeof rfmCellSchema>;

const rangeSchema = z.object({ min: z.number(), max: z.number() }).nullable();

/** What each score stands for in this shop: the values its customers have (null: none has it). */
export const rfmScoreRangeSchema = z.object({
  score: scoreSchema,
  /** Days since the last order. */
  recencyDays: rangeSchema,
  orders: rangeSchema,
  revenue: rangeSchema,
});
export type RfmScoreRange = z.infer<typeof rfmScoreRangeSchema>;

export const rfmCustomerSchema = z.object({
  customerKey: z.string(),
  email: z.string().nullable(),
  name: z.string().nullable(),
  phone: z.string().nullable(),
  city: z.string().nullable(),
  orders: z.number().int(),
  revenue: z.number(),
  lastOrderDate: z.string(),
  /** Calendar days (shop zone) from the last order's day to today. */
  recencyDays: z.number().int(),
  recency: scoreSchema,
  frequency: scoreSchema,
  monetary: scoreSchema,
  segment: rfmSegmentSchema,
});
export type RfmCustomer = z.infer<typeof rfmCustomerSchema>;

export const rfmSegmentCustomersSchema = z.object({
  segment: rfmSegmentSchema,
  page: z.number().int(),
  pageSize: z.number().int(),
  /** Customers in the segment (all pages). */
  total: z.number().int(),
  /** By revenue, highest first. */
  rows: z.array(rfmCustomerSchema),
});
export type RfmSegmentCustomers = z.infer<typeof rfmSegmentCustomersSchema>;

export const customerRfmReportSchema = z
  .object({
    /** Today in the shop's zone: the day recency is counted to. */
    asOf: z.string(),
    customers: z.number().int(),
    revenue: z.number(),
    /** All eleven segments in RFM_SEGMENTS order, empty ones with zeros. */
    segments: z.array(rfmSegmentSummarySchema),
    /** The 25 cells of the R/F grid, R 5 → 1, F 1 → 5. */
    cells: z.array(rfmCellSchema),
    scoreRanges: z.array(rfmScoreRangeSchema),
    /** The chosen segment's customers, when the query names a segment. */
    segmentCustomers: rfmSegmentCustomersSchema.nullable(),
  })
  .meta({ id: 'CustomerRfmReport' });
export type CustomerRfmReport = z.infer<typeof customerRfmReportSchema>;
