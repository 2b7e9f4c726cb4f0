import { z } from 'zod';

/**
 * The customer journey report (`/analytics/customer-journey`, report id 'customer-journey'): for
 * the customers whose first counted order falls in the period, the acquisition sources of their
 * first, second and third orders, how soon they came back and how many orders they placed
 * (docs/METRICS.md, "Customer journey"). Later orders count up to today, not only in the period.
 */

/**
 * An acquisition source as the report groups it: a source among the most frequent (lower-cased),
 * '' for orders without one ('Neuvedeno'), or null for all other sources together ('Ostatní').
 */
export const journeySourceSchema = z.string().nullable();
export type JourneySource = z.infer<typeof journeySourceSchema>;

/** The most frequent sources a journey names; the rest are grouped as null ('Ostatní'). */
export const JOURNEY_TOP_SOURCES = 7;

/** Customers by their number of counted orders: 1, 2, 3, 4, 5 or more. */
export const pathLengthsSchema = z.array(z.number().int()).length(5);

export const journeyGroupSchema = z.object({
  /** Customers whose first counted order falls in the period. */
  customers: z.number().int(),
  /** Of them, those with a second counted order (by today). */
  returned: z.number().int(),
  /** returned ÷ customers; null without customers. */
  returnedShare: z.number().nullable(),
  /** Days from the first to the second order (shop-zone days), over those who returned. */
  medianDaysToSecond: z.number().nullable(),
  meanDaysToSecond: z.number().nullable(),
  pathLengths: pathLengthsSchema,
});
export type JourneyGroup = z.infer<typeof journeyGroupSchema>;

export const journeyLinkSchema = z.object({
  /** 1: from the first order's source to the second's; 2: from the second to the third. */
  step: z.union([z.literal(1), z.literal(2)]),
  from: journeySourceSchema,
  to: journeySourceSchema,
  customers: z.number().int(),
});
export type JourneyLink = z.infer<typeof journeyLinkSchema>;

export const customerJourneyReportSchema = z
  .object({
    totals: journeyGroupSchema.extend({
      /** Returned customers whose second order came from another source than the first. */
      switchedSource: z.number().int(),
    }),
    /** Per source of the first order, the most frequent first, 'Neuvedeno' and 'Ostatní' last. */
    bySource: z.array(journeyGroupSchema.extend({ source: journeySourceSchema })),
    /** The flows of the sankey, largest first; a customer appears in step 2 only with a third order. */
    links: z.array(journeyLinkSchema),
    /** The cohort of the previous period, when the caller compares. */
    previousTotals: journeyGroupSchema.nullable(),
  })
  .meta({ id: 'CustomerJourneyReport' });
export type CustomerJourneyReport = z.infer<typeof customerJourneyReportSchema>;
