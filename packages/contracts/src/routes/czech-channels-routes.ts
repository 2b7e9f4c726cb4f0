import { z } from 'zod';
import { finishedConnectionSchema } from '../connections.ts';
import {
  connectApiKeySchema,
  costFreshnessSchema,
  priceComparisonOverviewSchema,
  seznamOverviewSchema,
} from '../czech-channels.ts';
import { contractRoute, errorResponses, jsonBody, jsonResponse } from './route-helpers.ts';

const tags = ['connections'];
const shopParams = z.object({ shopId: z.string() });
const daysQuery = z.object({ days: z.enum(['7', '30', '90']).optional() });

const connectApiKeyRoute = contractRoute({
  operationId: 'connectApiKey',
  method: 'post',
  path: '/api/shops/{shopId}/connections/api-key',
  access: { shop: 'admin' },
  tags,
  summary:
    'Connects Sklik, Heureka or Zboží.cz with an API key: checked against the provider, stored sealed, first sync queued',
  request: { params: shopParams, ...jsonBody(connectApiKeySchema) },
  responses: {
    200: jsonResponse('The connection', finishedConnectionSchema),
    ...errorResponses(401, 403, 404, 422, 502),
  },
});

const seznamRoute = contractRoute({
  operationId: 'getSeznamOverview',
  method: 'get',
  path: '/api/shops/{shopId}/seznam',
  access: { shop: 'viewer' },
  tags,
  summary: 'The Sklik connection and its cost, clicks and conversions by day',
  request: { params: shopParams, query: daysQuery },
  responses: { 200: jsonResponse('Sklik', seznamOverviewSchema), ...errorResponses(401, 403, 404, 422) },
});

const priceComparisonRoute = contractRoute({
  operationId: 'getPriceComparisonOverview',
  method: 'get',
  path: '/api/shops/{shopId}/price-comparison',
  access: { shop: 'viewer' },
  tags,
  summary: 'Heureka and Zboží.cz: connections, cost, clicks, orders and their value by day and by category',
  request: { params: shopParams, query: daysQuery },
  responses: {
    200: jsonResponse('Price-comparison services', priceComparisonOverviewSchema),
    ...errorResponses(401, 403, 404, 422),
  },
});

const costFreshnessRoute = contractRoute({
  operationId: 'getCostFreshness',
  method: 'get',
  path: '/api/shops/{shopId}/ad-spend/freshness',
  access: { shop: 'viewer' },
  tags: ['analytics'],
  summary: "Each channel's last day with cost data and where it came from (connector, file, API)",
  request: { params: shopParams },
  responses: { 200: jsonResponse('Cost freshness', costFreshnessSchema), ...errorResponses(401, 403, 404) },
});

/** The routes of the Czech channels (Sklik, Heureka, Zboží.cz) and the cost freshness, by operationId. */
export const czechChannelRoutes = {
  connectApiKey: connectApiKeyRoute,
  getSeznamOverview: seznamRoute,
  getPriceComparisonOverview: priceComparisonRoute,
  getCostFreshness: costFreshnessRoute,
};
