import type { OpenAPIHono } from '@hono/zod-openapi';
import {
  customerEraseInputSchema,
  customerEraseResultSchema,
  customerInputSchema,
  customerKeyParamSchema,
  customerProfileSchema,
  customerSchema,
} from '@ziskomer/contracts';
import { z } from 'zod';
import type { AppEnv } from '../../http/app-env.ts';
import { addRoute, defineRoute } from '../../http/define-route.ts';
import { errorResponses, jsonBody, jsonResponse } from '../../http/openapi-responses.ts';
import { csvHeaders } from '../orders/index.ts';
import { createCustomer } from './create-customer.ts';
import { eraseCustomer } from './profile/erase-customer.ts';
import { exportCustomerData } from './profile/export-customer-data.ts';
import { exportCustomerOrdersCsv } from './profile/export-customer-orders-csv.ts';
import { getCustomerProfile } from './profile/get-customer-profile.ts';

const customerParams = z.object({ shopId: z.string(), customerKey: customerKeyParamSchema });

const profileRoute = defineRoute({
  method: 'get',
  path: '/api/shops/{shopId}/customers/{customerKey}',
  access: { shop: 'viewer' },
  tags: ['customers'],
  summary: "One customer's profile: contact, orders with lines, sources, RFM, CLV forecast, margin",
  request: { params: customerParams },
  responses: { 200: jsonResponse('The profile', customerProfileSchema), ...errorResponses(401, 404, 422) },
});

const ordersCsvRoute = defineRoute({
  method: 'get',
  path: '/api/shops/{shopId}/customers/{customerKey}/orders.csv',
  access: { shop: 'viewer' },
  tags: ['customers'],
  summary: "The customer's orders as CSV (cells escaped against formula injection)",
  request: { params: customerParams },
  responses: {
    200: { description: 'CSV file', content: { 'text/csv': { schema: z.string() } } },
    ...errorResponses(401, 404, 422),
  },
});

const exportRoute = defineRoute({
  method: 'get',
  path: '/api/shops/{shopId}/customers/{customerKey}/export',
  access: { shop: 'admin' },
  tags: ['customers'],
  summary: 'Everything the shop holds about the customer, as one JSON download (GDPR access request)',
  request: { params: customerParams },
  responses: {
    200: {
      description: 'JSON file',
      content: { 'application/json': { schema: z.object({}).passthrough() } },
    },
    ...errorResponses(401, 403, 404, 422),
  },
});

const eraseRoute = defineRoute({
  method: 'post',
  path: '/api/shops/{shopId}/customers/{customerKey}/erase',
  access: { shop: 'admin' },
  tags: ['customers'],
  summary: "Erases the customer's personal data; their orders stay in every total, anonymised (GDPR erasure)",
  request: { params: customerParams, ...jsonBody(customerEraseInputSchema) },
  responses: {
    200: jsonResponse('Erased', customerEraseResultSchema),
    ...errorResponses(401, 403, 404, 422),
  },
});

const createRoute = defineRoute({
  method: 'post',
  path: '/api/shops/{shopId}/customers',
  access: { shop: 'admin' },
  tags: ['customers'],
  summary: 'Adds a customer entered by hand (no orders yet); 409 when the shop already has the e-mail',
  request: { params: z.object({ shopId: z.string() }), ...jsonBody(customerInputSchema) },
  responses: {
    201: jsonResponse('The new customer', customerSchema),
    ...errorResponses(401, 403, 404, 409, 422),
  },
});

export function registerCustomerRoutes(app: OpenAPIHono<AppEnv>) {
  addRoute(app, profileRoute, async (c, scope) => {
    const { shopId, customerKey } = c.req.valid('param');
    return c.json(await getCustomerProfile(scope, shopId, customerKey), 200);
  });
  addRoute(app, ordersCsvRoute, async (c, scope) => {
    const { shopId, customerKey } = c.req.valid('param');
    const stream = await exportCustomerOrdersCsv(
      scope,
      shopId,
      customerKey,
      `${c.get('requestId')} GET ${c.req.path}`,
    );
    return new Response(stream, { headers: csvHeaders('objednavky-zakaznika.csv') });
  });
  addRoute(app, exportRoute, async (c, scope) => {
    const { shopId, customerKey } = c.req.valid('param');
    const data = await exportCustomerData(scope, shopId, customerKey);
    return new Response(JSON.stringify(data, null, 2), {
      headers: {
        'content-type': 'application/json; charset=utf-8',
        'content-disposition': 'attachment; filename="zakaznik-export.json"',
        'cache-control': 'no-store',
      },
    });
  });
  addRoute(app, eraseRoute, async (c, scope) => {
    const { shopId, customerKey } = c.req.valid('param');
    return c.json(await eraseCustomer(scope, shopId, customerKey, c.req.valid('json').confirm), 200);
  });
  addRoute(app, createRoute, async (c, scope) =>
    c.json(await createCustomer(scope, c.req.valid('param').shopId, c.req.valid('json')), 201),
  );
}
