import { z } from 'zod';

/**
 * Profit back to the platforms (issues 14 and 15): each tracked order's gross profit sent as the
 * conversion value to Google Ads (offline click conversions), Meta (Conversions API) and Sklik
 * (SEM server-to-server), so their bidding optimises profit. Off by default, per connection.
 */
export const PROFIT_UPLOAD_PLATFORMS = ['google_ads', 'meta', 'sklik'] as const;
export const profitUploadPlatformSchema = z.enum(PROFIT_UPLOAD_PLATFORMS);
export type ProfitUploadPlatform = z.infer<typeof profitUploadPlatformSchema>;

/**
 * How old an order may be and still be accepted (days since the click or the order): Google
 * takes clicks of the last 90 days, Meta events of the last 7; Sklik's limit is not documented,
 * 30 days is assumed (docs/ARCHITECTURE.md).
 */
export const PROFIT_UPLOAD_WINDOW_DAYS: Record<ProfitUploadPlatform, number> = {
  google_ads: 90,
  meta: 7,
  sklik: 30,
};

/**
 * The S2S SEM ID Sklik's server-to-server endpoint names the account by (`event_data.sem_id`):
 * exactly 24 lower-case letters and digits. Seznam checks the same pattern on its side (its
 * published server-side tag template states it); an ID of another form is refused there, so it is
 * refused here before anything is sent (docs/ARCHITECTURE.md "Profit back to the platforms").
 */
export const SKLIK_SEM_ID_PATTERN = /^[0-9a-z]{24}$/;

/** Where the value goes: the conversion action (Google), the pixel / dataset (Meta), the S2S SEM ID (Sklik). */
export const profitUploadTargetSchema = z
  .object({ id: z.string(), name: z.string() })
  .meta({ id: 'ProfitUploadTarget' });

export const profitUploadRefusalSchema = z
  .object({
    orderId: z.string(),
    /** The reason in the caller's language. */
    reason: z.string(),
    /** The platform's own words, when it gave any. */
    detail: z.string().nullable(),
    value: z.number().nullable(),
    currency: z.string().nullable(),
    at: z.string(),
  })
  .meta({ id: 'ProfitUploadRefusal' });

export const profitUploadOverviewSchema = z
  .object({
    platform: profitUploadPlatformSchema,
    /** The platform's connection: none, working or broken. */
    connection: z.enum(['none', 'connected', 'broken']),
    /** The demo account's generated connection: nothing is ever sent from it. */
    demo: z.boolean(),
    enabled: z.boolean(),
    target: profitUploadTargetSchema.nullable(),
    /** What may be chosen: Google's conversion actions of type UPLOAD_CLICKS; Meta and Sklik take an id typed in. */
    targets: z.array(profitUploadTargetSchema),
    windowDays: z.number().int(),
    /** The last 30 days: orders sent, refused by the platform, and skipped as not sendable. */
    last30Days: z.object({
      sent: z.number().int(),
      refused: z.number().int(),
      skipped: z.number().int(),
      sentValue: z.number(),
    }),
    /** The latest refusals and skips, newest first (at most 20). */
    lastRefused: z.array(profitUploadRefusalSchema),
  })
  .meta({ id: 'ProfitUploadOverview' });
export type ProfitUploadOverview = z.infer<typeof profitUploadOverviewSchema>;

export const updateProfitUploadSchema = z
  .object({
    enabled: z.boolean(),
    /** Required to turn it on; kept as it was when left out. */
    targetId: z.string().trim().min(1).max(200).optional(),
  })
  .meta({ id: 'UpdateProfitUpload' });
export type UpdateProfitUpload = z.infer<typeof updateProfitUploadSchema>;
