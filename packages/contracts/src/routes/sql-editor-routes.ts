import { z } from 'zod';
import { errorResponseSchema } from '../errors.ts';
import {
  savedSqlQueryListSchema,
  savedSqlQuerySchema,
  saveSqlQuerySchema,
  sqlResultSchema,
  sqlRunSchema,
} from '../sql-editor.ts';
import { contractRoute, errorResponses, jsonBody, jsonResponse } from './route-helpers.ts';

const tags = ['sql-editor'];
const shopParams = z.object({ shopId: z.string() });
// Not z.uuid(): a malformed id answers 404 like any other id the caller cannot see.
const queryParams = shopParams.extend({ queryId: z.string() });

const runDescription =
  'Runs one read-only statement — a plain `SELECT` or `WITH … SELECT` — over the views of the schema ' +
  '`shop_sql` (orders, order_lines, customers, products, ad_spend, campaigns, daily_metrics, ' +
  'daily_ad_spend), which hold only this shop’s rows. Anything else is refused before it runs with ' +
  '`sql_not_allowed`, `details.reason` and `details.position` (1-based, in characters). The statement ' +
  'runs in a read-only transaction that is always rolled back, for at most 10 seconds (`sql_timeout`); ' +
  'the answer carries at most 10,000 rows and 20 MB (`truncated` says it was cut). A statement the ' +
  'database refuses answers `sql_error` with its message and position.';

const refused = jsonResponse(
  '`sql_not_allowed` (refused before it ran: `details.reason`, `details.subject`, `details.position`), ' +
    '`sql_timeout`, `sql_error` (`details.message`, `details.position`), or an empty or too long `sql`',
  errorResponseSchema,
);

const runSql = contractRoute({
  operationId: 'runSql',
  method: 'post',
  path: '/api/shops/{shopId}/sql',
  access: { shop: 'viewer' },
  tags,
  summary: 'Run a read-only SQL query over the shop’s data',
  description: runDescription,
  request: { params: shopParams, ...jsonBody(sqlRunSchema) },
  responses: {
    200: jsonResponse('Columns, rows and whether the caps cut them', sqlResultSchema),
    ...errorResponses(401, 404),
    422: refused,
  },
});

const runSqlWithApiKey = contractRoute({
  operationId: 'runSqlWithApiKey',
  method: 'post',
  path: '/api/v1/sql',
  access: 'apiKey',
  tags: ['Public API v1'],
  summary: 'Run a read-only SQL query',
  description: `${runDescription} The API key names the shop.`,
  request: jsonBody(sqlRunSchema),
  responses: {
    200: jsonResponse('Columns, rows and whether the caps cut them', sqlResultSchema),
    401: jsonResponse(
      'No API key, or an unknown or revoked one (code `unauthenticated`)',
      errorResponseSchema,
    ),
    422: refused,
  },
});

const listSavedSqlQueries = contractRoute({
  operationId: 'listSavedSqlQueries',
  method: 'get',
  path: '/api/shops/{shopId}/sql/queries',
  access: { shop: 'viewer' },
  tags,
  summary: 'The shop’s saved queries, by name',
  request: { params: shopParams },
  responses: { 200: jsonResponse('Saved queries', savedSqlQueryListSchema), ...errorResponses(401, 404) },
});

const saveSqlQuery = contractRoute({
  operationId: 'saveSqlQuery',
  method: 'post',
  path: '/api/shops/{shopId}/sql/queries',
  access: { shop: 'viewer' },
  tags,
  summary: 'Saves a query under a name for everyone of the shop',
  request: { params: shopParams, ...jsonBody(saveSqlQuerySchema) },
  responses: { 201: jsonResponse('The saved query', savedSqlQuerySchema), ...errorResponses(401, 404, 422) },
});

const updateSqlQuery = contractRoute({
  operationId: 'updateSqlQuery',
  method: 'put',
  path: '/api/shops/{shopId}/sql/queries/{queryId}',
  access: { shop: 'viewer' },
  tags,
  summary: 'Changes a saved query’s name and text: whoever saved it or a shop admin may',
  request: { params: queryParams, ...jsonBody(saveSqlQuerySchema) },
  responses: {
    200: jsonResponse('The saved query', savedSqlQuerySchema),
    ...errorResponses(401, 403, 404, 422),
  },
});

const deleteSqlQuery = contractRoute({
  operationId: 'deleteSqlQuery',
  method: 'delete',
  path: '/api/shops/{shopId}/sql/queries/{queryId}',
  access: { shop: 'viewer' },
  tags,
  summary: 'Deletes a saved query: whoever saved it or a shop admin may',
  request: { params: queryParams },
  responses: { 204: { description: 'Deleted' }, ...errorResponses(401, 403, 404) },
});

/** The routes of the SQL editor, by operationId. */
export const sqlEditorRoutes = {
  runSql,
  runSqlWithApiKey,
  listSavedSqlQueries,
  saveSqlQuery,
  updateSqlQuery,
  deleteSqlQuery,
};
