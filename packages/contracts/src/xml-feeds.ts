import { z } from 'zod';
import { importFrequencies } from './import-schedules.ts';

/** The product feed formats read and written: Google Merchant (RSS/Atom), Heureka, Zboží.cz. */
export const feedFormats = ['google', 'heureka', 'zbozi'] as const;
export type FeedFormat = (typeof feedFormats)[number];

/** 'fetching' while a job reads the file or writes the transformed items. */
export const feedStatuses = ['pending', 'fetching', 'ready', 'failed'] as const;
export type FeedStatus = (typeof feedStatuses)[number];

/** What can be wrong with one item; each has a Czech and English text (`xmlFeeds.problems`). */
export const feedProblemCodes = [
  'missing_id',
  'missing_title',
  'missing_price',
  'bad_price',
  'bad_url',
] as const;
export type FeedProblemCode = (typeof feedProblemCodes)[number];

/** The labels a profit rule writes, so ad campaigns can bid by margin. */
export const marginLabels = ['high_margin', 'mid_margin', 'low_margin', 'no_sales'] as const;
export const CROSS_SELL_HUB_LABEL = 'cross_sell_hub';

/** The longest URL a feed keeps; the most rules a feed has. */
export const FEED_URL_MAX = 2048;
export const FEED_RULES_MAX = 30;
/** Items per page of the items table, and items in a preview. */
export const FEED_ITEMS_PAGE_SIZE = 50;
export const FEED_PREVIEW_SIZE = 20;

/** A field of an item by its canonical name (packages/domain/src/xml-feeds/feed-fields.ts). */
const fieldName = z
  .string()
  .trim()
  .regex(/^[a-z][a-z0-9_]{0,49}$/, 'a field name: lowercase letters, digits and _');

export const feedRuleSchema = z
  .discriminatedUnion('type', [
    z.strictObject({ type: z.literal('rename'), from: fieldName, to: fieldName }),
    z.strictObject({ type: z.literal('default'), field: fieldName, value: z.string().max(500) }),
    /** `{title} – {brand}`: each `{field}` is the item's value (empty when it has none). */
    z.strictObject({ type: z.literal('template'), field: fieldName, template: z.string().min(1).max(1000) }),
    /** high_margin at ≥ highPercent, low_margin below lowPercent, mid_margin between, no_sales without sales. */
    z.strictObject({
      type: z.literal('margin_label'),
      field: fieldName,
      highPercent: z.number().min(0).max(100),
      lowPercent: z.number().min(0).max(100),
    }),
    /** cross_sell_hub for products in the shop's top pairs bought together. */
    z.strictObject({
      type: z.literal('cross_sell_label'),
      field: fieldName,
      topPairs: z.number().int().min(1).max(100),
    }),
  ])
  .meta({ id: 'FeedRule' });
export type FeedRule = z.infer<typeof feedRuleSchema>;

export const feedTransformsSchema = z
  .strictObject({
    outputFormat: z.enum(feedFormats),
    rules: z.array(feedRuleSchema).max(FEED_RULES_MAX),
  })
  .meta({ id: 'FeedTransforms' });
export type FeedTransforms = z.infer<typeof feedTransformsSchema>;

export const DEFAULT_FEED_TRANSFORMS: FeedTransforms = { outputFormat: 'google', rules: [] };

const feedName = z.string().trim().min(1).max(120);
/** Checked here for shape only; the server then applies the outbound guard. */
const feedUrl = z.string().trim().min(1).max(FEED_URL_MAX);

export const createXmlFeedSchema = z
  .strictObject({
    name: feedName,
    url: feedUrl,
    frequency: z.enum(importFrequencies).default('daily'),
  })
  .meta({ id: 'CreateXmlFeed' });
export type CreateXmlFeed = z.input<typeof createXmlFeedSchema>;

export const updateXmlFeedSchema = z
  .strictObject({
    name: feedName.optional(),
    url: feedUrl.optional(),
    frequency: z.enum(importFrequencies).optional(),
    isActive: z.boolean().optional(),
  })
  .meta({ id: 'UpdateXmlFeed' });
export type UpdateXmlFeed = z.infer<typeof updateXmlFeedSchema>;

export const xmlFeedSchema = z
  .object({
    id: z.uuid(),
    shopId: z.uuid(),
    name: z.string(),
    url: z.string(),
    frequency: z.enum(importFrequencies),
    isActive: z.boolean(),
    /** Detected on the last successful fetch. */
    sourceFormat: z.enum(feedFormats).nullable(),
    status: z.enum(feedStatuses),
    lastFetchedAt: z.string().nullable(),
    /** Why the last fetch failed, in the caller's language; the previous items stay. */
    lastError: z.object({ code: z.string(), message: z.string() }).nullable(),
    itemCount: z.number().int(),
    errorCount: z.number().int(),
    nextRunAt: z.string().nullable(),
    transforms: feedTransformsSchema,
    publishedTransforms: feedTransformsSchema.nullable(),
    publishedAt: z.string().nullable(),
    /** The public URL of the transformed feed, once published. */
    publicUrl: z.string().nullable(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: 'XmlFeed' });
export type XmlFeed = z.infer<typeof xmlFeedSchema>;

export const xmlFeedListSchema = z.object({ items: z.array(xmlFeedSchema) }).meta({ id: 'XmlFeedList' });
export type XmlFeedList = z.infer<typeof xmlFeedListSchema>;

const problemSchema = z.object({ code: z.enum(feedProblemCodes), message: z.string() });

export const feedItemSchema = z
  .object({
    position: z.number().int(),
    itemId: z.string().nullable(),
    title: z.string().nullable(),
    fields: z.record(z.string(), z.string()),
    problems: z.array(problemSchema),
  })
  .meta({ id: 'FeedItem' });
export type FeedItem = z.infer<typeof feedItemSchema>;

export const feedItemsQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  search: z.string().trim().max(200).optional(),
  /** Only items with problems (the errors tab). */
  problems: z.enum(['only']).optional(),
});

export const feedItemPageSchema = z
  .object({
    items: z.array(feedItemSchema),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
    /** Items with each problem, over the whole feed. */
    problemCounts: z.record(z.string(), z.number().int()),
  })
  .meta({ id: 'FeedItemPage' });
export type FeedItemPage = z.infer<typeof feedItemPageSchema>;

export const feedPreviewSchema = z
  .object({
    outputFormat: z.enum(feedFormats),
    items: z.array(
      z.object({
        position: z.number().int(),
        source: z.record(z.string(), z.string()),
        output: z.record(z.string(), z.string()),
        /** Fields whose value the transforms changed, added or removed. */
        changed: z.array(z.string()),
      }),
    ),
    /** The first items as the published feed would write them. */
    xml: z.string(),
  })
  .meta({ id: 'FeedPreview' });
export type FeedPreview = z.infer<typeof feedPreviewSchema>;
