import { z } from 'zod';
import { customerInputSchema, customerSchema } from '../customers.ts';
import { contractRoute, errorResponses, jsonBody, jsonResponse } from './route-helpers.ts';

const createRoute = contractRoute({
  operationId: 'createCustomer',
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

/** The routes of this area, by operationId. */
export const customerRoutes = {
  createCustomer: createRoute,
};
