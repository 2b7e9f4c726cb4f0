import { z } from 'zod';
import {
  jobListSchema,
  jobScheduleListSchema,
  jobScheduleSchema,
  jobSchema,
  jobSummarySchema,
  updateJobScheduleSchema,
} from '../jobs.ts';
import { contractRoute, errorResponses, jsonBody, jsonResponse } from './route-helpers.ts';

/**
 * The jobs screen and the header indicator. Everyone with access to a shop sees its background
 * work; starting a failed job again, pausing, resuming and running a schedule change what the
 * shop imports, so they need an admin, like the import and schedule routes themselves.
 */
const tags = ['jobs'];

const shopParams = z.object({ shopId: z.string() });

const jobParams = shopParams.extend({ jobId: z.string() });

const scheduleParams = shopParams.extend({ scheduleId: z.uuid() });

const listRoute = contractRoute({
  operationId: 'listJobs',
  method: 'get',
  path: '/api/shops/{shopId}/jobs',
  access: { shop: 'viewer' },
  tags,
  summary: "The shop's background jobs: queued and running, and the 20 latest failed and finished",
  request: { params: shopParams },
  responses: { 200: jsonResponse('Jobs', jobListSchema), ...errorResponses(401, 404) },
});

const retryRoute = contractRoute({
  operationId: 'retryJob',
  method: 'post',
  path: '/api/shops/{shopId}/jobs/{jobId}/retry',
  access: { shop: 'admin' },
  tags,
  summary: "Starts a failed job again ('Zkusit znovu'), with a fresh set of attempts",
  description: '409 `job_not_failed` for a job that has not failed or whose kind is redone another way.',
  request: { params: jobParams },
  responses: { 202: jsonResponse('The queued job', jobSchema), ...errorResponses(401, 403, 404, 409) },
});

const schedulesRoute = contractRoute({
  operationId: 'listJobSchedules',
  method: 'get',
  path: '/api/shops/{shopId}/job-schedules',
  access: { shop: 'viewer' },
  tags,
  summary: "The shop's schedules of every kind, with their next and last run",
  request: { params: shopParams },
  responses: { 200: jsonResponse('Schedules', jobScheduleListSchema), ...errorResponses(401, 404) },
});

const pauseRoute = contractRoute({
  operationId: 'updateJobSchedule',
  method: 'patch',
  path: '/api/shops/{shopId}/job-schedules/{scheduleId}',
  access: { shop: 'admin' },
  tags,
  summary: 'Pauses or resumes a schedule; resumed after its time passed, it runs at once',
  request: { params: scheduleParams, ...jsonBody(updateJobScheduleSchema) },
  responses: { 200: jsonResponse('The schedule', jobScheduleSchema), ...errorResponses(401, 403, 404, 422) },
});

const runNowRoute = contractRoute({
  operationId: 'runJobScheduleNow',
  method: 'post',
  path: '/api/shops/{shopId}/job-schedules/{scheduleId}/run',
  access: { shop: 'admin' },
  tags,
  summary: "Queues the schedule's job now (one queued job per schedule)",
  request: { params: scheduleParams },
  responses: { 202: jsonResponse('The schedule', jobScheduleSchema), ...errorResponses(401, 403, 404) },
});

const summaryRoute = contractRoute({
  operationId: 'getMyJobSummary',
  method: 'get',
  path: '/api/jobs/summary',
  access: 'user',
  tags,
  summary:
    "The signed-in user's running and failed background jobs across their shops (the stream's fallback)",
  responses: { 200: jsonResponse('Summary', jobSummarySchema), ...errorResponses(401) },
});

const eventsRoute = contractRoute({
  operationId: 'streamMyJobSummary',
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

/** The routes of this area, by operationId. */
export const jobRoutes = {
  listJobs: listRoute,
  retryJob: retryRoute,
  listJobSchedules: schedulesRoute,
  updateJobSchedule: pauseRoute,
  runJobScheduleNow: runNowRoute,
  getMyJobSummary: summaryRoute,
  streamMyJobSummary: eventsRoute,
};
