import { createHash } from 'node:crypto';
import type { OpenAPIHono } from '@hono/zod-openapi';
import {
  idempotencyHeader,
  MAX_PUBLIC_AD_SPEND_ROWS,
  MAX_PUBLIC_ORDERS,
  publicApiRoutes,
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
import {
  addRoute,
  addRouteWithoutTransaction,
  defineRoute,
  registerDocumentedPath,
} from '../../http/define-route.ts';
import { IMPORT_UPLOAD_TYPES } from '../imports/index.ts';
import { getPublicImport } from './get-public-import.ts';
import { findIdempotentReply, readIdempotencyKey, saveIdempotentReply } from './idempotency.ts';
import { receiveApiImport } from './receive-api-import.ts';
import { savePublicAdSpend } from './save-public-ad-spend.ts';
import { savePublicOrders } from './save-public-orders.ts';

/** The largest JSON body of `POST /api/v1/orders` (1,000 orders with their lines fit many times). */
export const MAX_ORDERS_BODY_BYTES = 32 * 1024 * 1024;

/** JSON batches are read whole: over the limit answers 413 before the body is read. */
const batchBodyLimit = bodyLimit({
  maxSize: MAX_ORDERS_BODY_BYTES,
  onError: () => {
    throw new AppError('payload_too_large', { maxBytes: MAX_ORDERS_BODY_BYTES });
  },
});

/**
 * The batch routes are registered without their body schema and hidden from the document (which
 * shows the contract's, body and all): the handler validates each item on its own.
 */
const ordersRoute = defineRoute({
  ...publicApiRoutes.upsertOrders,
  hide: true,
  middleware: [batchBodyLimit],
  request: { headers: idempotencyHeader },
});

const adSpendRoute = defineRoute({
  ...publicApiRoutes.upsertAdSpend,
  hide: true,
  middleware: [batchBodyLimit],
  request: { headers: idempotencyHeader },
});

export function registerPublicApiRoutes(app: OpenAPIHono<AppEnv>) {
  registerDocumentedPath(app, publicApiRoutes.upsertOrders);
  registerDocumentedPath(app, publicApiRoutes.upsertAdSpend);

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

  addRouteWithoutTransaction(app, publicApiRoutes.createCsvImport, async (c, scope) => {
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

  addRoute(app, publicApiRoutes.getCsvImport, async (c, scope) =>
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
