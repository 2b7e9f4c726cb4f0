import type { OpenAPIHono } from '@hono/zod-openapi';
import { activityFilterSchema, activityListSchema } from '@ziskomer/contracts';
import { z } from 'zod';
import type { AppEnv } from '../../http/app-env.ts';
import { addRoute, defineRoute } from '../../http/define-route.ts';
import { errorResponses, jsonResponse } from '../../http/openapi-responses.ts';
import { listActivity } from './list-activity.ts';

const listActivityRoute = defineRoute({
  method: 'get',
  path: '/api/me/activity',
  access: 'user',
  tags: ['account'],
  summary: "The signed-in user's activity, newest first",
  request: {
    query: z.object({
      filter: activityFilterSchema.default('all'),
      limit: z.coerce.number().int().min(1).max(200).default(50),
    }),
  },
  responses: { 200: jsonResponse('Activity entries', activityListSchema), ...errorResponses(401, 422) },
});

export function registerActivityRoutes(app: OpenAPIHono<AppEnv>) {
  addRoute(app, listActivityRoute, async (c, scope) => {
    const items = await listActivity(scope, c.req.valid('query'));
    return c.json({ items }, 200);
  });
}
