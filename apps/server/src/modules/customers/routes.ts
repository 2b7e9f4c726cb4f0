import type { OpenAPIHono } from '@hono/zod-openapi';
import { customerRoutes } from '@ziskomer/contracts';
import type { AppEnv } from '../../http/app-env.ts';
import { addRoute } from '../../http/define-route.ts';
import { createCustomer } from './create-customer.ts';

export function registerCustomerRoutes(app: OpenAPIHono<AppEnv>) {
  addRoute(app, customerRoutes.createCustomer, async (c, scope) =>
    c.json(await createCustomer(scope, c.req.valid('param').shopId, c.req.valid('json')), 201),
  );
}
