import { z } from 'zod';
import { connectionSchema } from './connections.ts';

/**
 * What a Google product's connection syncs from, as the connection lists it for choosing: a
 * Search Console site, a Merchant Center account or a Business Profile location.
 */
export const googleTargetSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    /** A second line: the site's permission, the location's address or account. */
    detail: z.string().nullable(),
  })
  .meta({ id: 'GoogleTarget' });
export type GoogleTarget = z.infer<typeof googleTargetSchema>;

export const selectGoogleTargetSchema = z
  .object({ targetId: z.string().min(1).max(500) })
  .strict()
  .meta({ id: 'SelectGoogleTarget' });
export type SelectGoogleTarget = z.infer<typeof selectGoogleTargetSchema>;

/** The head every Google product page shares: configured or not, the connection, what it syncs from. */
const productHead = {
  configured: z.boolean(),
  missingSettings: z.array(z.string()),
  connection: connectionSchema.nullable(),
  /** Null until the connection has fetched what it reaches. */
  targets: z.array(googleTargetSchema).nullable(),
  selection: googleTargetSchema.nullable(),
};
export type GoogleProductHead = {
  [K in keyof typeof productHead]: z.infer<(typeof productHead)[K]>;
};

const searchFigures = {
  clicks: z.number(),
  impressions: z.number(),
  /** Clicks ÷ impressions, 0–1. */
  ctr: z.number(),
  /** Average position, impression-weighted; null without impressions. */
  position: z.number().nullable(),
};

export const searchConsoleOverviewSchema = z
  .object({
    ...productHead,
    days: z.number().int(),
    totals: z.object(searchFigures),
    byDay: z.array(z.object({ day: z.string(), ...searchFigures })),
    topQueries: z.array(z.object({ key: z.string(), ...searchFigures })),
    topPages: z.array(z.object({ key: z.string(), ...searchFigures })),
  })
  .meta({ id: 'SearchConsoleOverview' });
export type SearchConsoleOverview = z.infer<typeof searchConsoleOverviewSchema>;

export const merchantProductStatuses = ['approved', 'disapproved', 'pending'] as const;
export type MerchantProductStatus = (typeof merchantProductStatuses)[number];

export const merchantIssueSchema = z
  .object({
    code: z.string(),
    description: z.string(),
    detail: z.string().nullable(),
    attribute: z.string().nullable(),
    severity: z.string(),
    countries: z.array(z.string()),
  })
  .meta({ id: 'MerchantIssue' });
export type MerchantIssue = z.infer<typeof merchantIssueSchema>;

export const merchantCenterOverviewSchema = z
  .object({
    ...productHead,
    counts: z.object({ approved: z.number(), disapproved: z.number(), pending: z.number() }),
    /** The most frequent reasons of disapproval, with how many products each stops. */
    topIssues: z.array(z.object({ code: z.string(), description: z.string(), products: z.number() })),
    /** Disapproved products first, then pending; at most 200. */
    products: z.array(
      z.object({
        productId: z.string(),
        offerId: z.string(),
        title: z.string(),
        status: z.enum(merchantProductStatuses),
        issues: z.array(merchantIssueSchema),
      }),
    ),
  })
  .meta({ id: 'MerchantCenterOverview' });
export type MerchantCenterOverview = z.infer<typeof merchantCenterOverviewSchema>;

const profileFigures = {
  /** Views of the profile on Search and Maps, desktop and mobile. */
  impressions: z.number(),
  calls: z.number(),
  websiteClicks: z.number(),
  directions: z.number(),
  conversations: z.number(),
  bookings: z.number(),
};

export const businessProfileOverviewSchema = z
  .object({
    ...productHead,
    days: z.number().int(),
    totals: z.object(profileFigures),
    byDay: z.array(z.object({ day: z.string(), ...profileFigures })),
  })
  .meta({ id: 'BusinessProfileOverview' });
export type BusinessProfileOverview = z.infer<typeof businessProfileOverviewSchema>;
