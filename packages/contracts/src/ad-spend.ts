import { z } from 'zod';
import { calendarDay } from './calendar-day.ts';

/** The ad channels of the product; connectors write into the same ones. */
export const AD_CHANNELS = ['google_ads', 'meta', 'sklik', 'heureka', 'zbozi', 'other'] as const;
export type AdChannel = (typeof AD_CHANNELS)[number];

/** Rows in one `POST /api/v1/ad-spend` request. */
export const MAX_PUBLIC_AD_SPEND_ROWS = 1000;

const money = z.number().min(0).max(1_000_000_000);

/**
 * One day of one campaign's spend (issue "Marketing" item 1). A row is identified by its day,
 * channel, account and campaign: sending it again replaces it (the platforms revise yesterday's
 * figures). Amounts in the shop's currency.
 */
export const adSpendRowInputSchema = z
  .object({
    date: calendarDay(),
    channel: z.enum(AD_CHANNELS),
    account: z.string().trim().max(200).nullish(),
    campaign: z.string().trim().max(300).nullish(),
    campaignId: z.string().trim().max(100).nullish(),
    impressions: z.number().int().min(0).max(1e12).default(0),
    clicks: z.number().int().min(0).max(1e12).default(0),
    cost: money,
    conversions: z.number().min(0).max(1e9).default(0),
    conversionValue: money.default(0),
    currency: z
      .string()
      .trim()
      .regex(/^[A-Z]{3}$/)
      .default('CZK'),
  })
  .meta({
    id: 'AdSpendRowInput',
    example: {
      date: '2024-12-02',
      channel: 'sklik',
      account: 'Kávová pražírna',
      campaign: 'Vánoce – káva',
      impressions: 18_450,
      clicks: 412,
      cost: 2_318.4,
      conversions: 14,
      conversionValue: 9_870,
      currency: 'CZK',
    },
  });
export type AdSpendRowInput = z.input<typeof adSpendRowInputSchema>;
export type AdSpendRow = z.output<typeof adSpendRowInputSchema>;

export const adSpendBatchSchema = z
  .object({ rows: z.array(z.unknown()).min(1).max(MAX_PUBLIC_AD_SPEND_ROWS) })
  .meta({ id: 'AdSpendBatch' });

export const adSpendRowResultSchema = z
  .object({
    index: z.number().int(),
    status: z.enum(['inserted', 'updated', 'unchanged', 'duplicate', 'rejected']),
    errors: z.array(z.object({ path: z.string(), code: z.string(), message: z.string() })).optional(),
  })
  .meta({ id: 'AdSpendRowResult' });

export const adSpendBatchResultSchema = z
  .object({
    inserted: z.number().int(),
    updated: z.number().int(),
    unchanged: z.number().int(),
    duplicates: z.number().int(),
    rejected: z.number().int(),
    rows: z.array(adSpendRowResultSchema),
  })
  .meta({ id: 'AdSpendBatchResult' });
export type AdSpendBatchResult = z.infer<typeof adSpendBatchResultSchema>;
