import type { OpenAPIHono } from '@hono/zod-openapi';
import {
  createImportScheduleSchema,
  importRunListSchema,
  importRunSchema,
  importScheduleListSchema,
  importScheduleSchema,
  updateImportScheduleSchema,
} from '@ziskomer/contracts';
import { withScope } from '@ziskomer/db';
import { languages, pickLanguage } from '@ziskomer/i18n';
import { z } from 'zod';
import type { AppEnv } from '../../http/app-env.ts';
import { addRoute, addRouteWithoutTransaction, defineRoute } from '../../http/define-route.ts';
import { errorResponses, jsonBody, jsonResponse } from '../../http/openapi-responses.ts';
import { streamSnapshots } from '../../http/stream-snapshots.ts';
import { createImportSchedule } from './create-import-schedule.ts';
import { deleteImportSchedule } from './delete-import-schedule.ts';
import { listImportRuns } from './list-import-runs.ts';
import { listImportSchedules } from './list-import-schedules.ts';
import { listUserImportRuns } from './list-user-import-runs.ts';
import { runImportScheduleNow } from './run-import-schedule-now.ts';
import { updateImportSchedule } from './update-import-schedule.ts';

const tags = ['import-schedules'];
const shopParams = z.object({ shopId: z.string() });
const scheduleParams = shopParams.extend({ scheduleId: z.uuid() });
const urlRefused =
  'A URL the outbound guard refuses answers 422 with its code: url_invalid, url_scheme, url_credentials, ' +
  'address_blocked (private, loopback, link-local, metadata … addresses) or host_not_found.';

const listRoute = defineRoute({
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

const createRoute = defineRoute({
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

const updateRoute = defineRoute({
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

const deleteRoute = defineRoute({
  method: 'delete',
  path: '/api/shops/{shopId}/import-schedules/{scheduleId}',
  access: { shop: 'admin' },
  tags,
  summary: 'Deletes an import schedule and its runs; imported orders stay',
  request: { params: scheduleParams },
  responses: { 204: { description: 'Deleted' }, ...errorResponses(401, 403, 404, 422) },
});

const runNowRoute = defineRoute({
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

const runsRoute = defineRoute({
  method: 'get',
  path: '/api/shops/{shopId}/import-runs',
  access: { shop: 'viewer' },
  tags,
  summary: "The shop's import runs, newest first (at most 100), with schedule name, target and store domain",
  request: { params: shopParams },
  responses: { 200: jsonResponse('Runs', importRunListSchema), ...errorResponses(401, 404) },
});

const myRunsRoute = defineRoute({
  method: 'get',
  path: '/api/import-runs',
  access: 'user',
  tags,
  summary: "The signed-in user's recent import runs across their shops (the events stream's fallback)",
  description:
    'The same list as each `runs` event of `/api/import-runs/events`, for clients that poll instead.',
  responses: { 200: jsonResponse('Runs, newest first', importRunListSchema), ...errorResponses(401) },
});

const eventsRoute = defineRoute({
  method: 'get',
  path: '/api/import-runs/events',
  access: 'user',
  tags,
  summary: "Server-Sent Events with the signed-in user's recent import runs across their shops",
  description:
    'A `runs` event (JSON `ImportRunList`) at once and whenever the runs change (checked every 2 s), ' +
    'heartbeat comments in between. The stream ends after 10 minutes; EventSource reconnects by itself. ' +
    'EventSource cannot send headers: `lang` chooses the language of the messages instead of Accept-Language.',
  request: { query: z.object({ lang: z.enum(languages).optional() }) },
  responses: {
    200: {
      description: '`runs` events',
      content: { 'text/event-stream': { schema: z.string() } },
    },
    ...errorResponses(401),
  },
});

export function registerImportScheduleRoutes(app: OpenAPIHono<AppEnv>) {
  addRoute(app, listRoute, async (c, scope) => {
    const language = pickLanguage(c.req.header('accept-language'));
    return c.json(await listImportSchedules(scope, c.req.valid('param').shopId, language), 200);
  });
  // Checking the URL resolves its host: done before a transaction holds a database connection.
  addRouteWithoutTransaction(app, createRoute, async (c, scope) => {
    const language = pickLanguage(c.req.header('accept-language'));
    const schedule = await createImportSchedule(
      scope,
      c.req.valid('param').shopId,
      c.req.valid('json'),
      language,
    );
    return c.json(schedule, 201);
  });
  addRouteWithoutTransaction(app, updateRoute, async (c, scope) => {
    const { shopId, scheduleId } = c.req.valid('param');
    const language = pickLanguage(c.req.header('accept-language'));
    return c.json(await updateImportSchedule(scope, shopId, scheduleId, c.req.valid('json'), language), 200);
  });
  addRoute(app, deleteRoute, async (c, scope) => {
    const { shopId, scheduleId } = c.req.valid('param');
    await deleteImportSchedule(scope, shopId, scheduleId);
    return c.body(null, 204);
  });
  addRoute(app, runNowRoute, async (c, scope) => {
    const { shopId, scheduleId } = c.req.valid('param');
    const language = pickLanguage(c.req.header('accept-language'));
    return c.json(await runImportScheduleNow(scope, shopId, scheduleId, language), 202);
  });
  addRoute(app, runsRoute, async (c, scope) => {
    const language = pickLanguage(c.req.header('accept-language'));
    return c.json(await listImportRuns(scope, c.req.valid('param').shopId, language), 200);
  });
  addRoute(app, myRunsRoute, async (c, scope) => {
    const language = pickLanguage(c.req.header('accept-language'));
    return c.json({ items: await listUserImportRuns(scope.db, scope.user.id, language) }, 200);
  });
  addRoute(app, eventsRoute, async (c, scope) => {
    const language = c.req.valid('query').lang ?? pickLanguage(c.req.header('accept-language'));
    // A `runs` event whenever the user's runs change; each read is a short transaction of its own.
    return streamSnapshots(c, 'runs', async () => ({
      items: await withScope(scope.deps.db, { userId: scope.user.id }, (trx) =>
        listUserImportRuns(trx, scope.user.id, language),
      ),
    }));
  });
}
