import { z } from 'zod';
import { PERIOD_PRESETS } from './analytics/report-query.ts';
import { calendarDay } from './calendar-day.ts';

/**
 * Looker Studio reporting: the shop's data as flat tables Looker Studio reads, either as CSV (through
 * Google Sheets' `IMPORTDATA`) or as the JSON of a community connector (`getSchema` + `getData`).
 */

/** The tables: one row per day; per day and channel; per day and campaign; new against returning per day. */
export const LOOKER_DATASETS = ['daily', 'channels', 'campaigns', 'customers'] as const;
export type LookerDataset = (typeof LOOKER_DATASETS)[number];

/** The longest period a table answers; the per-channel and per-campaign tables read each day on its own. */
export const LOOKER_MAX_DAYS = 366;
export const LOOKER_MAX_MARKETING_DAYS = 92;

/** A field as a Looker Studio community connector declares it in `getSchema()`. */
export const lookerFieldSchema = z
  .object({
    name: z.string(),
    label: z.string(),
    description: z.string(),
    dataType: z.enum(['STRING', 'NUMBER', 'BOOLEAN']),
    semantics: z.object({
      conceptType: z.enum(['DIMENSION', 'METRIC']),
      /** YEAR_MONTH_DAY values are `YYYYMMDD`; CURRENCY_* in the shop's currency. */
      semanticType: z.string(),
    }),
    /** How Looker Studio should add a metric up over rows (AUTO for ratios it must not sum). */
    defaultAggregationType: z.enum(['SUM', 'AVG', 'AUTO', 'NONE']).optional(),
  })
  .meta({ id: 'LookerField' });
export type LookerField = z.infer<typeof lookerFieldSchema>;

export const lookerCellSchema = z.union([z.string(), z.number(), z.null()]);
export type LookerCell = z.infer<typeof lookerCellSchema>;

/** The answer of the JSON endpoint: the schema and the rows in its field order (as `getData()` returns). */
export const lookerTableSchema = z
  .object({
    dataset: z.enum(LOOKER_DATASETS),
    currency: z.string(),
    timeZone: z.string(),
    from: z.string(),
    to: z.string(),
    schema: z.array(lookerFieldSchema),
    rows: z.array(z.object({ values: z.array(lookerCellSchema) })),
  })
  .meta({ id: 'LookerTable' });
export type LookerTable = z.infer<typeof lookerTableSchema>;

/**
 * The period of a table. Presets count back from today in the shop's zone so that a URL saved once
 * in a report keeps moving; `from` and `to` give fixed days.
 */
export const lookerQuerySchema = z
  .object({
    period: z.enum([...PERIOD_PRESETS, 'custom']).default('30d'),
    from: calendarDay().optional(),
    to: calendarDay().optional(),
    /** The API key, for Google Sheets' IMPORTDATA, which cannot send headers (GET tables only). */
    key: z.string().optional(),
  })
  .superRefine((query, ctx) => {
    if (query.period !== 'custom') return;
    if (!query.from || !query.to) {
      ctx.addIssue({ code: 'custom', path: ['from'], message: 'A custom period needs from and to' });
    } else if (query.to < query.from) {
      ctx.addIssue({ code: 'custom', path: ['to'], message: 'to must not be before from' });
    }
  });
export type LookerQuery = z.infer<typeof lookerQuerySchema>;

/** Only the embed addresses of Looker Studio (and its former name, Data Studio) may be framed. */
export const LOOKER_EMBED_HOSTS = ['lookerstudio.google.com', 'datastudio.google.com'] as const;
export const LOOKER_EMBED_URL_MAX = 2000;

/** True for `https://lookerstudio.google.com/embed/…` or `https://datastudio.google.com/embed/…`, nothing else. */
export function isLookerEmbedUrl(value: string): boolean {
  if (value.length > LOOKER_EMBED_URL_MAX) return false;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  return (
    url.protocol === 'https:' &&
    url.username === '' &&
    url.password === '' &&
    url.port === '' &&
    (LOOKER_EMBED_HOSTS as readonly string[]).includes(url.hostname) &&
    url.pathname.startsWith('/embed/')
  );
}

export const saveLookerEmbedSchema = z.object({
  embedUrl: z
    .string({ error: 'looker_embed_url_invalid' })
    .trim()
    .refine(isLookerEmbedUrl, { error: 'looker_embed_url_invalid' }),
});
export type SaveLookerEmbed = z.infer<typeof saveLookerEmbedSchema>;

export const lookerEmbedSchema = z
  .object({
    /** The saved report address, null when none is saved. */
    embedUrl: z.string().nullable(),
    updatedAt: z.string().nullable(),
  })
  .meta({ id: 'LookerEmbed' });
export type LookerEmbed = z.infer<typeof lookerEmbedSchema>;
