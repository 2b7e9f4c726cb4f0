import { z } from 'zod';
import { AD_CHANNELS } from '../ad-spend.ts';
import { businessQuadrantSchema, performanceScenarioSchema } from './business-performance.ts';

/** The ratios of one slice (shop, channel, campaign); each null when its denominator is zero. */
const ratiosSchema = z.object({
  /** Gross profit ÷ ad spend. */
  poas: z.number().nullable(),
  /** Revenue ÷ ad spend. */
  roas: z.number().nullable(),
  /** Ad spend ÷ revenue × 100. */
  pno: z.number().nullable(),
  costPerOrder: z.number().nullable(),
  costPerNewCustomer: z.number().nullable(),
});

export const spendGuidanceSchema = z.enum([
  'pno_above_limit',
  'poas_below_break_even',
  'frequency_too_high',
  'frequency_too_low',
]);

const figuresSchema = z.object({
  adSpend: z.number(),
  revenue: z.number(),
  /** Gross profit (margin) of the attributed orders. */
  grossProfit: z.number(),
  orders: z.number().int(),
  /** Customers whose first order is attributed here; null for campaigns (not tracked per campaign). */
  newCustomers: z.number().int().nullable(),
  impressions: z.number(),
  clicks: z.number(),
  /** Conversions and their value as the ad platforms report them (their own attribution). */
  platformConversions: z.number(),
  platformConversionValue: z.number(),
});

const sliceSchema = figuresSchema
  .extend(ratiosSchema.shape)
  .extend({ guidance: z.array(spendGuidanceSchema) });

export const marketingReportSchema = z
  .object({
    /** Whether the shop has any ad spend at all (else the page leads to bringing it in). */
    hasAdSpend: z.boolean(),
    breakEvenPoas: z.number(),
    pnoLimitPercent: z.number(),
    /**
     * The shop's totals are blended: every counted order's gross profit against all ad spend
     * (`totals.poas`, "POAS celkem"). This splits that profit into what the ad channels brought
     * and what no channel claims, so the headline can show both beside each other.
     */
    attribution: z.object({
      /** Orders some ad channel claims; `poas` is their gross profit ÷ all ad spend. */
      attributed: z.object({
        orders: z.number().int(),
        revenue: z.number(),
        grossProfit: z.number(),
        poas: z.number().nullable(),
        /** The same in the previous period, when the report compares. */
        previousPoas: z.number().nullable(),
      }),
      /** Orders no ad channel claims (direct, organic, e-mail, no source). */
      unattributed: z.object({ orders: z.number().int(), revenue: z.number(), grossProfit: z.number() }),
    }),
    totals: sliceSchema,
    previous: sliceSchema.nullable(),
    /** Returning customers' orders: total minus the new customers' first orders. */
    split: z.object({
      newCustomers: z.object({ orders: z.number().int(), revenue: z.number(), grossProfit: z.number() }),
      returning: z.object({ orders: z.number().int(), revenue: z.number(), grossProfit: z.number() }),
    }),
    trend: z.array(
      z.object({
        bucket: z.string(),
        adSpend: z.number(),
        revenue: z.number(),
        grossProfit: z.number(),
        poas: z.number().nullable(),
        roas: z.number().nullable(),
      }),
    ),
    /** Every channel with spend or attributed orders; `unattributed` holds orders no channel claims. */
    channels: z.array(sliceSchema.extend({ channel: z.enum([...AD_CHANNELS, 'unattributed']) })),
    /** Campaigns with spend, by spend, at most 200. */
    campaigns: z.array(
      sliceSchema.extend({ channel: z.enum(AD_CHANNELS), account: z.string(), campaign: z.string() }),
    ),
    scenario: performanceScenarioSchema.nullable(),
    quadrant: businessQuadrantSchema,
  })
  .meta({ id: 'MarketingReport' });
export type MarketingReport = z.infer<typeof marketingReportSchema>;
export type MarketingSlice = MarketingReport['totals'];
