import type { Job, JobList, JobSchedule, JobScheduleList, JobSummary } from '@ziskomer/contracts';
import { api } from '../../lib/api.ts';

const shopPath = (shopId: string) => `/api/shops/${encodeURIComponent(shopId)}`;

/** The background-job routes of the API, typed by the shared contracts. */
export const jobsApi = {
  /** Server-Sent Events of the signed-in user's job summary across their shops. */
  eventsUrl: '/api/jobs/events',

  list: (shopId: string, signal?: AbortSignal) =>
    api<JobList>(`${shopPath(shopId)}/jobs`, { signal }).then((list) => list.items),
  retry: (shopId: string, jobId: string) =>
    api<Job>(`${shopPath(shopId)}/jobs/${encodeURIComponent(jobId)}/retry`, { method: 'POST' }),
  schedules: (shopId: string, signal?: AbortSignal) =>
    api<JobScheduleList>(`${shopPath(shopId)}/job-schedules`, { signal }).then((list) => list.items),
  setPaused: (shopId: string, scheduleId: string, paused: boolean) =>
    api<JobSchedule>(`${shopPath(shopId)}/job-schedules/${encodeURIComponent(scheduleId)}`, {
      method: 'PATCH',
      body: { paused },
    }),
  runNow: (shopId: string, scheduleId: string) =>
    api<JobSchedule>(`${shopPath(shopId)}/job-schedules/${encodeURIComponent(scheduleId)}/run`, {
      method: 'POST',
    }),
  summary: (signal?: AbortSignal) => api<JobSummary>('/api/jobs/summary', { signal }),
};
