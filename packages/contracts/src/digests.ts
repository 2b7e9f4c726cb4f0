import { z } from 'zod';

/**
 * E-mail digests and anomaly alerts of a shop (issue 18; docs/API.md "E-mail digests"). Invalid
 * input names an error code as the zod message, answered instead of the generic validation_failed.
 */

export const digestFrequencies = ['off', 'weekly', 'monthly'] as const;
export type DigestFrequencyChoice = (typeof digestFrequencies)[number];

export const digestPeriods = ['week', 'month'] as const;
export type DigestPeriodName = (typeof digestPeriods)[number];

export const digestLanguages = ['cs', 'en'] as const;
export type DigestLanguage = (typeof digestLanguages)[number];

/** At most this many recipients per shop: a digest is for the people who run it, not a newsletter. */
export const DIGEST_RECIPIENTS_MAX = 25;

const dayRangeSchema = z.object({ from: z.string(), to: z.string() });

/** A figure in the digest's period, the period before and the same period a year earlier. */
export const digestMetricSchema = z
  .object({
    current: z.number().nullable(),
    previous: z.number().nullable(),
    lastYear: z.number().nullable(),
    /** (current − previous) ÷ |previous| as a fraction; null without a comparison. */
    changeVsPrevious: z.number().nullable(),
    changeVsLastYear: z.number().nullable(),
  })
  .meta({ id: 'DigestMetric' });
export type DigestMetric = z.infer<typeof digestMetricSchema>;

export const digestMoverSchema = z
  .object({
    key: z.string(),
    label: z.string(),
    /** Revenue in the period and in the period before (the shop's currency, with VAT). */
    current: z.number(),
    previous: z.number(),
    change: z.number(),
  })
  .meta({ id: 'DigestMover' });
export type DigestMover = z.infer<typeof digestMoverSchema>;

export const digestFiguresSchema = z
  .object({
    shopId: z.uuid(),
    shopName: z.string(),
    currency: z.string(),
    timeZone: z.string(),
    period: z.enum(digestPeriods),
    /** The last complete week (Monday–Sunday) or calendar month in the shop's time zone. */
    current: dayRangeSchema,
    previous: dayRangeSchema,
    lastYear: dayRangeSchema,
    /** 'week:2026-11-16' or 'month:2026-10': the period in the delivery log. */
    periodKey: z.string(),
    metrics: z.object({
      /** The orders report's totals: revenue with VAT, counted orders, gross margin. */
      revenue: digestMetricSchema,
      orders: digestMetricSchema,
      margin: digestMetricSchema,
      /** The marketing report's blended totals: gross profit ÷ ad spend, ad spend ÷ revenue in %. */
      poas: digestMetricSchema,
      pno: digestMetricSchema,
      adSpend: digestMetricSchema,
    }),
    /** Revenue per day of the period and of the period before, for the chart. */
    daily: z.array(z.object({ day: z.string(), revenue: z.number(), previousRevenue: z.number() })),
    /** The three biggest revenue changes against the period before. */
    movers: z.object({
      channels: z.array(digestMoverSchema),
      campaigns: z.array(digestMoverSchema),
      products: z.array(digestMoverSchema),
    }),
    open: z.object({
      anomalyAlerts: z.number().int(),
      budgetAlerts: z.number().int(),
      tasks: z.number().int(),
    }),
  })
  .meta({ id: 'DigestFigures' });
export type DigestFigures = z.infer<typeof digestFiguresSchema>;

export const digestPreviewQuerySchema = z.object({
  period: z.enum(digestPeriods).default('week'),
});

export const digestRecipientSchema = z
  .object({
    id: z.uuid(),
    /** Set for a member of the shop; null for an outside address. */
    userId: z.string().nullable(),
    name: z.string().nullable(),
    email: z.string(),
    language: z.enum(digestLanguages),
    /** When the recipient used the unsubscribe link; null while subscribed. */
    unsubscribedAt: z.string().nullable(),
  })
  .meta({ id: 'DigestRecipient' });
export type DigestRecipient = z.infer<typeof digestRecipientSchema>;

export const digestSettingsSchema = z
  .object({
    frequency: z.enum(digestFrequencies),
    anomalyAlerts: z.boolean(),
    /** When the next scheduled digest goes out; null while off. */
    nextSendAt: z.string().nullable(),
    recipients: z.array(digestRecipientSchema),
    /** The shop's members not yet among the recipients, to pick from. */
    members: z.array(z.object({ userId: z.string(), name: z.string(), email: z.string() })),
  })
  .meta({ id: 'DigestSettings' });
export type DigestSettings = z.infer<typeof digestSettingsSchema>;

export const updateDigestSettingsSchema = z
  .object({
    frequency: z.enum(digestFrequencies, { error: 'digest_frequency_invalid' }),
    anomalyAlerts: z.boolean({ error: 'validation_failed' }),
  })
  .meta({ id: 'UpdateDigestSettings' });
export type UpdateDigestSettings = z.infer<typeof updateDigestSettingsSchema>;

export const createDigestRecipientSchema = z
  .union([
    z.object({
      userId: z.string().min(1).max(100),
      language: z.enum(digestLanguages, { error: 'digest_language_invalid' }),
    }),
    z.object({
      email: z
        .string()
        .trim()
        .toLowerCase()
        .max(254, { error: 'digest_email_invalid' })
        .pipe(z.email({ error: 'digest_email_invalid' })),
      language: z.enum(digestLanguages, { error: 'digest_language_invalid' }),
    }),
  ])
  .meta({ id: 'CreateDigestRecipient' });
export type CreateDigestRecipient = z.infer<typeof createDigestRecipientSchema>;

export const updateDigestRecipientSchema = z
  .object({
    language: z.enum(digestLanguages, { error: 'digest_language_invalid' }).optional(),
    /** true subscribes an unsubscribed member again (only members: an outside address asks itself). */
    subscribed: z.literal(true).optional(),
  })
  .meta({ id: 'UpdateDigestRecipient' });
export type UpdateDigestRecipient = z.infer<typeof updateDigestRecipientSchema>;

export const digestDeliverySchema = z
  .object({
    id: z.uuid(),
    kind: z.enum(['digest', 'preview', 'alert']),
    periodKey: z.string(),
    email: z.string(),
    language: z.enum(digestLanguages),
    /** sending: handed to the mailer; unknown: the server stopped while sending, not sent again. */
    status: z.enum(['sending', 'sent', 'failed', 'unknown']),
    error: z.string().nullable(),
    attempts: z.number().int(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: 'DigestDelivery' });
export type DigestDelivery = z.infer<typeof digestDeliverySchema>;

export const digestDeliveryListSchema = z
  .object({ items: z.array(digestDeliverySchema) })
  .meta({ id: 'DigestDeliveryList' });
export type DigestDeliveryList = z.infer<typeof digestDeliveryListSchema>;

export const sendDigestPreviewSchema = z
  .object({
    period: z.enum(digestPeriods, { error: 'digest_period_invalid' }),
    language: z.enum(digestLanguages, { error: 'digest_language_invalid' }),
  })
  .meta({ id: 'SendDigestPreview' });
export type SendDigestPreview = z.infer<typeof sendDigestPreviewSchema>;

export const digestPreviewQueuedSchema = z
  .object({ email: z.string(), jobId: z.string() })
  .meta({ id: 'DigestPreviewQueued' });

export const unsubscribeDigestSchema = z
  .object({ token: z.string().min(1).max(500) })
  .meta({ id: 'UnsubscribeDigest' });

export const unsubscribedDigestSchema = z
  .object({ email: z.string(), shopName: z.string() })
  .meta({ id: 'UnsubscribedDigest' });
export type UnsubscribedDigest = z.infer<typeof unsubscribedDigestSchema>;

export const anomalyMetrics = ['revenue', 'orders', 'margin', 'adSpend', 'poas', 'trackedShare'] as const;
export type AnomalyMetricName = (typeof anomalyMetrics)[number];

export const anomalyAlertSchema = z
  .object({
    id: z.uuid(),
    day: z.string(),
    metric: z.enum(anomalyMetrics),
    direction: z.enum(['up', 'down']),
    value: z.number(),
    baseline: z.number(),
    lower: z.number(),
    upper: z.number(),
    createdAt: z.string(),
    resolvedAt: z.string().nullable(),
    /** The report and day to look at, a path of the web app. */
    reportPath: z.string(),
  })
  .meta({ id: 'AnomalyAlert' });
export type AnomalyAlert = z.infer<typeof anomalyAlertSchema>;

export const anomalyAlertListSchema = z
  .object({ items: z.array(anomalyAlertSchema), openCount: z.number().int() })
  .meta({ id: 'AnomalyAlertList' });
export type AnomalyAlertList = z.infer<typeof anomalyAlertListSchema>;
