import { z } from 'zod';
import { connectionSchema } from './connections.ts';

/**
 * SPEC §8 "Social-ads codes": what can go wrong with Meta, how loud it is, whether trying again
 * can help, and how long its toast stays. Critical codes send the user to Settings (reconnect,
 * permissions); warnings say the data is not whole; info codes are silent (no toast).
 */
export const META_ISSUE_CODES = [
  'TOKEN_EXPIRED',
  'TOKEN_INVALID',
  'NO_CONNECTION',
  'PERMISSION_DENIED',
  'NO_DATA',
  'SYNC_FAILED',
  'PARTIAL_DATA',
  'INCOMPLETE_DATA',
  'RATE_LIMIT',
  'SLOW_API',
  'NETWORK_SLOW',
  'UNKNOWN',
] as const;
export type MetaIssueCode = (typeof META_ISSUE_CODES)[number];
export type MetaIssueLevel = 'critical' | 'warning' | 'info';

/** SPEC §8: toast durations by level. */
export const META_TOAST_MS: Record<MetaIssueLevel, number> = { critical: 6000, warning: 5000, info: 3000 };

const LEVELS: Record<MetaIssueCode, MetaIssueLevel> = {
  TOKEN_EXPIRED: 'critical',
  TOKEN_INVALID: 'critical',
  NO_CONNECTION: 'critical',
  PERMISSION_DENIED: 'critical',
  NO_DATA: 'warning',
  SYNC_FAILED: 'warning',
  PARTIAL_DATA: 'warning',
  INCOMPLETE_DATA: 'warning',
  RATE_LIMIT: 'info',
  SLOW_API: 'info',
  NETWORK_SLOW: 'info',
  UNKNOWN: 'warning',
};

/** SPEC §8: no retries for the critical level and for the four codes that need the user. */
const NEVER_RETRIED: readonly MetaIssueCode[] = [
  'TOKEN_EXPIRED',
  'TOKEN_INVALID',
  'NO_CONNECTION',
  'PERMISSION_DENIED',
];

/** A code's level, retry rule and toast duration. */
export function describeMetaIssue(code: MetaIssueCode) {
  const level = LEVELS[code];
  return {
    level,
    retry: level !== 'critical' && !NEVER_RETRIED.includes(code),
    toastMs: META_TOAST_MS[level],
    /** Info codes are silent: shown on the page, never as a toast. */
    silent: level === 'info',
  };
}

export const metaIssueSchema = z
  .object({
    code: z.enum(META_ISSUE_CODES),
    level: z.enum(['critical', 'warning', 'info']),
    retry: z.boolean(),
    toastMs: z.number().int(),
    silent: z.boolean(),
    /** The text in the caller's language. */
    message: z.string(),
  })
  .meta({ id: 'MetaIssue' });
export type MetaIssue = z.infer<typeof metaIssueSchema>;

/** An ad account the connected Meta user reaches (`/me/adaccounts`). */
export const metaAdAccountSchema = z
  .object({
    /** The numeric account id, without the `act_` prefix. */
    id: z.string(),
    name: z.string(),
    currency: z.string(),
    timeZone: z.string(),
    /** Meta's account_status: 1 active, 2 disabled, 3 unsettled, 7 pending review, 9 in grace period, 101 closed … */
    status: z.number().int(),
  })
  .meta({ id: 'MetaAdAccount' });
export type MetaAdAccount = z.infer<typeof metaAdAccountSchema>;

/** The chosen account, as stored with the connection. */
export const metaSelectionSchema = metaAdAccountSchema
  .pick({ id: true, name: true, currency: true, timeZone: true })
  .meta({ id: 'MetaSelection' });
export type MetaSelection = z.infer<typeof metaSelectionSchema>;

/**
 * The attribution windows asked for with every insights call (`action_attribution_windows`):
 * purchases counted within 7 days of a click or 1 day of a view — Meta's standard setting.
 */
export const META_ATTRIBUTION_WINDOWS = ['7d_click', '1d_view'] as const;

/** One campaign's reach and frequency over the last 7 days (SPEC §9: optimal 1–3 a week). */
export const metaCampaignWeekSchema = z
  .object({
    campaignId: z.string(),
    campaign: z.string(),
    reach: z.number(),
    impressions: z.number(),
    frequency: z.number(),
  })
  .meta({ id: 'MetaCampaignWeek' });
export type MetaCampaignWeek = z.infer<typeof metaCampaignWeekSchema>;

/** SPEC §9: the weekly frequency Meta recommends; above it people see the ads too often. */
export const META_FREQUENCY_OPTIMAL = { min: 1, max: 3 } as const;

/**
 * SPEC §4 "Social-ads data completeness": the share of the last 90 days for which Meta answered.
 * complete: every day; almost complete: 90 % and more; partial: 50 % and more; most missing: less.
 */
export const META_COMPLETENESS_LEVELS = ['complete', 'almost_complete', 'partial', 'most_missing'] as const;
export type MetaCompletenessLevel = (typeof META_COMPLETENESS_LEVELS)[number];

export function toMetaCompletenessLevel(share: number): MetaCompletenessLevel {
  if (share >= 1) return 'complete';
  if (share >= 0.9) return 'almost_complete';
  if (share >= 0.5) return 'partial';
  return 'most_missing';
}

export const metaCompletenessSchema = z
  .object({
    level: z.enum(META_COMPLETENESS_LEVELS),
    /** Days of the window, and of those the days Meta's answer is missing for. */
    days: z.number().int(),
    missingDays: z.array(z.string()),
    from: z.string(),
    to: z.string(),
    /** The user chose to use what there is ('Použít dostupná data') for exactly these missing days. */
    accepted: z.boolean(),
  })
  .meta({ id: 'MetaCompleteness' });
export type MetaCompleteness = z.infer<typeof metaCompletenessSchema>;

export const metaOverviewSchema = z
  .object({
    /** Whether the server has Meta's app configured (else the page says what to set). */
    configured: z.boolean(),
    missingSettings: z.array(z.string()),
    connection: connectionSchema.nullable(),
    accounts: z.array(metaAdAccountSchema).nullable(),
    accountsFetchedAt: z.iso.datetime().nullable(),
    selection: metaSelectionSchema.nullable(),
    attributionWindows: z.array(z.string()),
    /** Reach and frequency of the chosen account's campaigns over the last 7 days; null before a sync. */
    week: z
      .object({ from: z.string(), to: z.string(), campaigns: z.array(metaCampaignWeekSchema) })
      .nullable(),
    completeness: metaCompletenessSchema.nullable(),
    /** What went wrong last (SPEC §8), or what the data lacks; null when all is well. */
    issue: metaIssueSchema.nullable(),
  })
  .meta({ id: 'MetaOverview' });
export type MetaOverview = z.infer<typeof metaOverviewSchema>;

export const selectMetaAccountSchema = z
  .object({ accountId: z.string().regex(/^\d{1,25}$/) })
  .strict()
  .meta({ id: 'SelectMetaAccount' });
export type SelectMetaAccount = z.infer<typeof selectMetaAccountSchema>;

/** SPEC §4: with data missing, use what there is, or fetch all 90 days again. */
export const metaCompletenessChoiceSchema = z
  .object({ choice: z.enum(['use_available', 'reload_all']) })
  .strict()
  .meta({ id: 'MetaCompletenessChoice' });
export type MetaCompletenessChoice = z.infer<typeof metaCompletenessChoiceSchema>;

/** What Meta sent back to /oauth/facebook/callback, passed on by the page. */
export const finishMetaConnectionSchema = z
  .object({ code: z.string().min(1).max(2048), state: z.string().min(1).max(2048) })
  .strict()
  .meta({ id: 'FinishMetaConnection' });
export type FinishMetaConnection = z.infer<typeof finishMetaConnectionSchema>;
