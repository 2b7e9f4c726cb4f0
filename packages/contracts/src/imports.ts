import { z } from 'zod';
import { AD_CHANNELS } from './ad-spend.ts';

/** The text encodings an import file may be in (Czech Excel saves windows-1250 by default). */
export const textEncodings = ['utf-8', 'windows-1250', 'iso-8859-2', 'utf-16le', 'utf-16be'] as const;
export type TextEncoding = (typeof textEncodings)[number];

export const csvDelimiters = [';', ',', '\t'] as const;
export type CsvDelimiter = (typeof csvDelimiters)[number];

/** The decimal separator of a file's numbers: `,` in Czech exports, `.` in most others. */
export const decimalSeparators = [',', '.'] as const;
export type DecimalSeparator = (typeof decimalSeparators)[number];

/** `dmy` 31.12.2024, `mdy` 12/31/2024, `iso` 2024-12-31 (a time may follow any of them). */
export const dateFormats = ['dmy', 'mdy', 'iso'] as const;
export type DateFormat = (typeof dateFormats)[number];

/**
 * What an import brings in: orders, or daily ad spend per channel and campaign (issue "Marketing"
 * item 1). Chosen at upload; the API and the URL spell it `ad-spend`, the database `ad_spend`.
 */
export const importKinds = ['orders', 'ad-spend'] as const;
export type ImportKind = (typeof importKinds)[number];

/** Known order exports whose columns map automatically. */
export const importPresets = ['ziskomer', 'shoptet', 'woocommerce', 'shopify'] as const;
export type OrderImportPreset = (typeof importPresets)[number];

/**
 * Known ad-spend exports: our own column names and the reports of Google Ads, Sklik and Meta Ads
 * Manager (each of which also says the channel when the file has no channel column).
 */
export const adSpendImportPresets = ['ziskomer', 'google_ads', 'sklik', 'meta'] as const;
export type AdSpendImportPreset = (typeof adSpendImportPresets)[number];

/** Every preset of either kind (an import's options name one of its own kind's). */
export const allImportPresets = [
  'ziskomer',
  'shoptet',
  'woocommerce',
  'shopify',
  'google_ads',
  'sklik',
  'meta',
] as const;
export type ImportPreset = (typeof allImportPresets)[number];

/** What an import does with an invalid order: skip it and report it, or reject the whole file. */
export const invalidRowPolicies = ['skip', 'reject'] as const;
export type InvalidRowPolicy = (typeof invalidRowPolicies)[number];

export const importStatuses = [
  'pending',
  'analysing',
  'ready',
  'running',
  'completed',
  'failed',
  'cancelled',
] as const;
export type ImportStatus = (typeof importStatuses)[number];

export const importSources = ['upload', 'api', 'schedule'] as const;

/**
 * The fields an order import reads. Order fields may repeat on every line of an order or appear
 * on its first line only; item fields describe one order line each.
 */
export const orderImportFields = [
  'orderId',
  'orderDate',
  'customerEmail',
  'customerName',
  'customerFirstName',
  'customerLastName',
  'customerPhone',
  'customerCity',
  'customerCountry',
  'customerZip',
  'revenue',
  'margin',
  'currency',
  'paid',
  'online',
  'cancelled',
  'status',
  'paymentMethod',
  'shippingMethod',
  'acquisitionSource',
  'acquisitionCampaign',
  'productCode',
  'productName',
  'category',
  'quantity',
  'unitPrice',
  'itemMargin',
  'itemType',
] as const;
export type OrderImportField = (typeof orderImportFields)[number];

export const orderImportFieldSchema = z.enum(orderImportFields);

/**
 * The fields an ad-spend import reads: one row is one day of one campaign on one channel, as
 * `POST /api/v1/ad-spend` takes it.
 */
export const adSpendImportFields = [
  'date',
  'channel',
  'account',
  'campaign',
  'campaignId',
  'impressions',
  'clicks',
  'cost',
  'conversions',
  'conversionValue',
  'currency',
] as const;
export type AdSpendImportField = (typeof adSpendImportFields)[number];

/** The fields of both kinds (`currency` is one of each). */
export const importFields = [
  ...orderImportFields,
  ...adSpendImportFields.filter((field) => field !== 'currency'),
] as [OrderImportField | AdSpendImportField, ...(OrderImportField | AdSpendImportField)[]];
export type ImportField = OrderImportField | AdSpendImportField;
export const importFieldSchema = z.enum(importFields);

/** Import field → the header of the column that holds it (the fields of the import's kind). */
export const columnMappingSchema = z
  .partialRecord(importFieldSchema, z.string().min(1).max(300))
  .meta({ id: 'ColumnMapping' });
export type ColumnMapping = z.infer<typeof columnMappingSchema>;

/** The furthest line a header may be on: a few title lines above it, no more. */
export const MAX_HEADER_LINE = 6;

/** The options the user confirms before an import starts (and the analysis proposes). */
export const importOptionsSchema = z
  .object({
    encoding: z.enum(textEncodings),
    delimiter: z.enum(csvDelimiters),
    decimal: z.enum(decimalSeparators),
    dateFormat: z.enum(dateFormats),
    preset: z.enum(allImportPresets).nullable().default(null),
    mapping: columnMappingSchema,
    /**
     * Ad spend only: the channel of every row of a file without a channel column (a Google Ads,
     * Sklik or Meta export says it by its preset; the user may pick it). Ignored for orders.
     */
    channel: z.enum(AD_CHANNELS).nullable().default(null),
    invalidRowPolicy: z.enum(invalidRowPolicies).default('skip'),
    /**
     * The line of the header: 1, or a later one when the file opens with title lines (a Google
     * Ads report starts with its name and period). Detected by the analysis when not given.
     */
    headerLine: z.number().int().min(1).max(MAX_HEADER_LINE).optional(),
  })
  .meta({ id: 'ImportOptions' });
export type ImportOptions = z.output<typeof importOptionsSchema>;
export type ImportOptionsInput = z.input<typeof importOptionsSchema>;

/** A problem with the file or one of its cells: a code the web app can translate, and its text. */
export const importProblemSchema = z
  .object({
    code: z.string(),
    /** 1-based line of the file (the header is line 1), when the problem has one. */
    line: z.number().int().nullable(),
    column: z.string().nullable(),
    /** The text in the caller's language. */
    message: z.string(),
  })
  .meta({ id: 'ImportProblem' });
export type ImportProblem = z.infer<typeof importProblemSchema>;

/**
 * Counts of orders (all rows with one order id, wherever they stand in the file) — of rows in an ad-spend
 * import — which always add up: inserted + updated + unchanged + duplicates + rejected = orders.
 */
export const importCountsSchema = z
  .object({
    orders: z.number().int(),
    inserted: z.number().int(),
    updated: z.number().int(),
    unchanged: z.number().int(),
    duplicates: z.number().int(),
    rejected: z.number().int(),
  })
  .meta({ id: 'ImportCounts' });
export type ImportCounts = z.infer<typeof importCountsSchema>;

/** SPEC §3 "Progress": bytes of the file read (current/total), and data rows processed. */
export const importProgressSchema = z
  .object({
    current: z.number().int(),
    total: z.number().int(),
    percentage: z.number().int().min(0).max(100),
    recordsProcessed: z.number().int(),
    /** The data rows of the file: an estimate until the import has read it all. */
    totalRecords: z.number().int().nullable(),
  })
  .meta({ id: 'ImportProgress' });
export type ImportProgress = z.infer<typeof importProgressSchema>;

export const importSchema = z
  .object({
    id: z.uuid(),
    kind: z.enum(importKinds),
    source: z.enum(importSources),
    fileName: z.string(),
    status: z.enum(importStatuses),
    options: importOptionsSchema.nullable(),
    counts: importCountsSchema,
    progress: importProgressSchema,
    /** Why the import failed (or, for a rejected file, the first invalid row). */
    error: importProblemSchema.nullable(),
    createdBy: z.string().nullable(),
    createdAt: z.string(),
    startedAt: z.string().nullable(),
    finishedAt: z.string().nullable(),
  })
  .meta({ id: 'Import' });
export type Import = z.infer<typeof importSchema>;

export const importListSchema = z.object({ items: z.array(importSchema) }).meta({ id: 'ImportList' });
export type ImportList = z.infer<typeof importListSchema>;

/** SPEC §9: the import list shows the 10 most recent sessions. */
export const RECENT_IMPORTS = 10;

/** Query of the analysis: each option overrides what was detected (to preview another encoding …). */
export const importAnalysisQuerySchema = z.object({
  encoding: z.enum(textEncodings).optional(),
  delimiter: z.enum(csvDelimiters).optional(),
  decimal: z.enum(decimalSeparators).optional(),
  dateFormat: z.enum(dateFormats).optional(),
  preset: z.enum(allImportPresets).optional(),
  /** A JSON object field → header, replacing the detected mapping. */
  mapping: z.string().max(20_000).optional(),
  /** Ad spend: the channel of a file without a channel column. */
  channel: z.enum(AD_CHANNELS).optional(),
  /** The header's line, when not the detected one. */
  headerLine: z.coerce.number().int().min(1).max(MAX_HEADER_LINE).optional(),
});

export const importPreviewRowSchema = z
  .object({
    line: z.number().int(),
    cells: z.array(z.string()),
    /** The parsed value of each mapped field (amounts as numbers, dates as ISO instants). */
    values: z.partialRecord(importFieldSchema, z.union([z.string(), z.number(), z.boolean(), z.null()])),
    problems: z.array(importProblemSchema),
  })
  .meta({ id: 'ImportPreviewRow' });

export const importAnalysisSchema = z
  .object({
    importId: z.uuid(),
    kind: z.enum(importKinds),
    bytesTotal: z.number().int(),
    encoding: z.object({
      detected: z.enum(textEncodings),
      /** True when the bytes prove it (a BOM or valid multi-byte UTF-8); otherwise a proposal to confirm. */
      certain: z.boolean(),
      alternatives: z.array(z.enum(textEncodings)),
    }),
    /** The options in effect for this analysis: detected, or as overridden in the query. */
    options: importOptionsSchema.omit({ invalidRowPolicy: true }),
    header: z.array(z.string()),
    detectedPreset: z.enum(allImportPresets).nullable(),
    /** Required fields that no column is mapped to; the import cannot start without them. */
    missing: z.array(importFieldSchema),
    preview: z.array(importPreviewRowSchema),
    /** Data rows, estimated from the preview's average row size. */
    rowEstimate: z.number().int(),
    /** Problems with the whole file that stop the import from starting. */
    problems: z.array(importProblemSchema),
    canStart: z.boolean(),
  })
  .meta({ id: 'ImportAnalysis' });
export type ImportAnalysis = z.infer<typeof importAnalysisSchema>;

export const importErrorListSchema = z
  .object({ items: z.array(importProblemSchema), total: z.number().int() })
  .meta({ id: 'ImportErrorList' });

export const deleteOrderDataResponseSchema = z
  .object({ message: z.literal('Order data successfully deleted') })
  .meta({ id: 'DeleteOrderDataResponse' });
