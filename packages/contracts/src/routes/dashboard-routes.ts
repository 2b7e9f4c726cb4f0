import { z } from 'zod';
import { shopSummaryQuerySchema, shopSummarySchema } from '../summary.ts';
import { contractRoute, errorResponses, jsonResponse } from './route-helpers.ts';

const summaryRoute = contractRoute({
  operationId: 'getShopSummary',
  method: 'get',
  path: '/api/shops/{shopId}/summary',
  access: { shop: 'viewer' },
  tags: ['dashboard'],
  summary: 'Headline figures of the last N days against the N days before, with the daily trend',
  request: { params: z.object({ shopId: z.string() }), query: shopSummaryQuerySchema },
  responses: { 200: jsonResponse('The summary', shopSummarySchema), ...errorResponses(401, 404, 422) },
});

/** The routes of this area, by operationId. */
export const dashboardRoutes = {
  getShopSummary: summaryRoute,
};
