import type { OpenAPIHono } from '@hono/zod-openapi';
import {
  jobListSchema,
  jobScheduleListSchema,
  jobScheduleSchema,
  jobSchema,
  jobSummarySchema,
  updateJobScheduleSchema,
} from '@ziskomer/contracts';
import { withScope } from '@ziskomer/db';
import { pickLanguage } from '@ziskomer/i18n';
import { z } from 'zod';
import type { AppEnv } from '../../http/app-env.ts';
import { addRoute, defineRoute } from '../../http/define-route.ts';
import { errorResponses, jsonBody, jsonResponse } from '../../http/openapi-responses.ts';
import { streamSnapshots } from '../../http/stream-snapshots.ts';
import { runJobScheduleNow, setJobSchedulePausedByUser } from './change-job-schedule.ts';
import { getUserJobSummary } from './get-user-job-summary.ts';
import { listShopJobSchedules } from './list-shop-job-schedules.ts';
import { listShopJobs } from './list-shop-jobs.ts';
import { retryJob } from './retry-job.ts';

/**
 * The jobs screen and the header indicator. Everyone with access to a shop sees its background
 * work; starting a failed job again, pausing, resuming and running a schedule change what the
 * shop imports, so they need an admin, like the import and schedule routes themselves.
 */
const tags = ['jobs'];
const shopParams = z.object({ shopId: z.string() });
const jobParams = shopParams.extend({ jobId: z.string() });
const scheduleParams = shopParams.extend({ scheduleId: z.uuid() });

const listRoute = defineRoute({
  method: 'get',
  path: '/api/shops/{shopId}/jobs',
  access: { shop: 'viewer' },
  tags,
  summary: "The shop's background jobs: queued and running, and the 20 latest failed and finished",
  request: { params: shopParams },
  responses: { 200: jsonResponse('Jobs', jobListSchema), ...errorResponses(401, 404) },
});

const retryRoute = defineRoute({
  method: 'post',
  path: '/api/shops/{shopId}/jobs/{jobId}/retry',
  access: { shop: 'admin' },
  tags,
  summary: "Starts a failed job again ('Zkusit znovu'), with a fresh set of attempts",
  description: '409 `job_not_failed` for a job that has not failed or whose kind is redone another way.',
  request: { params: jobParams },
  responses: { 202: jsonResponse('The queued job', jobSchema), ...errorResponses(401, 403, 404, 409) },
});

const schedulesRoute = defineRoute({
  method: 'get',
  path: '/api/shops/{shopId}/job-schedules',
  access: { shop: 'viewer' },
  tags,
  summary: "The shop's schedules of every kind, with their next and last run",
  request: { params: shopParams },
  responses: { 200: jsonResponse('Schedules', jobScheduleListSchema), ...errorResponses(401, 404) },
});

const pauseRoute = defineRoute({
  method: 'patch',
  path: '/api/shops/{shopId}/job-schedules/{scheduleId}',
  access: { shop: 'admin' },
  tags,
  summary: 'Pauses or resumes a schedule; resumed after its time passed, it runs at once',
  request: { params: scheduleParams, ...jsonBody(updateJobScheduleSchema) },
  responses: { 200: jsonResponse('The schedule', jobScheduleSchema), ...errorResponses(401, 403, 404, 422) },
});

const runNowRoute = defineRoute({
  method: 'post',
  path: '/api/shops/{shopId}/job-schedules/{scheduleId}/run',
  access: { shop: 'admin' },
  tags,
  summary: "Queues the schedule's job now (one queued job per schedule)",
  request: { params: scheduleParams },
  responses: { 202: jsonResponse('The schedule', jobScheduleSchema), ...errorResponses(401, 403, 404) },
});

const summaryRoute = defineRoute({
  method: 'get',
  path: '/api/jobs/summary',
  access: 'user',
  tags,
  summary:
    "The signed-in user's running and failed background jobs across their shops (the stream's fallback)",
  responses: { 200: jsonResponse('Summary', jobSummarySchema), ...errorResponses(401) },
});

const eventsRoute = defineRoute({
  method: 'get',
  path: '/api/jobs/events',
  access: 'user',
  tags,
  summary: "Server-Sent Events with the signed-in user's background job summary",
  description:
    'A `jobs` event (JSON `JobSummary`) at once and whenever it changes (checked every 2 s), heartbeat ' +
    'comments in between. The stream ends after 10 minutes; EventSource reconnects by itself.',
  responses: {
    200: { description: '`jobs` events', content: { 'text/event-stream': { schema: z.string() } } },
    ...errorResponses(401),
  },
});

export function registerJobRoutes(app: OpenAPIHono<AppEnv>) {
  addRoute(app, listRoute, async (c, scope) => {
    const language = pickLanguage(c.req.header('accept-language'));
    return c.json(await listShopJobs(scope, c.req.valid('param').shopId, language), 200);
  });
  addRoute(app, retryRoute, async (c, scope) => {
    const { shopId, jobId } = c.req.valid('param');
    const language = pickLanguage(c.req.header('accept-language'));
    return c.json(await retryJob(scope, shopId, jobId, language), 202);
  });
  addRoute(app, schedulesRoute, async (c, scope) =>
    c.json(await listShopJobSchedules(scope, c.req.valid('param').shopId), 200),
  );
  addRoute(app, pauseRoute, async (c, scope) => {
    const { shopId, scheduleId } = c.req.valid('param');
    return c.json(
      await setJobSchedulePausedByUser(scope, shopId, scheduleId, c.req.valid('json').paused),
      200,
    );
  });
  addRoute(app, runNowRoute, async (c, scope) => {
    const { shopId, scheduleId } = c.req.valid('param');
    return c.json(await runJobScheduleNow(scope, shopId, scheduleId), 202);
  });
  addRoute(app, summaryRoute, async (c, scope) =>
    c.json(await getUserJobSummary(scope.db, scope.user.id), 200),
  );
  // A `jobs` event whenever the user's summary changes; each read is a short transaction of its own.
  addRoute(app, eventsRoute, async (c, scope) =>
    streamSnapshots(c, 'jobs', () =>
      withScope(scope.deps.db, { userId: scope.user.id }, (trx) => getUserJobSummary(trx, scope.user.id)),
    ),
  );
}
