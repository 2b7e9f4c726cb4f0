import type { OpenAPIHono } from '@hono/zod-openapi';
import { activityRoutes } from '@ziskomer/contracts';
import type { AppEnv } from '../../http/app-env.ts';
import { addRoute } from '../../http/define-route.ts';
import { listActivity } from './list-activity.ts';

export function registerActivityRoutes(app: OpenAPIHono<AppEnv>) {
  addRoute(app, activityRoutes.listMyActivity, async (c, scope) => {
    const items = await listActivity(scope, c.req.valid('query'));
    return c.json({ items }, 200);
  });
}
