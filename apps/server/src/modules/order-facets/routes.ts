import type { OpenAPIHono } from '@hono/zod-openapi';
import { orderFacetRoutes } from '@ziskomer/contracts';
import type { AppEnv } from '../../http/app-env.ts';
import { addRoute } from '../../http/define-route.ts';
import { listOrderFacets } from './list-order-facets.ts';

export function registerOrderFacetRoutes(app: OpenAPIHono<AppEnv>) {
  addRoute(app, orderFacetRoutes.listOrderFacets, async (c, scope) =>
    c.json(await listOrderFacets(scope, c.req.valid('param').shopId), 200),
  );
}
