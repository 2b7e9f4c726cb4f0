import { z } from 'zod';
import { errorResponseSchema } from '../errors.ts';
import {
  LOOKER_DATASETS,
  LOOKER_MAX_DAYS,
  LOOKER_MAX_MARKETING_DAYS,
  lookerEmbedSchema,
  lookerQuerySchema,
  lookerTableSchema,
  saveLookerEmbedSchema,
} from '../looker.ts';
import { contractRoute, errorResponses, jsonBody, jsonResponse } from './route-helpers.ts';

const datasetParams = z.object({
  // Not an enum: an unknown table answers 404 like any other missing object.
  dataset: z.string().meta({ description: `One of ${LOOKER_DATASETS.join(', ')}`, example: 'daily' }),
});

const tableDescription =
  'A table of the API key’s shop for Looker Studio, from the same reports as the app: `daily` (per day: ' +
  'revenue with VAT, counted orders, margin, ad spend, POAS, PNO — the orders and marketing reports), ' +
  '`channels` and `campaigns` (per day and ad channel or campaign: spend, clicks, impressions, attributed ' +
  'orders, revenue, gross profit, POAS, ROAS, PNO — the marketing report of each day), `customers` (per day: ' +
  'orders and revenue of new against returning customers — the customers report). `period` is a preset ' +
  `counted back from today in the shop's time zone (default 30d) or \`custom\` with \`from\` and \`to\`; at most ` +
  `${LOOKER_MAX_DAYS} days, ${LOOKER_MAX_MARKETING_DAYS} for channels and campaigns. The key comes as ` +
  '`Authorization: Bearer`, `x-api-key`, or — for Google Sheets’ IMPORTDATA, which cannot send headers — ' +
  'as the `key` query parameter.';

const unauthenticated = jsonResponse(
  'No API key, or an unknown or revoked one (code `unauthenticated`)',
  errorResponseSchema,
);
const tags = ['Public API v1'];

const getLookerTable = contractRoute({
  operationId: 'getLookerTable',
  method: 'get',
  path: '/api/v1/looker/{dataset}',
  access: 'apiKey',
  tags,
  summary: 'A Looker Studio table as community-connector JSON (schema + rows)',
  description: `${tableDescription} The answer is what a community connector's getSchema() and getData() return: the fields with their types and semantics, and the rows as values in field order; dates as YYYYMMDD.`,
  request: { params: datasetParams, query: lookerQuerySchema },
  responses: {
    200: jsonResponse('The table', lookerTableSchema),
    401: unauthenticated,
    ...errorResponses(404, 422),
  },
});

const getLookerTableCsv = contractRoute({
  operationId: 'getLookerTableCsv',
  method: 'get',
  path: '/api/v1/looker/{dataset}/csv',
  access: 'apiKey',
  tags,
  summary: 'A Looker Studio table as CSV',
  description: `${tableDescription} Comma-separated UTF-8 with a header row of the field names, decimal points and dates as YYYY-MM-DD; text cells that a spreadsheet would run as a formula start with an apostrophe.`,
  request: { params: datasetParams, query: lookerQuerySchema },
  responses: {
    200: { description: 'The table as CSV', content: { 'text/csv': { schema: z.string() } } },
    401: unauthenticated,
    ...errorResponses(404, 422),
  },
});

const shopParams = z.object({ shopId: z.string() });

const getLookerEmbed = contractRoute({
  operationId: 'getLookerEmbed',
  method: 'get',
  path: '/api/shops/{shopId}/looker/embed',
  access: { shop: 'viewer' },
  tags: ['looker'],
  summary: 'The Looker Studio report embedded on the shop’s Looker page',
  request: { params: shopParams },
  responses: {
    200: jsonResponse('The saved embed address, or null', lookerEmbedSchema),
    ...errorResponses(401, 404),
  },
});

const saveLookerEmbed = contractRoute({
  operationId: 'saveLookerEmbed',
  method: 'put',
  path: '/api/shops/{shopId}/looker/embed',
  access: { shop: 'admin' },
  tags: ['looker'],
  summary: 'Saves the Looker Studio report to embed',
  description:
    'Only `https://lookerstudio.google.com/embed/…` or `https://datastudio.google.com/embed/…` addresses ' +
    '(Looker Studio: File → Embed report); anything else answers 422 `looker_embed_url_invalid`.',
  request: { params: shopParams, ...jsonBody(saveLookerEmbedSchema) },
  responses: {
    200: jsonResponse('The saved embed address', lookerEmbedSchema),
    ...errorResponses(401, 403, 404, 422),
  },
});

const deleteLookerEmbed = contractRoute({
  operationId: 'deleteLookerEmbed',
  method: 'delete',
  path: '/api/shops/{shopId}/looker/embed',
  access: { shop: 'admin' },
  tags: ['looker'],
  summary: 'Removes the embedded Looker Studio report',
  request: { params: shopParams },
  responses: { 204: { description: 'Removed' }, ...errorResponses(401, 403, 404) },
});

/** The Looker Studio routes, by operationId. */
export const lookerRoutes = {
  getLookerTable,
  getLookerTableCsv,
  getLookerEmbed,
  saveLookerEmbed,
  deleteLookerEmbed,
};
