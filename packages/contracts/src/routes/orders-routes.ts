import { z } from 'zod';
import { deleteOrderDataResponseSchema } from '../imports.ts';
import {
  orderDetailSchema,
  orderFilterSchema,
  orderListQuerySchema,
  orderListSchema,
} from '../order-list.ts';
import { orderInputSchema } from '../orders.ts';
import { contractRoute, errorResponses, jsonResponse } from './route-helpers.ts';

const tags = ['orders'];

const shopParams = z.object({ shopId: z.string() });

const listRoute = contractRoute({
  operationId: 'listOrders',
  method: 'get',
  path: '/api/shops/{shopId}/orders',
  access: { shop: 'viewer' },
  tags,
  summary: 'Orders of the shop, filtered and sorted, 100 per page, with the total count',
  request: { params: shopParams, query: orderListQuerySchema },
  responses: { 200: jsonResponse('A page of orders', orderListSchema), ...errorResponses(401, 404, 422) },
});

const exportRoute = contractRoute({
  operationId: 'exportOrdersCsv',
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

const getRoute = contractRoute({
  operationId: 'getOrder',
  method: 'get',
  path: '/api/shops/{shopId}/orders/{orderId}',
  access: { shop: 'viewer' },
  tags,
  summary: 'One order with its lines and customer facts',
  request: { params: shopParams.extend({ orderId: z.string().min(1).max(100) }) },
  responses: { 200: jsonResponse('The order', orderDetailSchema), ...errorResponses(401, 404, 422) },
});

const createRoute = contractRoute({
  operationId: 'createOrder',
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

const deleteRoute = contractRoute({
  operationId: 'deleteOrderData',
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

/** The routes of this area, by operationId. */
export const orderRoutes = {
  listOrders: listRoute,
  exportOrdersCsv: exportRoute,
  getOrder: getRoute,
  createOrder: createRoute,
  deleteOrderData: deleteRoute,
};
