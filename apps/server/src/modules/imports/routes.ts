import type { OpenAPIHono } from '@hono/zod-openapi';
import {
  errorResponseSchema,
  importAnalysisQuerySchema,
  importAnalysisSchema,
  importErrorListSchema,
  importKinds,
  importListSchema,
  importOptionsSchema,
  importSchema,
} from '@ziskomer/contracts';
import { pickLanguage } from '@ziskomer/i18n';
import { z } from 'zod';
import type { AppEnv } from '../../http/app-env.ts';
import { addRoute, addRouteWithoutTransaction, defineRoute } from '../../http/define-route.ts';
import { errorResponses, jsonResponse } from '../../http/openapi-responses.ts';
import { recordActivity } from '../activity/index.ts';
import { csvHeaders } from '../orders/index.ts';
import { analyseImport } from './analyse-import.ts';
import { cancelImport } from './cancel-import.ts';
import { exportImportErrors } from './export-import-errors.ts';
import { getImport } from './get-import.ts';
import { IMPORT_UPLOAD_TYPES } from './import-upload-types.ts';
import { listImportProblems } from './list-import-problems.ts';
import { listImports } from './list-imports.ts';
import { startImport } from './start-import.ts';
import { streamImportEvents } from './stream-import-events.ts';
import { toImport } from './to-import.ts';
import { uploadImport } from './upload-import.ts';

const tags = ['imports'];
const shopParams = z.object({ shopId: z.string() });
const importParams = shopParams.extend({ importId: z.uuid() });

const UPLOAD_PATH = /^\/api\/shops\/[^/]+\/imports$/;

/** For the origin check: the raw-body content types a path accepts. */
export function getImportUploadTypes(method: string, path: string): readonly string[] {
  return method === 'POST' && UPLOAD_PATH.test(path) ? IMPORT_UPLOAD_TYPES : [];
}

const uploadRoute = defineRoute({
  method: 'post',
  path: '/api/shops/{shopId}/imports',
  access: { shop: 'admin' },
  tags,
  summary: 'Uploads a CSV file of orders or ad spend (the raw request body) and creates an import session',
  description:
    'The body is streamed to the server disk, never held in memory. Over the size limit the answer is 413, ' +
    'before the body is read when Content-Length says so. `kind=ad-spend` imports daily ad spend (date, ' +
    'channel, campaign, cost …) instead of orders. Analyse the file next, then start the import.',
  request: {
    params: shopParams,
    query: z.object({
      fileName: z.string().max(1000).default('import.csv'),
      kind: z.enum(importKinds).default('orders'),
    }),
    body: {
      required: true,
      content: Object.fromEntries(
        IMPORT_UPLOAD_TYPES.map((type) => [type, { schema: z.string().meta({ format: 'binary' }) }]),
      ),
    },
  },
  responses: {
    201: jsonResponse('The import session, ready to analyse', importSchema),
    413: {
      description: 'The file is over the size limit',
      content: { 'application/json': { schema: errorResponseSchema } },
    },
    ...errorResponses(401, 403, 404),
  },
});

const listRoute = defineRoute({
  method: 'get',
  path: '/api/shops/{shopId}/imports',
  access: { shop: 'viewer' },
  tags,
  summary: 'The 10 most recent import sessions of the shop, with counts and status',
  request: { params: shopParams },
  responses: {
    200: jsonResponse('Import sessions, newest first', importListSchema),
    ...errorResponses(401, 404),
  },
});

const getRoute = defineRoute({
  method: 'get',
  path: '/api/shops/{shopId}/imports/{importId}',
  access: { shop: 'viewer' },
  tags,
  summary: 'One import session: status, counts and progress',
  request: { params: importParams },
  responses: { 200: jsonResponse('The import', importSchema), ...errorResponses(401, 404, 422) },
});

const analysisRoute = defineRoute({
  method: 'get',
  path: '/api/shops/{shopId}/imports/{importId}/analysis',
  access: { shop: 'admin' },
  tags,
  summary: 'Detected encoding, delimiter, formats, column mapping and a 20-row preview of an uploaded file',
  description:
    'Each query option overrides the detected one, to preview another choice before confirming it.',
  request: { params: importParams, query: importAnalysisQuerySchema },
  responses: {
    200: jsonResponse('The analysis', importAnalysisSchema),
    ...errorResponses(401, 403, 404, 409, 422),
  },
});

const startRoute = defineRoute({
  method: 'post',
  path: '/api/shops/{shopId}/imports/{importId}/start',
  access: { shop: 'admin' },
  tags,
  summary: 'Starts the import with the confirmed options',
  request: {
    params: importParams,
    body: { required: true, content: { 'application/json': { schema: importOptionsSchema } } },
  },
  responses: {
    202: jsonResponse('The import, queued', importSchema),
    ...errorResponses(401, 403, 404, 409, 422),
  },
});

const cancelRoute = defineRoute({
  method: 'post',
  path: '/api/shops/{shopId}/imports/{importId}/cancel',
  access: { shop: 'admin' },
  tags,
  summary: 'Cancels an import; batches already committed stay',
  request: { params: importParams },
  responses: {
    200: jsonResponse('The cancelled import', importSchema),
    ...errorResponses(401, 403, 404, 409, 422),
  },
});

const errorsRoute = defineRoute({
  method: 'get',
  path: '/api/shops/{shopId}/imports/{importId}/errors',
  access: { shop: 'viewer' },
  tags,
  summary: 'The first rejected rows of an import (line, column, reason)',
  request: {
    params: importParams,
    query: z.object({ limit: z.coerce.number().int().min(1).max(1000).default(100) }),
  },
  responses: { 200: jsonResponse('Rejected rows', importErrorListSchema), ...errorResponses(401, 404, 422) },
});

const errorsCsvRoute = defineRoute({
  method: 'get',
  path: '/api/shops/{shopId}/imports/{importId}/errors.csv',
  access: { shop: 'viewer' },
  tags,
  summary: 'All rejected rows of an import as CSV (cells escaped against formula injection)',
  request: { params: importParams },
  responses: {
    200: { description: 'CSV file', content: { 'text/csv': { schema: z.string() } } },
    ...errorResponses(401, 404, 422),
  },
});

const eventsRoute = defineRoute({
  method: 'get',
  path: '/api/shops/{shopId}/imports/{importId}/events',
  access: { shop: 'viewer' },
  tags,
  summary: 'Server-Sent Events with the progress of an import, every second until it finishes',
  request: { params: importParams },
  responses: {
    200: {
      description: '`progress` events, then one `done` event',
      content: { 'text/event-stream': { schema: z.string() } },
    },
    ...errorResponses(401, 404, 422),
  },
});

export function registerImportRoutes(app: OpenAPIHono<AppEnv>) {
  addRouteWithoutTransaction(app, uploadRoute, async (c, scope) => {
    const { shopId } = c.req.valid('param');
    const row = await uploadImport(scope, shopId, {
      body: c.req.raw.body,
      contentLength: c.req.header('content-length'),
      fileName: c.req.valid('query').fileName,
      kind: c.req.valid('query').kind,
    });
    return c.json(toImport(row, pickLanguage(c.req.header('accept-language'))), 201);
  });
  addRoute(app, listRoute, async (c, scope) =>
    c.json(
      await listImports(scope, c.req.valid('param').shopId, pickLanguage(c.req.header('accept-language'))),
      200,
    ),
  );
  addRoute(app, getRoute, async (c, scope) => {
    const { shopId, importId } = c.req.valid('param');
    return c.json(
      await getImport(scope, shopId, importId, pickLanguage(c.req.header('accept-language'))),
      200,
    );
  });
  addRoute(app, analysisRoute, async (c, scope) => {
    const { shopId, importId } = c.req.valid('param');
    const language = pickLanguage(c.req.header('accept-language'));
    return c.json(await analyseImport(scope, shopId, importId, c.req.valid('query'), language), 200);
  });
  addRoute(app, startRoute, async (c, scope) => {
    const { shopId, importId } = c.req.valid('param');
    const language = pickLanguage(c.req.header('accept-language'));
    return c.json(await startImport(scope, shopId, importId, c.req.valid('json'), language), 202);
  });
  addRoute(app, cancelRoute, async (c, scope) => {
    const { shopId, importId } = c.req.valid('param');
    return c.json(
      await cancelImport(scope, shopId, importId, pickLanguage(c.req.header('accept-language'))),
      200,
    );
  });
  addRoute(app, errorsRoute, async (c, scope) => {
    const { shopId, importId } = c.req.valid('param');
    const language = pickLanguage(c.req.header('accept-language'));
    return c.json(
      await listImportProblems(scope, shopId, importId, c.req.valid('query').limit, language),
      200,
    );
  });
  addRoute(app, errorsCsvRoute, async (c, scope) => {
    const { shopId, importId } = c.req.valid('param');
    const row = await getImport(scope, shopId, importId, 'en');
    await recordActivity(scope, {
      kind: 'export',
      action: 'import_errors_exported',
      shopId,
      details: { importId },
    });
    const language = pickLanguage(c.req.header('accept-language'));
    const stream = await exportImportErrors(
      { request: scope.db, pool: scope.deps.db },
      { userId: scope.user.id, shopId, importId, label: `${c.get('requestId')} GET ${c.req.path}` },
      language,
    );
    return new Response(stream, { headers: csvHeaders(`import-errors-${row.id}.csv`) });
  });
  addRoute(app, eventsRoute, async (c, scope) => {
    const { shopId, importId } = c.req.valid('param');
    await getImport(scope, shopId, importId, 'en');
    const language = pickLanguage(c.req.header('accept-language'));
    return streamImportEvents(c, scope.deps.db, { userId: scope.user.id, shopId, importId }, language);
  });
}
