import { z } from 'zod';
import {
  customerEraseInputSchema,
  customerEraseResultSchema,
  customerKeyParamSchema,
  customerProfileSchema,
} from '../customer-profile.ts';
import { customerInputSchema, customerSchema } from '../customers.ts';
import { contractRoute, errorResponses, jsonBody, jsonResponse } from './route-helpers.ts';

const tags = ['customers'];
const customerParams = z.object({ shopId: z.string(), customerKey: customerKeyParamSchema });

const createRoute = contractRoute({
  operationId: 'createCustomer',
  method: 'post',
  path: '/api/shops/{shopId}/customers',
  access: { shop: 'admin' },
  tags,
  summary: 'Adds a customer entered by hand (no orders yet); 409 when the shop already has the e-mail',
  request: { params: z.object({ shopId: z.string() }), ...jsonBody(customerInputSchema) },
  responses: {
    201: jsonResponse('The new customer', customerSchema),
    ...errorResponses(401, 403, 404, 409, 422),
  },
});

const profileRoute = contractRoute({
  operationId: 'getCustomerProfile',
  method: 'get',
  path: '/api/shops/{shopId}/customers/{customerKey}',
  access: { shop: 'viewer' },
  tags,
  summary: "One customer's profile: contact, orders with lines, sources, RFM, CLV forecast, margin",
  request: { params: customerParams },
  responses: { 200: jsonResponse('The profile', customerProfileSchema), ...errorResponses(401, 404, 422) },
});

const ordersCsvRoute = contractRoute({
  operationId: 'exportCustomerOrdersCsv',
  method: 'get',
  path: '/api/shops/{shopId}/customers/{customerKey}/orders.csv',
  access: { shop: 'viewer' },
  tags,
  summary: "The customer's orders as CSV (cells escaped against formula injection)",
  request: { params: customerParams },
  responses: {
    200: { description: 'CSV file', content: { 'text/csv': { schema: z.string() } } },
    ...errorResponses(401, 404, 422),
  },
});

const exportRoute = contractRoute({
  operationId: 'exportCustomerData',
  method: 'get',
  path: '/api/shops/{shopId}/customers/{customerKey}/export',
  access: { shop: 'admin' },
  tags,
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

const eraseRoute = contractRoute({
  operationId: 'eraseCustomer',
  method: 'post',
  path: '/api/shops/{shopId}/customers/{customerKey}/erase',
  access: { shop: 'admin' },
  tags,
  summary: "Erases the customer's personal data; their orders stay in every total, anonymised (GDPR erasure)",
  request: { params: customerParams, ...jsonBody(customerEraseInputSchema) },
  responses: {
    200: jsonResponse('Erased', customerEraseResultSchema),
    ...errorResponses(401, 403, 404, 422),
  },
});

/** The routes of this area, by operationId. */
export const customerRoutes = {
  createCustomer: createRoute,
  getCustomerProfile: profileRoute,
  exportCustomerOrdersCsv: ordersCsvRoute,
  exportCustomerData: exportRoute,
  eraseCustomer: eraseRoute,
};
