import { z } from 'zod';
import { notificationListSchema } from '../notifications.ts';
import { contractRoute, errorResponses, jsonResponse } from './route-helpers.ts';

const tags = ['notifications'];

const shopParams = z.object({ shopId: z.string() });

const done = { description: 'Done' };

const listRoute = contractRoute({
  operationId: 'listNotifications',
  method: 'get',
  path: '/api/shops/{shopId}/notifications',
  access: { shop: 'viewer' },
  tags,
  summary: "The signed-in user's notifications in a shop, newest first (at most 100)",
  request: { params: shopParams },
  responses: { 200: jsonResponse('Notifications', notificationListSchema), ...errorResponses(401, 404) },
});

const markReadRoute = contractRoute({
  operationId: 'markNotificationRead',
  method: 'post',
  path: '/api/shops/{shopId}/notifications/{notificationId}/read',
  access: { shop: 'viewer' },
  tags,
  summary: 'Marks one notification read',
  request: { params: shopParams.extend({ notificationId: z.uuid() }) },
  responses: { 204: done, ...errorResponses(401, 404, 422) },
});

const markAllReadRoute = contractRoute({
  operationId: 'markAllNotificationsRead',
  method: 'post',
  path: '/api/shops/{shopId}/notifications/read-all',
  access: { shop: 'viewer' },
  tags,
  summary: "Marks all the user's notifications in the shop read",
  request: { params: shopParams },
  responses: { 204: done, ...errorResponses(401, 404) },
});

const clearRoute = contractRoute({
  operationId: 'clearNotifications',
  method: 'delete',
  path: '/api/shops/{shopId}/notifications',
  access: { shop: 'viewer' },
  tags,
  summary: "Deletes the user's notifications in the shop",
  request: { params: shopParams },
  responses: { 204: done, ...errorResponses(401, 404) },
});

/** The routes of this area, by operationId. */
export const notificationRoutes = {
  listNotifications: listRoute,
  markNotificationRead: markReadRoute,
  markAllNotificationsRead: markAllReadRoute,
  clearNotifications: clearRoute,
};
