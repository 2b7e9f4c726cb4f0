import type { OpenAPIHono } from '@hono/zod-openapi';
import { shopSummaryQuerySchema, shopSummarySchema } from '@ziskomer/contracts';
import { z } from 'zod';
import type { AppEnv } from '../../http/app-env.ts';
import { addRoute, defineRoute } from '../../http/define-route.ts';
import { errorResponses, jsonResponse } from '../../http/openapi-responses.ts';
import { getShopSummary } from './get-shop-summary.ts';

const summaryRoute = defineRoute({
  method: 'get',
  path: '/api/shops/{shopId}/summary',
  access: { shop: 'viewer' },
  tags: ['dashboard'],
  summary: 'Headline figures of the last N days against the N days before, with the daily trend',
  request: { params: z.object({ shopId: z.string() }), query: shopSummaryQuerySchema },
  responses: { 200: jsonResponse('The summary', shopSummarySchema), ...errorResponses(401, 404, 422) },
});

export function registerDashboardRoutes(app: OpenAPIHono<AppEnv>) {
  addRoute(app, summaryRoute, async (c, scope) =>
    c.json(await getShopSummary(scope, c.req.valid('param').shopId, c.req.valid('query').days), 200),
  );
}
