import type { OpenAPIHono } from '@hono/zod-openapi';
import { meRoutes } from '@ziskomer/contracts';
import type { AppEnv } from '../../http/app-env.ts';
import { addRoute } from '../../http/define-route.ts';
import { getNotificationSettings } from './get-notification-settings.ts';
import { getProfile } from './get-profile.ts';
import { updateNotificationSettings } from './update-notification-settings.ts';
import { updateProfile } from './update-profile.ts';

export function registerMeRoutes(app: OpenAPIHono<AppEnv>) {
  addRoute(app, meRoutes.getProfile, async (c, scope) =>
    c.json(await getProfile(scope.db, scope.user.id), 200),
  );
  addRoute(app, meRoutes.updateProfile, async (c, scope) =>
    c.json(await updateProfile(scope, c.req.valid('json')), 200),
  );
  addRoute(app, meRoutes.getNotificationSettings, async (c, scope) =>
    c.json(await getNotificationSettings(scope.db, scope.user.id), 200),
  );
  addRoute(app, meRoutes.replaceNotificationSettings, async (c, scope) =>
    c.json(await updateNotificationSettings(scope, c.req.valid('json')), 200),
  );
}
