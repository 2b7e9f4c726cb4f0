import { z } from 'zod';

/** Headline figures of a period; money in the shop's currency, revenue including VAT. */
export const periodTotalsSchema = z
  .object({
    revenue: z.number(),
    revenueWithoutVat: z.number(),
    orders: z.number().int(),
    margin: z.number(),
    /** margin ÷ revenue × 100 as SPEC §3 defines it (revenue including VAT); null without revenue. */
    marginPercent: z.number().nullable(),
    averageOrderValue: z.number().nullable(),
    cancelledOrders: z.number().int(),
    newCustomers: z.number().int(),
    /** Orders whose margin is the 30 % estimate (SPEC §9), so the UI can say so. */
    estimatedMarginOrders: z.number().int(),
    /** Ad spend of the period, every channel (0 while the shop has sent none). */
    adSpend: z.number(),
    /** Gross profit ÷ ad spend; null without ad spend (docs/METRICS.md "Marketing"). */
    poas: z.number().nullable(),
  })
  .meta({ id: 'PeriodTotals' });
export type PeriodTotals = z.infer<typeof periodTotalsSchema>;

export const shopSummaryQuerySchema = z.object({
  days: z.coerce.number().int().min(1).max(366).default(30),
});

export const shopSummarySchema = z
  .object({
    from: z.string(),
    to: z.string(),
    currency: z.string(),
    current: periodTotalsSchema,
    previous: periodTotalsSchema,
    daily: z.array(
      z.object({ day: z.string(), revenue: z.number(), orders: z.number().int(), margin: z.number() }),
    ),
    /** Whether the shop has any order at all (else the home shows the onboarding checklist). */
    hasOrders: z.boolean(),
    /** Whether the shop has any ad spend at all, from a connection or an import (the checklist's ad step). */
    hasAdSpend: z.boolean(),
    lastOrderDay: z.string().nullable(),
    /** The rollups' freshness, as in a report's meta (ReportMeta): null `refreshedAt` while never refreshed. */
    refreshedAt: z.string().nullable(),
    refreshPending: z.boolean(),
    refreshProgress: z.number().min(0).max(1).nullable(),
  })
  .meta({ id: 'ShopSummary' });
export type ShopSummary = z.infer<typeof shopSummarySchema>;
