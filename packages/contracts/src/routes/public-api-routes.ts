import { z } from 'zod';
import { adSpendBatchResultSchema, adSpendRowInputSchema, MAX_PUBLIC_AD_SPEND_ROWS } from '../ad-spend.ts';
import { errorResponseSchema } from '../errors.ts';
import {
  publicImportQuerySchema,
  publicImportSchema,
  publicOrderBatchResultSchema,
  publicOrderBatchSchema,
} from '../public-api.ts';
import { contractRoute, errorResponses, jsonResponse } from './route-helpers.ts';

/**
 * The public API under /api/v1, called with a shop's API key (`Authorization: Bearer` or
 * `x-api-key`). The key names the shop: nothing in a request can point at another one.
 */

const tags = ['Public API v1'];
export const idempotencyHeader = z.object({
  'idempotency-key': z
    .string()
    .optional()
    .meta({
      description:
        'Any unique value (e.g. a UUID) of up to 255 characters. A retry with the same key and the same ' +
        'request gets the stored answer for 24 hours; the same key with another request answers 409.',
      example: '0b6c3f2e-6a43-4c1f-9d2a-6f5f7c7e1a11',
    }),
});
const errorResponse = (description: string) => jsonResponse(description, errorResponseSchema);
const unauthenticated = errorResponse('No API key, or an unknown or revoked one (code `unauthenticated`)');

/**
 * The orders route as the OpenAPI document and the client know it. The server registers it without
 * the body schema: the handler validates each order on its own, so an invalid order is rejected
 * without failing the whole batch.
 */
const upsertOrders = contractRoute({
  operationId: 'upsertOrders',
  access: 'apiKey',
  method: 'post',
  path: '/api/v1/orders',
  tags,
  summary: 'Upsert orders',
  description:
    'Adds or updates up to 1,000 orders with their lines. ' +
    "The orders go to the API key's shop (a shop in the body is ignored) through the same upsert as a " +
    'CSV import: by `orderId`, unchanged orders write nothing, customer facts and daily metrics follow. ' +
    'Each order is validated on its own: invalid ones are `rejected` with their errors, the rest are saved.',
  request: {
    headers: idempotencyHeader,
    body: { required: true, content: { 'application/json': { schema: publicOrderBatchSchema } } },
  },
  responses: {
    200: jsonResponse('What happened to each order, and the totals', publicOrderBatchResultSchema),
    400: errorResponse('The body is not JSON'),
    401: unauthenticated,
    409: errorResponse('The Idempotency-Key was used for another request within 24 hours'),
    413: errorResponse('The body is over 32 MiB'),
    415: errorResponse('The body is not application/json'),
    422: errorResponse('No `orders` array, more than 1,000 orders, or a malformed Idempotency-Key'),
  },
});

/** As with orders, the server validates each row itself. */
const upsertAdSpend = contractRoute({
  operationId: 'upsertAdSpend',
  access: 'apiKey',
  method: 'post',
  path: '/api/v1/ad-spend',
  tags,
  summary: 'Upsert ad spend',
  description:
    'Adds or replaces up to 1,000 rows of daily ad spend. ' +
    "A row is one day of one campaign's spend on a channel (google_ads, meta, sklik, heureka, zbozi, other); " +
    'sending a row with the same date, channel, account and campaign again replaces it, unchanged rows write ' +
    "nothing. Amounts are in the shop's currency; rows in another currency are rejected. Each row is " +
    'validated on its own: invalid ones are `rejected` with their errors, the rest are saved.',
  request: {
    headers: idempotencyHeader,
    body: {
      required: true,
      content: {
        'application/json': {
          schema: z.object({ rows: z.array(adSpendRowInputSchema).min(1).max(MAX_PUBLIC_AD_SPEND_ROWS) }),
        },
      },
    },
  },
  responses: {
    200: jsonResponse('What happened to each row, and the totals', adSpendBatchResultSchema),
    400: errorResponse('The body is not JSON'),
    401: unauthenticated,
    409: errorResponse('The Idempotency-Key was used for another request within 24 hours'),
    413: errorResponse('The body is over 32 MiB'),
    415: errorResponse('The body is not application/json'),
    422: errorResponse('No `rows` array, more than 1,000 rows, or a malformed Idempotency-Key'),
  },
});

const createCsvImport = contractRoute({
  operationId: 'createCsvImport',
  method: 'post',
  path: '/api/v1/imports',
  access: 'apiKey',
  tags,
  summary: 'Import a CSV file',
  description:
    'Imports a CSV file of orders or ad spend (the request body) into the API key’s shop. ' +
    'The file is streamed to the server, analysed (encoding, delimiter, decimal separator, date format and ' +
    'the column mapping of known exports are detected; query parameters override them) and the import ' +
    'starts at once. Poll the Location for its progress. A file whose columns cannot be mapped answers ' +
    '422 with the missing fields. `kind=ad-spend` imports daily ad spend (the product’s own columns or ' +
    'the exports of Google Ads, Sklik and Meta Ads Manager) through the rules of POST /api/v1/ad-spend.',
  request: {
    headers: idempotencyHeader,
    query: publicImportQuerySchema,
    body: {
      required: true,
      content: {
        'text/csv': {
          schema: z.string().meta({ format: 'binary' }),
          examples: {
            orders: {
              summary: 'Orders (kind=orders, the default)',
              value:
                'order_id;order_date;customer_email;order_revenue\r\n' +
                '2024-000123;31.12.2024 14:05;jana.novakova@example.cz;1 234,50\r\n',
            },
            adSpend: {
              summary: 'Ad spend (kind=ad-spend), the product’s own columns',
              value:
                'date;channel;account;campaign;impressions;clicks;cost;conversions;conversion_value;currency\r\n' +
                '2024-12-02;sklik;Kávová pražírna;Vánoce – káva;18 450;412;2 318,40;14;9 870,00;CZK\r\n',
            },
            googleAds: {
              summary: 'Ad spend (kind=ad-spend), a Google Ads report from the Czech interface',
              value:
                'Den;Kampaň;Kód měny;Zobr.;Prokliky;Cena;Konverze;Hodnota konv.\r\n' +
                '1. 12. 2024;Vánoce – káva;CZK;12 345;412;1 234,50;14,00;9 870,00\r\n',
            },
          },
        },
      },
    },
  },
  responses: {
    202: {
      description: 'The import, started; `Location` is its address',
      headers: { Location: { description: 'URL of the import', schema: { type: 'string' } } },
      content: { 'application/json': { schema: publicImportSchema } },
    },
    401: unauthenticated,
    409: errorResponse('The Idempotency-Key was used for another request within 24 hours'),
    413: errorResponse('The file is over the size limit'),
    415: errorResponse('The body is not text/csv'),
    422: errorResponse(
      'The file cannot be imported: `details.missing` lists required fields no column maps to, ' +
        '`details.problems` the problems found',
    ),
  },
});

const getCsvImport = contractRoute({
  operationId: 'getCsvImport',
  method: 'get',
  path: '/api/v1/imports/{importId}',
  access: 'apiKey',
  tags,
  summary: 'Get an import',
  description: 'An import of the API key’s shop: status, counts, progress and the first 100 row errors.',
  request: { params: z.object({ importId: z.uuid() }) },
  responses: {
    200: jsonResponse('The import', publicImportSchema),
    401: unauthenticated,
    ...errorResponses(404, 422),
  },
});

/** The public API's own routes by operationId (its reports are in `reportRoutes`). */
export const publicApiRoutes = { upsertOrders, upsertAdSpend, createCsvImport, getCsvImport };
