import { z } from 'zod';
import { errorResponseSchema } from '../errors.ts';
import { IMPORT_UPLOAD_TYPES } from '../import-upload-types.ts';
import {
  importAnalysisQuerySchema,
  importAnalysisSchema,
  importErrorListSchema,
  importKinds,
  importListSchema,
  importOptionsSchema,
  importSchema,
} from '../imports.ts';
import { contractRoute, errorResponses, jsonResponse } from './route-helpers.ts';

const tags = ['imports'];

const shopParams = z.object({ shopId: z.string() });

const importParams = shopParams.extend({ importId: z.uuid() });

const uploadRoute = contractRoute({
  operationId: 'uploadImport',
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

const listRoute = contractRoute({
  operationId: 'listImports',
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

const getRoute = contractRoute({
  operationId: 'getImport',
  method: 'get',
  path: '/api/shops/{shopId}/imports/{importId}',
  access: { shop: 'viewer' },
  tags,
  summary: 'One import session: status, counts and progress',
  request: { params: importParams },
  responses: { 200: jsonResponse('The import', importSchema), ...errorResponses(401, 404, 422) },
});

const analysisRoute = contractRoute({
  operationId: 'getImportAnalysis',
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

const startRoute = contractRoute({
  operationId: 'startImport',
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

const cancelRoute = contractRoute({
  operationId: 'cancelImport',
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

const errorsRoute = contractRoute({
  operationId: 'listImportErrors',
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

const errorsCsvRoute = contractRoute({
  operationId: 'exportImportErrorsCsv',
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

const eventsRoute = contractRoute({
  operationId: 'streamImportEvents',
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

/** The routes of this area, by operationId. */
export const importRoutes = {
  uploadImport: uploadRoute,
  listImports: listRoute,
  getImport: getRoute,
  getImportAnalysis: analysisRoute,
  startImport: startRoute,
  cancelImport: cancelRoute,
  listImportErrors: errorsRoute,
  exportImportErrorsCsv: errorsCsvRoute,
  streamImportEvents: eventsRoute,
};
