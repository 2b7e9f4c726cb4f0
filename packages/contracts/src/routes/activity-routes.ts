import { z } from 'zod';
import { activityFilterSchema, activityListSchema } from '../me.ts';
import { contractRoute, errorResponses, jsonResponse } from './route-helpers.ts';

const listActivityRoute = contractRoute({
  operationId: 'listMyActivity',
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

/** The routes of this area, by operationId. */
export const activityRoutes = {
  listMyActivity: listActivityRoute,
};
