import { z } from 'zod';
import { AD_CHANNELS } from './ad-spend.ts';
import {
  allImportPresets,
  csvDelimiters,
  dateFormats,
  decimalSeparators,
  importKinds,
  importProblemSchema,
  importSchema,
  invalidRowPolicies,
  textEncodings,
} from './imports.ts';
import { orderInputSchema } from './orders.ts';

/**
 * The public import API under /api/v1, called with a shop's API key. The key names the shop:
 * nothing in a request can point at another one.
 */

/** Orders in one `POST /api/v1/orders` request. */
export const MAX_PUBLIC_ORDERS = 1000;
/** Row errors in the answer of `GET /api/v1/imports/{importId}` (all of them: the CSV in the app). */
export const PUBLIC_IMPORT_ROW_ERRORS = 100;
/** An `Idempotency-Key` counts for this long; after it the same key is a new request. */
export const IDEMPOTENCY_TTL_HOURS = 24;

const orderExample = {
  orderId: '2024-000123',
  orderDate: '2024-12-31T14:05:00+01:00',
  customerEmail: 'jana.novakova@example.cz',
  customerName: 'Jana Nováková',
  customerCity: 'Brno',
  customerCountry: 'CZ',
  revenue: 1234.5,
  currency: 'CZK',
  paid: true,
  status: 'Vyřízena',
  paymentMethod: 'Kartou online',
  shippingMethod: 'Zásilkovna',
  acquisitionSource: 'google',
  acquisitionCampaign: 'vanoce-2024',
  items: [
    {
      productCode: 'KAV-250',
      productName: 'Káva Etiopie 250 g',
      category: 'Káva',
      quantity: 2,
      unitPrice: 389,
    },
    {
      productCode: 'MLY-01',
      productName: 'Ruční mlýnek',
      category: 'Příslušenství',
      quantity: 1,
      unitPrice: 456.5,
    },
  ],
};

export const publicOrderBatchSchema = z
  .object({ orders: z.array(orderInputSchema).min(1).max(MAX_PUBLIC_ORDERS) })
  .meta({ id: 'PublicOrderBatch', example: { orders: [orderExample] } });
export type PublicOrderBatch = z.input<typeof publicOrderBatchSchema>;

/**
 * What happened to one order of a batch:
 * - `inserted`, `updated`, `unchanged`: stored new, replaced, or already stored with this content;
 * - `duplicate`: its `orderId` came earlier in the same batch (the last occurrence is stored);
 * - `rejected`: invalid, nothing stored; `errors` says why.
 */
export const publicOrderStatuses = ['inserted', 'updated', 'unchanged', 'duplicate', 'rejected'] as const;
export type PublicOrderStatus = (typeof publicOrderStatuses)[number];

export const publicOrderIssueSchema = z
  .object({
    /** The field, relative to the order (`revenue`, `items.0.unitPrice`); empty for the whole order. */
    path: z.string(),
    code: z.string(),
    message: z.string(),
  })
  .meta({ id: 'PublicOrderIssue' });
export type PublicOrderIssue = z.infer<typeof publicOrderIssueSchema>;

export const publicOrderResultSchema = z
  .object({
    /** The order's position in `orders`, from 0. */
    index: z.number().int(),
    orderId: z.string().nullable(),
    status: z.enum(publicOrderStatuses),
    errors: z.array(publicOrderIssueSchema).optional(),
  })
  .meta({ id: 'PublicOrderResult' });
export type PublicOrderResult = z.infer<typeof publicOrderResultSchema>;

/** Counts that always add up: inserted + updated + unchanged + duplicates + rejected = received. */
export const publicOrderTotalsSchema = z
  .object({
    received: z.number().int(),
    inserted: z.number().int(),
    updated: z.number().int(),
    unchanged: z.number().int(),
    duplicates: z.number().int(),
    rejected: z.number().int(),
  })
  .meta({ id: 'PublicOrderTotals' });
export type PublicOrderTotals = z.infer<typeof publicOrderTotalsSchema>;

export const publicOrderBatchResultSchema = z
  .object({
    results: z.array(publicOrderResultSchema),
    totals: publicOrderTotalsSchema,
  })
  .meta({
    id: 'PublicOrderBatchResult',
    example: {
      results: [
        { index: 0, orderId: '2024-000123', status: 'inserted' },
        {
          index: 1,
          orderId: '2024-000124',
          status: 'rejected',
          errors: [{ path: 'revenue', code: 'too_small', message: 'Too small: expected number to be >=0' }],
        },
      ],
      totals: { received: 2, inserted: 1, updated: 0, unchanged: 0, duplicates: 0, rejected: 1 },
    },
  });
export type PublicOrderBatchResult = z.infer<typeof publicOrderBatchResultSchema>;

/** Query of `POST /api/v1/imports`: each option given replaces what the analysis detects. */
export const publicImportQuerySchema = z.object({
  /** What the file holds: orders (the default) or daily ad spend. */
  kind: z.enum(importKinds).default('orders'),
  encoding: z.enum(textEncodings).optional(),
  delimiter: z.enum(csvDelimiters).optional(),
  decimal: z.enum(decimalSeparators).optional(),
  dateFormat: z.enum(dateFormats).optional(),
  preset: z.enum(allImportPresets).optional(),
  /** Ad spend: the channel of every row when the file has no channel column and its export says none. */
  channel: z.enum(AD_CHANNELS).optional(),
  invalidRowPolicy: z.enum(invalidRowPolicies).default('skip'),
  /** A name to recognise the import by in the app's import list. */
  fileName: z.string().max(255).default('api-import.csv'),
});
export type PublicImportQuery = z.input<typeof publicImportQuerySchema>;
export type PublicImportOptions = z.output<typeof publicImportQuerySchema>;

/** An import as the public API shows it: the import with its first row errors. */
export const publicImportSchema = importSchema
  .extend({
    /** The first rejected rows (line, column, reason), in file order. */
    rowErrors: z.array(importProblemSchema),
    /** All rejected rows' errors, of which `rowErrors` are the first. */
    rowErrorCount: z.number().int(),
  })
  .meta({
    id: 'PublicImport',
    example: {
      id: '5b0f8c1e-6a1d-4f63-9d7e-2b8f5d3c9a10',
      kind: 'orders',
      source: 'api',
      fileName: 'objednavky-2024-12.csv',
      status: 'completed',
      options: {
        encoding: 'windows-1250',
        delimiter: ';',
        decimal: ',',
        dateFormat: 'dmy',
        preset: 'shoptet',
        mapping: { orderId: 'code', orderDate: 'date', revenue: 'totalPriceWithVat' },
        channel: null,
        invalidRowPolicy: 'skip',
      },
      counts: { orders: 1250, inserted: 1200, updated: 30, unchanged: 18, duplicates: 1, rejected: 1 },
      progress: {
        current: 482113,
        total: 482113,
        percentage: 100,
        recordsProcessed: 2710,
        totalRecords: 2710,
      },
      error: null,
      createdBy: null,
      createdAt: '2024-12-31T23:00:00.000Z',
      startedAt: '2024-12-31T23:00:00.120Z',
      finishedAt: '2024-12-31T23:00:02.480Z',
      rowErrors: [
        {
          code: 'invalid_amount',
          line: 118,
          column: 'totalPriceWithVat',
          message: 'Hodnota „12,3x“ ve sloupci „totalPriceWithVat“ není číslo.',
        },
      ],
      rowErrorCount: 1,
    },
  });
export type PublicImport = z.infer<typeof publicImportSchema>;
