import type { OpenAPIHono } from '@hono/zod-openapi';
import { notificationRoutes } from '@ziskomer/contracts';
import type { AppEnv } from '../../http/app-env.ts';
import { addRoute } from '../../http/define-route.ts';
import { clearNotifications } from './clear-notifications.ts';
import { listNotifications } from './list-notifications.ts';
import { markAllNotificationsRead } from './mark-all-notifications-read.ts';
import { markNotificationRead } from './mark-notification-read.ts';

export function registerNotificationRoutes(app: OpenAPIHono<AppEnv>) {
  addRoute(app, notificationRoutes.listNotifications, async (c, scope) =>
    c.json(await listNotifications(scope, c.req.valid('param').shopId), 200),
  );
  addRoute(app, notificationRoutes.markNotificationRead, async (c, scope) => {
    const { shopId, notificationId } = c.req.valid('param');
    await markNotificationRead(scope, shopId, notificationId);
    return c.body(null, 204);
  });
  addRoute(app, notificationRoutes.markAllNotificationsRead, async (c, scope) => {
    await markAllNotificationsRead(scope, c.req.valid('param').shopId);
    return c.body(null, 204);
  });
  addRoute(app, notificationRoutes.clearNotifications, async (c, scope) => {
    await clearNotifications(scope, c.req.valid('param').shopId);
    return c.body(null, 204);
  });
}
