import { z } from 'zod';
import { calendarDay } from '../calendar-day.ts';

/** Period presets of SPEC §9, counted back from today in the shop's time zone. */
export const PERIOD_PRESETS = ['7d', '14d', '30d', '60d', '6m', '1y'] as const;
export type PeriodPreset = (typeof PERIOD_PRESETS)[number];
export type PeriodChoice = PeriodPreset | 'custom' | 'all';

/** Trend granularity (SPEC §4); 'auto' picks by the period's length, weeks start on Monday. */
export const GRANULARITIES = ['auto', 'day', 'week', 'month'] as const;
export type GranularityChoice = (typeof GRANULARITIES)[number];
export type Granularity = Exclude<GranularityChoice, 'auto'>;

/** The longest custom period a report answers: ten years of daily data. */
export const MAX_REPORT_DAYS = 3660;

/**
 * What every report takes besides the shop (SPEC §4, §9): a period preset counted back from
 * today in the shop's time zone, `custom` with `from` and `to`, or `all` (the whole history);
 * the granularity of trends; and whether to compare with the previous period of the same length.
 * A report with parameters of its own extends `reportQueryShape` and applies `checkReportPeriod`.
 */
export const reportQueryShape = {
  period: z.enum([...PERIOD_PRESETS, 'custom', 'all']).default('30d'),
  from: calendarDay().optional(),
  to: calendarDay().optional(),
  granularity: z.enum(GRANULARITIES).default('auto'),
  compare: z
    .enum(['true', 'false', '1', '0'])
    .optional()
    .transform((value) => value === 'true' || value === '1'),
};

/** A custom period needs both ends, in order, and at most MAX_REPORT_DAYS days. */
export function checkReportPeriod(
  query: { period: string; from?: string | undefined; to?: string | undefined },
  ctx: z.RefinementCtx,
) {
  if (query.period !== 'custom') return;
  if (!query.from || !query.to) {
    ctx.addIssue({ code: 'custom', path: ['from'], message: 'A custom period needs from and to' });
    return;
  }
  const days = (Date.parse(query.to) - Date.parse(query.from)) / 86_400_000 + 1;
  if (!(days >= 1)) ctx.addIssue({ code: 'custom', path: ['to'], message: 'to must not be before from' });
  if (days > MAX_REPORT_DAYS) {
    ctx.addIssue({ code: 'custom', path: ['to'], message: `At most ${MAX_REPORT_DAYS} days` });
  }
}

export const reportQuerySchema = z
  .object(reportQueryShape)
  .superRefine(checkReportPeriod)
  .meta({ id: 'ReportQuery' });
export type ReportQuery = z.infer<typeof reportQuerySchema>;

const dayRangeSchema = z.object({ from: z.string(), to: z.string() });

/** What a report answered for: the resolved period, granularity and comparison, and the shop's data extent. */
export const reportMetaSchema = z
  .object({
    from: z.string(),
    to: z.string(),
    granularity: z.enum(['day', 'week', 'month']),
    /** The previous period of the same length, when a comparison was asked for. */
    previous: dayRangeSchema.nullable(),
    currency: z.string(),
    timeZone: z.string(),
    /**
     * Today in the shop's zone: the day still under way, whose figures are incomplete. Charts mark
     * the bucket holding it instead of drawing it as a finished day.
     */
    today: z.string(),
    /** False while the shop has no orders at all: the UI leads to the import. */
    hasOrders: z.boolean(),
    firstOrderDay: z.string().nullable(),
    lastOrderDay: z.string().nullable(),
    /**
     * When the shop's rollups were last brought up to date (ISO instant): the report holds every
     * write committed before then. Null while they never were (no orders yet, or the first
     * refresh still running).
     */
    refreshedAt: z.string().nullable(),
    /** True while written orders wait to be counted (a refresh is queued or running). */
    refreshPending: z.boolean(),
    /**
     * How far the running refresh is, 0–1 (its steps done ÷ its steps), or null when none runs or
     * it does not say. With `refreshedAt` null it is how far the shop's first figures are.
     */
    refreshProgress: z.number().min(0).max(1).nullable(),
  })
  .meta({ id: 'ReportMeta' });
export type ReportMeta = z.infer<typeof reportMetaSchema>;

/** A report's answer: its meta and its own data. */
export function reportResponseSchema<T extends z.ZodType>(id: string, data: T) {
  return z.object({ meta: reportMetaSchema, data }).meta({ id });
}
