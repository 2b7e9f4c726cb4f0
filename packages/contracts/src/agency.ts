import { z } from 'zod';
import { checkReportPeriod, reportQueryShape } from './analytics/report-query.ts';
import { roleSchema } from './roles.ts';

/** The most shops one request may narrow the overview to. */
export const MAX_AGENCY_SHOP_FILTER = 200;

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const UUID_LIST = new RegExp(`^${UUID}(,${UUID})*$`, 'i');

/**
 * GET /api/agency: the period as every report takes it (the comparison with the previous period is
 * always made, so there is no `compare`), and optionally `shops`, comma-separated ids that narrow
 * the overview. Ids the user cannot see are left out silently, like ids that do not exist: the
 * answer never says whether someone else's shop exists.
 */
export const agencyQuerySchema = z
  .object({
    period: reportQueryShape.period,
    from: reportQueryShape.from,
    to: reportQueryShape.to,
    granularity: reportQueryShape.granularity,
    shops: z
      .string()
      .regex(UUID_LIST, 'Expected shop ids separated by commas')
      .optional()
      .transform((value) => (value === undefined ? undefined : [...new Set(value.toLowerCase().split(','))]))
      .refine((ids) => ids === undefined || ids.length <= MAX_AGENCY_SHOP_FILTER, {
        message: `At most ${MAX_AGENCY_SHOP_FILTER} shops`,
      }),
  })
  .superRefine(checkReportPeriod)
  .meta({ id: 'AgencyQuery' });
export type AgencyQuery = z.infer<typeof agencyQuerySchema>;

/** Sums of a period and the ratios recomputed from them; a ratio is null when its denominator is zero. */
export const agencyFiguresSchema = z
  .object({
    revenue: z.number(),
    /** Gross profit (margin) of the counted orders. */
    grossProfit: z.number(),
    adSpend: z.number(),
    orders: z.number().int(),
    /** Gross profit ÷ ad spend; null without spend. */
    poas: z.number().nullable(),
    /** Ad spend ÷ revenue × 100; null without revenue. */
    pno: z.number().nullable(),
  })
  .meta({ id: 'AgencyFigures' });
export type AgencyFigures = z.infer<typeof agencyFiguresSchema>;

const dayRangeSchema = z.object({ from: z.string(), to: z.string() });

export const agencyShopRowSchema = z
  .object({
    shop: z.object({
      id: z.uuid(),
      name: z.string(),
      storeDomain: z.string(),
      projectName: z.string().nullable(),
      currency: z.string(),
      /** The user's role in the shop (the higher of direct access and project membership). */
      role: roleSchema,
    }),
    /** The period resolved in the shop's time zone, and the previous one of the same length. */
    period: dayRangeSchema,
    previousPeriod: dayRangeSchema,
    granularity: z.enum(['day', 'week', 'month']),
    /** False while the shop has no orders at all. */
    hasOrders: z.boolean(),
    /**
     * True during the shop's first rollups refresh (ReportMeta: never refreshed, refresh pending):
     * its figures are the half-filled rollups', so the overview shows none of them.
     */
    computingFirstFigures: z.boolean(),
    /** False while the shop has never sent ad spend (POAS and PNO cannot be known yet). */
    hasAdSpend: z.boolean(),
    figures: agencyFiguresSchema,
    previous: agencyFiguresSchema,
    /** Every bucket of the period, for the sparkline. */
    trend: z.array(
      z.object({ bucket: z.string(), revenue: z.number(), grossProfit: z.number(), adSpend: z.number() }),
    ),
    /**
     * The shop's active budgets in their current periods (as of today, whatever the chosen
     * period): spent ÷ total as a fraction (1 = the whole budget); null when it has none.
     */
    budget: z.object({ spent: z.number(), total: z.number(), use: z.number() }).nullable(),
    /** Budget alerts not resolved yet. */
    openAlerts: z.number().int(),
  })
  .meta({ id: 'AgencyShopRow' });
export type AgencyShopRow = z.infer<typeof agencyShopRowSchema>;

export const agencyOverviewSchema = z
  .object({
    breakEvenPoas: z.number(),
    /** Every shop in the user's scope (or in the requested subset of it), newest first. */
    shops: z.array(agencyShopRowSchema),
    /**
     * Sums over exactly the listed shops, one entry per currency (money of different currencies is
     * never added up), with POAS and PNO recomputed from the sums.
     */
    totals: z.array(
      z.object({
        currency: z.string(),
        shopCount: z.number().int(),
        figures: agencyFiguresSchema,
        previous: agencyFiguresSchema,
      }),
    ),
  })
  .meta({ id: 'AgencyOverview' });
export type AgencyOverview = z.infer<typeof agencyOverviewSchema>;
