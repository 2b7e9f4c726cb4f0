import { z } from 'zod';
import { AD_CHANNELS } from '../ad-spend.ts';

/** Orders against what the shop's tracking and the ad platforms counted, with both shares. */
const countsSchema = z.object({
  /** Counted orders in the shop (imported), attributed by acquisition source. */
  orders: z.number().int(),
  /** Orders the shop's own tracking reported (order events without the test flag). */
  tracked: z.number().int(),
  /** Conversions the ad platforms reported in the ad-spend data (their own attribution). */
  reported: z.number(),
  /** tracked ÷ orders; null without orders. */
  trackedShare: z.number().nullable(),
  /** reported ÷ orders; null without orders. May exceed 1: platforms count by their own rules. */
  reportedShare: z.number().nullable(),
});
export type ConversionCounts = z.infer<typeof countsSchema>;

/** What a break is about: one ad channel, or `all` — the whole shop (a snippet gone from the thank-you page). */
export const MONITORED_SERIES = [...AD_CHANNELS, 'all'] as const;
export type MonitoredSeries = (typeof MONITORED_SERIES)[number];

export const trackingBreakSchema = z.object({
  channel: z.enum(MONITORED_SERIES),
  /** The first broken day ("tracking may be broken since …"); may lie before the period. */
  startDay: z.string(),
  lastDay: z.string(),
  /** Not recovered up to the end of the period. */
  ongoing: z.boolean(),
  /** The usual tracked share the break is measured against, and the share on its first day. */
  baselineShare: z.number(),
  startShare: z.number(),
});
export type TrackingBreakAlert = z.infer<typeof trackingBreakSchema>;

export const conversionMonitoringReportSchema = z
  .object({
    /** The break rule, so the page can explain it (docs/METRICS.md "Conversion monitoring"). */
    rule: z.object({
      baselineDays: z.number().int(),
      minDayOrders: z.number().int(),
      minBaselineDays: z.number().int(),
      dropRatio: z.number(),
      maxChance: z.number(),
    }),
    /** Whether the shop's tracking ever sent a (non-test) order; else the page leads to setting it up. */
    hasTrackedEvents: z.boolean(),
    /** Whether the shop has any ad spend (where reported conversions come from). */
    hasAdSpend: z.boolean(),
    /** The whole shop in the period: all counted orders (also those no ad channel claims). */
    totals: countsSchema,
    /** The whole shop per day of the period, in order. */
    days: z.array(countsSchema.extend({ day: z.string() })),
    /** Each ad channel with orders, events, reported conversions or a break in the period. */
    channels: z.array(
      countsSchema.extend({
        channel: z.enum(AD_CHANNELS),
        /** Every day of the period, in order. */
        days: z.array(countsSchema.extend({ day: z.string() })),
      }),
    ),
    /** Breaks that reach into the period, oldest first. */
    breaks: z.array(trackingBreakSchema),
  })
  .meta({ id: 'ConversionMonitoringReport' });
export type ConversionMonitoringReport = z.infer<typeof conversionMonitoringReportSchema>;
