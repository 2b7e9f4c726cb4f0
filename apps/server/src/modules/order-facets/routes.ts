import type { OpenAPIHono } from '@hono/zod-openapi';
import { orderFacetsSchema } from '@ziskomer/contracts';
import { z } from 'zod';
import type { AppEnv } from '../../http/app-env.ts';
import { addRoute, defineRoute } from '../../http/define-route.ts';
import { errorResponses, jsonResponse } from '../../http/openapi-responses.ts';
import { listOrderFacets } from './list-order-facets.ts';

// Not under /orders/…: that segment is an order id there.
const listRoute = defineRoute({
  method: 'get',
  path: '/api/shops/{shopId}/order-facets',
  access: { shop: 'viewer' },
  tags: ['orders'],
  summary: 'The statuses, sources, payment and shipping methods used by the shop’s orders, with counts',
  request: { params: z.object({ shopId: z.string() }) },
  responses: {
    200: jsonResponse('The values, most frequent first', orderFacetsSchema),
    ...errorResponses(401, 404),
  },
});

export function registerOrderFacetRoutes(app: OpenAPIHono<AppEnv>) {
  addRoute(app, listRoute, async (c, scope) =>
    c.json(await listOrderFacets(scope, c.req.valid('param').shopId), 200),
  );
}
