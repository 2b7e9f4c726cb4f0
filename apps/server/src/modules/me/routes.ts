import type { OpenAPIHono } from '@hono/zod-openapi';
import { notificationSettingsSchema, profileSchema, updateProfileSchema } from '@ziskomer/contracts';
import type { AppEnv } from '../../http/app-env.ts';
import { addRoute, defineRoute } from '../../http/define-route.ts';
import { errorResponses, jsonBody, jsonResponse } from '../../http/openapi-responses.ts';
import { getNotificationSettings } from './get-notification-settings.ts';
import { getProfile } from './get-profile.ts';
import { updateNotificationSettings } from './update-notification-settings.ts';
import { updateProfile } from './update-profile.ts';

const tags = ['account'];

const getMeRoute = defineRoute({
  method: 'get',
  path: '/api/me',
  access: 'user',
  tags,
  summary: "The signed-in user's profile",
  responses: { 200: jsonResponse('Profile', profileSchema), ...errorResponses(401) },
});

const updateMeRoute = defineRoute({
  method: 'patch',
  path: '/api/me',
  access: 'user',
  tags,
  summary: 'Saves first name, last name and phone',
  request: jsonBody(updateProfileSchema),
  responses: { 200: jsonResponse('The saved profile', profileSchema), ...errorResponses(401, 422) },
});

const getSettingsRoute = defineRoute({
  method: 'get',
  path: '/api/me/notification-settings',
  access: 'user',
  tags,
  summary: 'Notification settings (e-mail on by default)',
  responses: { 200: jsonResponse('Settings', notificationSettingsSchema), ...errorResponses(401) },
});

const putSettingsRoute = defineRoute({
  method: 'put',
  path: '/api/me/notification-settings',
  access: 'user',
  tags,
  summary: 'Saves the notification settings',
  request: {
    body: { content: { 'application/json': { schema: notificationSettingsSchema } }, required: true },
  },
  responses: {
    200: jsonResponse('The saved settings', notificationSettingsSchema),
    ...errorResponses(401, 422),
  },
});

export function registerMeRoutes(app: OpenAPIHono<AppEnv>) {
  addRoute(app, getMeRoute, async (c, scope) => c.json(await getProfile(scope.db, scope.user.id), 200));
  addRoute(app, updateMeRoute, async (c, scope) =>
    c.json(await updateProfile(scope, c.req.valid('json')), 200),
  );
  addRoute(app, getSettingsRoute, async (c, scope) =>
    c.json(await getNotificationSettings(scope.db, scope.user.id), 200),
  );
  addRoute(app, putSettingsRoute, async (c, scope) =>
    c.json(await updateNotificationSettings(scope, c.req.valid('json')), 200),
  );
}
