import type { OpenAPIHono } from '@hono/zod-openapi';
import { customerInputSchema, customerSchema } from '@ziskomer/contracts';
import { z } from 'zod';
import type { AppEnv } from '../../http/app-env.ts';
import { addRoute, defineRoute } from '../../http/define-route.ts';
import { errorResponses, jsonBody, jsonResponse } from '../../http/openapi-responses.ts';
import { createCustomer } from './create-customer.ts';

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
  addRoute(app, createRoute, async (c, scope) =>
    c.json(await createCustomer(scope, c.req.valid('param').shopId, c.req.valid('json')), 201),
  );
}
