import type { OpenAPIHono } from '@hono/zod-openapi';
import {
  deleteOrderDataResponseSchema,
  orderDetailSchema,
  orderFilterSchema,
  orderInputSchema,
  orderListQuerySchema,
  orderListSchema,
} from '@ziskomer/contracts';
import { z } from 'zod';
import type { AppEnv } from '../../http/app-env.ts';
import { addRoute, defineRoute } from '../../http/define-route.ts';
import { errorResponses, jsonResponse } from '../../http/openapi-responses.ts';
import { recordActivity } from '../activity/index.ts';
import { createOrder } from './create-order.ts';
import { csvHeaders } from './csv-stream.ts';
import { deleteOrderData } from './delete-order-data.ts';
import { exportOrdersCsv } from './export-orders-csv.ts';
import { getOrder } from './get-order.ts';
import { listOrders } from './list-orders.ts';
import { getShopSettings } from './queries/get-shop-settings.ts';

const tags = ['orders'];
const shopParams = z.object({ shopId: z.string() });

const listRoute = defineRoute({
  method: 'get',
  path: '/api/shops/{shopId}/orders',
  access: { shop: 'viewer' },
  tags,
  summary: 'Orders of the shop, filtered and sorted, 100 per page, with the total count',
  request: { params: shopParams, query: orderListQuerySchema },
  responses: { 200: jsonResponse('A page of orders', orderListSchema), ...errorResponses(401, 404, 422) },
});

const exportRoute = defineRoute({
  method: 'get',
  path: '/api/shops/{shopId}/orders.csv',
  access: { shop: 'viewer' },
  tags,
  summary: 'The filtered orders as CSV (streamed; cells escaped against formula injection)',
  request: { params: shopParams, query: orderFilterSchema },
  responses: {
    200: { description: 'CSV file', content: { 'text/csv': { schema: z.string() } } },
    ...errorResponses(401, 404, 422),
  },
});

const getRoute = defineRoute({
  method: 'get',
  path: '/api/shops/{shopId}/orders/{orderId}',
  access: { shop: 'viewer' },
  tags,
  summary: 'One order with its lines and customer facts',
  request: { params: shopParams.extend({ orderId: z.string().min(1).max(100) }) },
  responses: { 200: jsonResponse('The order', orderDetailSchema), ...errorResponses(401, 404, 422) },
});

const createRoute = defineRoute({
  method: 'post',
  path: '/api/shops/{shopId}/orders',
  access: { shop: 'admin' },
  tags,
  summary: 'Adds an order entered by hand',
  request: {
    params: shopParams,
    body: { required: true, content: { 'application/json': { schema: orderInputSchema } } },
  },
  responses: {
    201: jsonResponse('The new order', orderDetailSchema),
    ...errorResponses(401, 403, 404, 409, 422),
  },
});

const deleteRoute = defineRoute({
  method: 'delete',
  path: '/api/shops/{shopId}/orders',
  access: { shop: 'admin' },
  tags,
  summary: 'Deletes all order data of the shop (orders, lines, customer facts, daily metrics)',
  request: { params: shopParams },
  responses: {
    200: jsonResponse('Deleted', deleteOrderDataResponseSchema),
    ...errorResponses(401, 403, 404),
  },
});

export function registerOrderRoutes(app: OpenAPIHono<AppEnv>) {
  addRoute(app, listRoute, async (c, scope) =>
    c.json(await listOrders(scope, c.req.valid('param').shopId, c.req.valid('query')), 200),
  );
  addRoute(app, exportRoute, async (c, scope) => {
    const { shopId } = c.req.valid('param');
    const { timeZone } = await getShopSettings(scope.db, shopId);
    await recordActivity(scope, { kind: 'export', action: 'orders_exported', shopId });
    const stream = await exportOrdersCsv(
      { request: scope.db, pool: scope.deps.db },
      { userId: scope.user.id, shopId, timeZone, label: `${c.get('requestId')} GET ${c.req.path}` },
      c.req.valid('query'),
    );
    return new Response(stream, { headers: csvHeaders('objednavky.csv') });
  });
  addRoute(app, getRoute, async (c, scope) => {
    const { shopId, orderId } = c.req.valid('param');
    return c.json(await getOrder(scope, shopId, orderId), 200);
  });
  addRoute(app, createRoute, async (c, scope) =>
    c.json(await createOrder(scope, c.req.valid('param').shopId, c.req.valid('json')), 201),
  );
  addRoute(app, deleteRoute, async (c, scope) => {
    await deleteOrderData(scope, c.req.valid('param').shopId);
    return c.json({ message: 'Order data successfully deleted' as const }, 200);
  });
}
