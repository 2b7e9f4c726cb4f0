import { z } from 'zod';
import { orderFacetsSchema } from '../order-facets.ts';
import { contractRoute, errorResponses, jsonResponse } from './route-helpers.ts';

// Not under /orders/…: that segment is an order id there.
const listRoute = contractRoute({
  operationId: 'listOrderFacets',
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

/** The routes of this area, by operationId. */
export const orderFacetRoutes = {
  listOrderFacets: listRoute,
};
