import {
  type CreateImportSchedule,
  importScheduleRoutes,
  type UpdateImportSchedule,
} from '@ziskomer/contracts';
import { apiUrl, callApi } from '../../lib/api.ts';

/** The schedule and run routes of the API, called through their contracts. */
export const importSchedulesApi = {
  /** Server-Sent Events of the signed-in user's runs across their shops. */
  eventsUrl: apiUrl(importScheduleRoutes.streamMyImportRuns),

  list: (shopId: string, signal?: AbortSignal) =>
    callApi(importScheduleRoutes.listImportSchedules, { params: { shopId }, signal }).then(
      (list) => list.items,
    ),
  create: (shopId: string, input: CreateImportSchedule) =>
    callApi(importScheduleRoutes.createImportSchedule, { params: { shopId }, body: input }),
  update: (shopId: string, scheduleId: string, input: UpdateImportSchedule) =>
    callApi(importScheduleRoutes.updateImportSchedule, { params: { shopId, scheduleId }, body: input }),
  remove: (shopId: string, scheduleId: string) =>
    callApi(importScheduleRoutes.deleteImportSchedule, { params: { shopId, scheduleId } }),
  runNow: (shopId: string, scheduleId: string) =>
    callApi(importScheduleRoutes.runImportScheduleNow, { params: { shopId, scheduleId } }),
  shopRuns: (shopId: string, signal?: AbortSignal) =>
    callApi(importScheduleRoutes.listImportRuns, { params: { shopId }, signal }).then((list) => list.items),
  myRuns: (signal?: AbortSignal) =>
    callApi(importScheduleRoutes.listMyImportRuns, { signal }).then((list) => list.items),
};
