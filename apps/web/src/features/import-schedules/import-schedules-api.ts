import type {
  CreateImportSchedule,
  ImportRun,
  ImportRunList,
  ImportSchedule,
  ImportScheduleList,
  UpdateImportSchedule,
} from '@ziskomer/contracts';
import { api } from '../../lib/api.ts';

const schedulesPath = (shopId: string) => `/api/shops/${encodeURIComponent(shopId)}/import-schedules`;
const schedulePath = (shopId: string, scheduleId: string) =>
  `${schedulesPath(shopId)}/${encodeURIComponent(scheduleId)}`;

/** The schedule and run routes of the API, typed by the shared contracts. */
export const importSchedulesApi = {
  /** Server-Sent Events of the signed-in user's runs across their shops. */
  eventsUrl: '/api/import-runs/events',

  list: (shopId: string, signal?: AbortSignal) =>
    api<ImportScheduleList>(schedulesPath(shopId), { signal }).then((list) => list.items),
  create: (shopId: string, input: CreateImportSchedule) =>
    api<ImportSchedule>(schedulesPath(shopId), { method: 'POST', body: input }),
  update: (shopId: string, scheduleId: string, input: UpdateImportSchedule) =>
    api<ImportSchedule>(schedulePath(shopId, scheduleId), { method: 'PATCH', body: input }),
  remove: (shopId: string, scheduleId: string) =>
    api<void>(schedulePath(shopId, scheduleId), { method: 'DELETE' }),
  runNow: (shopId: string, scheduleId: string) =>
    api<ImportRun>(`${schedulePath(shopId, scheduleId)}/run`, { method: 'POST' }),
  shopRuns: (shopId: string, signal?: AbortSignal) =>
    api<ImportRunList>(`/api/shops/${encodeURIComponent(shopId)}/import-runs`, { signal }).then(
      (list) => list.items,
    ),
  myRuns: (signal?: AbortSignal) =>
    api<ImportRunList>('/api/import-runs', { signal }).then((list) => list.items),
};
