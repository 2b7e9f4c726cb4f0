import { academyProgressSchema, recordCompletionsSchema } from '../academy.ts';
import { contractRoute, errorResponses, jsonBody, jsonResponse } from './route-helpers.ts';

const tags = ['academy'];

const getProgressRoute = contractRoute({
  operationId: 'getAcademyProgress',
  method: 'get',
  path: '/api/me/academy/poas',
  access: 'user',
  tags,
  summary: "The signed-in user's completed lessons of the POAS course (only their own)",
  responses: { 200: jsonResponse('Progress', academyProgressSchema), ...errorResponses(401) },
});

const recordCompletionsRoute = contractRoute({
  operationId: 'recordAcademyCompletions',
  method: 'post',
  path: '/api/me/academy/poas/completions',
  access: 'user',
  tags,
  summary: 'Records completed lessons; a lesson done again keeps its first date and its best score',
  request: jsonBody(recordCompletionsSchema),
  responses: {
    200: jsonResponse('Progress after the change', academyProgressSchema),
    ...errorResponses(401, 422),
  },
});

/** The routes of this area, by operationId. */
export const academyRoutes = {
  getAcademyProgress: getProgressRoute,
  recordAcademyCompletions: recordCompletionsRoute,
};
