import type { OpenAPIHono } from '@hono/zod-openapi';
import { notificationListSchema } from '@ziskomer/contracts';
import { z } from 'zod';
import type { AppEnv } from '../../http/app-env.ts';
import { addRoute, defineRoute } from '../../http/define-route.ts';
import { errorResponses, jsonResponse } from '../../http/openapi-responses.ts';
import { clearNotifications } from './clear-notifications.ts';
import { listNotifications } from './list-notifications.ts';
import { markAllNotificationsRead } from './mark-all-notifications-read.ts';
import { markNotificationRead } from './mark-notification-read.ts';

const tags = ['notifications'];
const shopParams = z.object({ shopId: z.string() });
const done = { description: 'Done' };

const listRoute = defineRoute({
  method: 'get',
  path: '/api/shops/{shopId}/notifications',
  access: { shop: 'viewer' },
  tags,
  summary: "The signed-in user's notifications in a shop, newest first (at most 100)",
  request: { params: shopParams },
  responses: { 200: jsonResponse('Notifications', notificationListSchema), ...errorResponses(401, 404) },
});

const markReadRoute = defineRoute({
  method: 'post',
  path: '/api/shops/{shopId}/notifications/{notificationId}/read',
  access: { shop: 'viewer' },
  tags,
  summary: 'Marks one notification read',
  request: { params: shopParams.extend({ notificationId: z.uuid() }) },
  responses: { 204: done, ...errorResponses(401, 404, 422) },
});

const markAllReadRoute = defineRoute({
  method: 'post',
  path: '/api/shops/{shopId}/notifications/read-all',
  access: { shop: 'viewer' },
  tags,
  summary: "Marks all the user's notifications in the shop read",
  request: { params: shopParams },
  responses: { 204: done, ...errorResponses(401, 404) },
});

const clearRoute = defineRoute({
  method: 'delete',
  path: '/api/shops/{shopId}/notifications',
  access: { shop: 'viewer' },
  tags,
  summary: "Deletes the user's notifications in the shop",
  request: { params: shopParams },
  responses: { 204: done, ...errorResponses(401, 404) },
});

export function registerNotificationRoutes(app: OpenAPIHono<AppEnv>) {
  addRoute(app, listRoute, async (c, scope) =>
    c.json(await listNotifications(scope, c.req.valid('param').shopId), 200),
  );
  addRoute(app, markReadRoute, async (c, scope) => {
    const { shopId, notificationId } = c.req.valid('param');
    await markNotificationRead(scope, shopId, notificationId);
    return c.body(null, 204);
  });
  addRoute(app, markAllReadRoute, async (c, scope) => {
    await markAllNotificationsRead(scope, c.req.valid('param').shopId);
    return c.body(null, 204);
  });
  addRoute(app, clearRoute, async (c, scope) => {
    await clearNotifications(scope, c.req.valid('param').shopId);
    return c.body(null, 204);
  });
}
