import type { OpenAPIHono } from '@hono/zod-openapi';
import { czechChannelRoutes } from '@ziskomer/contracts';
import type { AppEnv } from '../../http/app-env.ts';
import { addRoute } from '../../http/define-route.ts';
import { getCostFreshness } from './get-cost-freshness.ts';

export function registerCostFreshnessRoutes(app: OpenAPIHono<AppEnv>) {
  addRoute(app, czechChannelRoutes.getCostFreshness, async (c, scope) =>
    c.json(await getCostFreshness(scope, c.req.valid('param').shopId), 200),
  );
}
