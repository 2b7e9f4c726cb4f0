import type { OpenAPIHono } from '@hono/zod-openapi';
import { dashboardRoutes } from '@ziskomer/contracts';
import type { AppEnv } from '../../http/app-env.ts';
import { addRoute } from '../../http/define-route.ts';
import { getShopSummary } from './get-shop-summary.ts';

export function registerDashboardRoutes(app: OpenAPIHono<AppEnv>) {
  addRoute(app, dashboardRoutes.getShopSummary, async (c, scope) =>
    c.json(await getShopSummary(scope, c.req.valid('param').shopId, c.req.valid('query').days), 200),
  );
}
