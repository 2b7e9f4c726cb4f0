import { z } from 'zod';
import {
  createImportScheduleSchema,
  importRunListSchema,
  importRunSchema,
  importScheduleListSchema,
  importScheduleSchema,
  updateImportScheduleSchema,
} from '../import-schedules.ts';
import {
  contractRoute,
  errorResponses,
  jsonBody,
  jsonResponse,
  languageQueryParam,
} from './route-helpers.ts';

const tags = ['import-schedules'];

const shopParams = z.object({ shopId: z.string() });

const scheduleParams = shopParams.extend({ scheduleId: z.uuid() });

const urlRefused =
  'A URL the outbound guard refuses answers 422 with its code: url_invalid, url_scheme, url_credentials, ' +
  'address_blocked (private, loopback, link-local, metadata … addresses) or host_not_found.';

const listRoute = contractRoute({
  operationId: 'listImportSchedules',
  method: 'get',
  path: '/api/shops/{shopId}/import-schedules',
  access: { shop: 'viewer' },
  tags,
  summary: "The shop's import schedules, each with its latest run",
  request: { params: shopParams },
  responses: {
    200: jsonResponse('Schedules, newest first', importScheduleListSchema),
    ...errorResponses(401, 404),
  },
});

const createRoute = contractRoute({
  operationId: 'createImportSchedule',
  method: 'post',
  path: '/api/shops/{shopId}/import-schedules',
  access: { shop: 'admin' },
  tags,
  summary: 'Creates an import schedule: a CSV file at a URL, imported every hour, day or week',
  description: `${urlRefused} A new active schedule runs at the scheduler's next pass.`,
  request: { params: shopParams, ...jsonBody(createImportScheduleSchema) },
  responses: {
    201: jsonResponse('The schedule', importScheduleSchema),
    ...errorResponses(401, 403, 404, 422),
  },
});

const updateRoute = contractRoute({
  operationId: 'updateImportSchedule',
  method: 'patch',
  path: '/api/shops/{shopId}/import-schedules/{scheduleId}',
  access: { shop: 'admin' },
  tags,
  summary: 'Changes an import schedule (name, URL, frequency, options, on/off)',
  description: urlRefused,
  request: { params: scheduleParams, ...jsonBody(updateImportScheduleSchema) },
  responses: {
    200: jsonResponse('The schedule', importScheduleSchema),
    ...errorResponses(401, 403, 404, 422),
  },
});

const deleteRoute = contractRoute({
  operationId: 'deleteImportSchedule',
  method: 'delete',
  path: '/api/shops/{shopId}/import-schedules/{scheduleId}',
  access: { shop: 'admin' },
  tags,
  summary: 'Deletes an import schedule and its runs; imported orders stay',
  request: { params: scheduleParams },
  responses: { 204: { description: 'Deleted' }, ...errorResponses(401, 403, 404, 422) },
});

const runNowRoute = contractRoute({
  operationId: 'runImportScheduleNow',
  method: 'post',
  path: '/api/shops/{shopId}/import-schedules/{scheduleId}/run',
  access: { shop: 'admin' },
  tags,
  summary: 'Runs a schedule now (paused ones too); the scheduler starts it within seconds',
  request: { params: scheduleParams },
  responses: {
    202: jsonResponse('The queued run', importRunSchema),
    ...errorResponses(401, 403, 404, 409, 422),
  },
});

const runsRoute = contractRoute({
  operationId: 'listImportRuns',
  method: 'get',
  path: '/api/shops/{shopId}/import-runs',
  access: { shop: 'viewer' },
  tags,
  summary: "The shop's import runs, newest first (at most 100), with schedule name, target and store domain",
  request: { params: shopParams },
  responses: { 200: jsonResponse('Runs', importRunListSchema), ...errorResponses(401, 404) },
});

const myRunsRoute = contractRoute({
  operationId: 'listMyImportRuns',
  method: 'get',
  path: '/api/import-runs',
  access: 'user',
  tags,
  summary: "The signed-in user's recent import runs across their shops (the events stream's fallback)",
  description:
    'The same list as each `runs` event of `/api/import-runs/events`, for clients that poll instead.',
  responses: { 200: jsonResponse('Runs, newest first', importRunListSchema), ...errorResponses(401) },
});

const eventsRoute = contractRoute({
  operationId: 'streamMyImportRuns',
  method: 'get',
  path: '/api/import-runs/events',
  access: 'user',
  tags,
  summary: "Server-Sent Events with the signed-in user's recent import runs across their shops",
  description:
    'A `runs` event (JSON `ImportRunList`) at once and whenever the runs change (checked every 2 s), ' +
    'heartbeat comments in between. The stream ends after 10 minutes; EventSource reconnects by itself. ' +
    'EventSource cannot send headers: `lang` chooses the language of the messages instead of Accept-Language.',
  request: { query: z.object({ lang: languageQueryParam }) },
  responses: {
    200: {
      description: '`runs` events',
      content: { 'text/event-stream': { schema: z.string() } },
    },
    ...errorResponses(401),
  },
});

/** The routes of this area, by operationId. */
export const importScheduleRoutes = {
  listImportSchedules: listRoute,
  createImportSchedule: createRoute,
  updateImportSchedule: updateRoute,
  deleteImportSchedule: deleteRoute,
  runImportScheduleNow: runNowRoute,
  listImportRuns: runsRoute,
  listMyImportRuns: myRunsRoute,
  streamMyImportRuns: eventsRoute,
};
