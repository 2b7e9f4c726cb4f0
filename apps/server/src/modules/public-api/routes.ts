import { createHash } from 'node:crypto';
import type { OpenAPIHono, RouteConfig } from '@hono/zod-openapi';
import {
  adSpendBatchResultSchema,
  adSpendRowInputSchema,
  errorResponseSchema,
  MAX_PUBLIC_AD_SPEND_ROWS,
  MAX_PUBLIC_ORDERS,
  publicImportQuerySchema,
  publicImportSchema,
  publicOrderBatchResultSchema,
  publicOrderBatchSchema,
} from '@ziskomer/contracts';
import { type Database, withScope } from '@ziskomer/db';
import { pickLanguage } from '@ziskomer/i18n';
import type { Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { Transaction } from 'kysely';
import { z } from 'zod';
import { AppError } from '../../core/app-error.ts';
import type { ApiKeyScope } from '../../core/use-case-scope.ts';
import type { AppEnv } from '../../http/app-env.ts';
import { addRoute, addRouteWithoutTransaction, defineRoute } from '../../http/define-route.ts';
import { errorResponses, jsonResponse } from '../../http/openapi-responses.ts';
import { IMPORT_UPLOAD_TYPES } from '../imports/index.ts';
import { getPublicImport } from './get-public-import.ts';
import { findIdempotentReply, readIdempotencyKey, saveIdempotentReply } from './idempotency.ts';
import { receiveApiImport } from './receive-api-import.ts';
import { savePublicAdSpend } from './save-public-ad-spend.ts';
import { savePublicOrders } from './save-public-orders.ts';

/** The largest JSON body of `POST /api/v1/orders` (1,000 orders with their lines fit many times). */
export const MAX_ORDERS_BODY_BYTES = 32 * 1024 * 1024;

const tags = ['public API v1'];
const security = [{ ApiKey: [] }];
const idempotencyHeader = z.object({
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
 * The orders route as the OpenAPI document describes it. The route itself declares no body
 * schema (and is hidden from the document): the handler validates each order on its own, so an
 * invalid order is rejected without failing the whole batch.
 */
const ordersDocs = {
  method: 'post',
  path: '/api/v1/orders',
  tags,
  security,
  summary: 'Adds or updates up to 1,000 orders with their lines',
  description:
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
} satisfies RouteConfig;

/** JSON batches are read whole: over the limit answers 413 before the body is read. */
const batchBodyLimit = bodyLimit({
  maxSize: MAX_ORDERS_BODY_BYTES,
  onError: () => {
    throw new AppError('payload_too_large', { maxBytes: MAX_ORDERS_BODY_BYTES });
  },
});

const ordersRoute = defineRoute({
  ...ordersDocs,
  access: 'apiKey',
  hide: true,
  middleware: [batchBodyLimit],
  request: { headers: idempotencyHeader },
});

/** As with orders, the route validates each row itself; this is how the document describes it. */
const adSpendDocs = {
  method: 'post',
  path: '/api/v1/ad-spend',
  tags,
  security,
  summary: 'Adds or replaces up to 1,000 rows of daily ad spend',
  description:
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
} satisfies RouteConfig;

const adSpendRoute = defineRoute({
  ...adSpendDocs,
  access: 'apiKey',
  hide: true,
  middleware: [batchBodyLimit],
  request: { headers: idempotencyHeader },
});

const importRoute = defineRoute({
  method: 'post',
  path: '/api/v1/imports',
  access: 'apiKey',
  tags,
  security,
  summary: 'Imports a CSV file of orders or ad spend (the request body) into the API key’s shop',
  description:
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

const getImportRoute = defineRoute({
  method: 'get',
  path: '/api/v1/imports/{importId}',
  access: 'apiKey',
  tags,
  security,
  summary: 'An import of the API key’s shop: status, counts, progress and the first 100 row errors',
  request: { params: z.object({ importId: z.uuid() }) },
  responses: {
    200: jsonResponse('The import', publicImportSchema),
    401: unauthenticated,
    ...errorResponses(404, 422),
  },
});

export function registerPublicApiRoutes(app: OpenAPIHono<AppEnv>) {
  app.openAPIRegistry.registerComponent('securitySchemes', 'ApiKey', {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'zk_live_…',
    description: 'A shop’s API key from Settings → API a integrace: `Authorization: Bearer zk_live_…`',
  });
  app.openAPIRegistry.registerPath(ordersDocs);
  app.openAPIRegistry.registerPath(adSpendDocs);

  // Outside a transaction: the body is read first, then one transaction does the work.
  addRouteWithoutTransaction(app, ordersRoute, async (c, scope) => {
    const { text, items } = await readBatchRequest(c, 'orders', MAX_PUBLIC_ORDERS);
    return replyIdempotently(c, scope, `POST /api/v1/orders\n${text}`, (db) =>
      savePublicOrders({ ...scope, db }, items),
    );
  });

  addRouteWithoutTransaction(app, adSpendRoute, async (c, scope) => {
    const { text, items } = await readBatchRequest(c, 'rows', MAX_PUBLIC_AD_SPEND_ROWS);
    // The budgets and the marketing report's statistics follow through the sink's event.
    return replyIdempotently(c, scope, `POST /api/v1/ad-spend\n${text}`, (db) =>
      savePublicAdSpend({ ...scope, db }, items),
    );
  });

  addRouteWithoutTransaction(app, importRoute, async (c, scope) => {
    requireContentType(c, IMPORT_UPLOAD_TYPES);
    const idempotencyKey = readIdempotencyKey(c.req.header('idempotency-key'));
    const reply = await receiveApiImport(
      scope,
      {
        body: c.req.raw.body,
        contentLength: c.req.header('content-length'),
        query: c.req.valid('query'),
        idempotencyKey,
      },
      pickLanguage(c.req.header('accept-language')),
    );
    if (reply.replayed) c.header('Idempotent-Replayed', 'true');
    c.header('Location', `/api/v1/imports/${reply.body.id}`);
    return c.json(reply.body, 202);
  });

  addRoute(app, getImportRoute, async (c, scope) =>
    c.json(
      await getPublicImport(
        scope,
        c.req.valid('param').importId,
        pickLanguage(c.req.header('accept-language')),
      ),
      200,
    ),
  );
}

/** A JSON batch request: 415 unless JSON, a malformed Idempotency-Key 422, the envelope checked. */
async function readBatchRequest(c: Context<AppEnv>, field: string, max: number) {
  requireContentType(c, ['application/json']);
  readIdempotencyKey(c.req.header('idempotency-key'));
  const text = await c.req.text();
  return { text, items: readJsonBatch(text, field, max) };
}

/**
 * Does a batch's work in one transaction of the key's shop, honouring `Idempotency-Key`: a retry
 * of the same request gets the stored answer (marked `Idempotent-Replayed`), another request with
 * the same key a 409.
 */
async function replyIdempotently(
  c: Context<AppEnv>,
  scope: Omit<ApiKeyScope, 'db'>,
  requestText: string,
  work: (db: Transaction<Database>) => Promise<object>,
) {
  const idempotencyKey = readIdempotencyKey(c.req.header('idempotency-key'));
  const { deps, shopId } = scope;
  const request = idempotencyKey
    ? { key: idempotencyKey, requestHash: createHash('sha256').update(requestText).digest('hex') }
    : null;
  const reply = await withScope(deps.db, { userId: null, shopId }, async (db) => {
    if (request) {
      const stored = await findIdempotentReply(db, shopId, request, deps.now());
      if (stored) return { ...stored, replayed: true };
    }
    const body = await work(db);
    if (request) await saveIdempotentReply(db, shopId, request, { status: 200, body }, deps.now());
    return { status: 200, body, replayed: false };
  });
  if (reply.replayed) c.header('Idempotent-Replayed', 'true');
  return c.json(reply.body as object, reply.status as ContentfulStatusCode);
}

/** 415 unless the body is one of `types` (the same answer the route helper gives JSON routes). */
function requireContentType(c: Context<AppEnv>, types: readonly string[]) {
  const type = c.req.header('content-type')?.split(';')[0]?.trim().toLowerCase();
  if (!type || !types.includes(type)) throw new HTTPException(415, { message: 'Unsupported Media Type' });
}

/** The items of a JSON batch (`orders`, `rows`): the envelope is checked here, each item later on its own. */
function readJsonBatch(text: string, field: string, max: number): unknown[] {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new AppError('bad_request', { reason: 'invalid_json' });
  }
  const parsed = z.object({ [field]: z.array(z.unknown()).min(1).max(max) }).safeParse(body);
  if (!parsed.success) {
    throw new AppError('validation_failed', {
      issues: parsed.error.issues.map((issue) => ({
        path: issue.path.map(String).join('.'),
        code: issue.code,
        message: issue.message,
      })),
    });
  }
  return parsed.data[field] as unknown[];
}
