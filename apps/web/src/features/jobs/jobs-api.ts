import { jobRoutes } from '@ziskomer/contracts';
import { apiUrl, callApi } from '../../lib/api.ts';

/** The background-job routes of the API, called through their contracts. */
export const jobsApi = {
  /** Server-Sent Events of the signed-in user's job summary across their shops. */
  eventsUrl: apiUrl(jobRoutes.streamMyJobSummary),

  list: (shopId: string, signal?: AbortSignal) =>
    callApi(jobRoutes.listJobs, { params: { shopId }, signal }).then((list) => list.items),
  retry: (shopId: string, jobId: string) => callApi(jobRoutes.retryJob, { params: { shopId, jobId } }),
  schedules: (shopId: string, signal?: AbortSignal) =>
    callApi(jobRoutes.listJobSchedules, { params: { shopId }, signal }).then((list) => list.items),
  setPaused: (shopId: string, scheduleId: string, paused: boolean) =>
    callApi(jobRoutes.updateJobSchedule, { params: { shopId, scheduleId }, body: { paused } }),
  runNow: (shopId: string, scheduleId: string) =>
    callApi(jobRoutes.runJobScheduleNow, { params: { shopId, scheduleId } }),
  summary: (signal?: AbortSignal) => callApi(jobRoutes.getMyJobSummary, { signal }),
};
