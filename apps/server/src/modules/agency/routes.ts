import type { OpenAPIHono } from '@hono/zod-openapi';
import { agencyRoutes } from '@ziskomer/contracts';
import type { AppEnv } from '../../http/app-env.ts';
import { addRoute } from '../../http/define-route.ts';
import { getAgencyOverview } from './get-agency-overview.ts';

export function registerAgencyRoutes(app: OpenAPIHono<AppEnv>) {
  addRoute(app, agencyRoutes.getAgencyOverview, async (c, scope) =>
    c.json(await getAgencyOverview(scope, c.req.valid('query')), 200),
  );
}
