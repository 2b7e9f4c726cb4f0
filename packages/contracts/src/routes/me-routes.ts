import { notificationSettingsSchema, profileSchema, updateProfileSchema } from '../me.ts';
import { contractRoute, errorResponses, jsonBody, jsonResponse } from './route-helpers.ts';

const tags = ['account'];

const getMeRoute = contractRoute({
  operationId: 'getProfile',
  method: 'get',
  path: '/api/me',
  access: 'user',
  tags,
  summary: "The signed-in user's profile",
  responses: { 200: jsonResponse('Profile', profileSchema), ...errorResponses(401) },
});

const updateMeRoute = contractRoute({
  operationId: 'updateProfile',
  method: 'patch',
  path: '/api/me',
  access: 'user',
  tags,
  summary: 'Saves first name, last name and phone',
  request: jsonBody(updateProfileSchema),
  responses: { 200: jsonResponse('The saved profile', profileSchema), ...errorResponses(401, 422) },
});

const getSettingsRoute = contractRoute({
  operationId: 'getNotificationSettings',
  method: 'get',
  path: '/api/me/notification-settings',
  access: 'user',
  tags,
  summary: 'Notification settings (e-mail on by default)',
  responses: { 200: jsonResponse('Settings', notificationSettingsSchema), ...errorResponses(401) },
});

const putSettingsRoute = contractRoute({
  operationId: 'replaceNotificationSettings',
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

/** The routes of this area, by operationId. */
export const meRoutes = {
  getProfile: getMeRoute,
  updateProfile: updateMeRoute,
  getNotificationSettings: getSettingsRoute,
  replaceNotificationSettings: putSettingsRoute,
};
