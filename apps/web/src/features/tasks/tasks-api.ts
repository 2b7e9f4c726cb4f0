import type { CreateTask, Task, TaskList, UpdateTask } from '@ziskomer/contracts';
import { api } from '../../lib/api.ts';

const tasksPath = (shopId: string) => `/api/shops/${encodeURIComponent(shopId)}/tasks`;
const taskPath = (shopId: string, taskId: string) => `${tasksPath(shopId)}/${encodeURIComponent(taskId)}`;

/** The to-do list routes of the API, typed by the shared contracts. */
export const tasksApi = {
  /** `query` is '' or '?category=…&priority=…' (see toTaskListQuery). */
  list: (shopId: string, query: string, signal?: AbortSignal) =>
    api<TaskList>(`${tasksPath(shopId)}${query}`, { signal }),
  create: (shopId: string, input: CreateTask) =>
    api<Task>(tasksPath(shopId), { method: 'POST', body: input }),
  update: (shopId: string, taskId: string, input: UpdateTask) =>
    api<Task>(taskPath(shopId, taskId), { method: 'PATCH', body: input }),
  remove: (shopId: string, taskId: string) => api<void>(taskPath(shopId, taskId), { method: 'DELETE' }),
};

/** TanStack Query keys: every list of a shop sits under ['tasks', shopId]. */
export const taskKeys = {
  shop: (shopId: string) => ['tasks', shopId] as const,
  list: (shopId: string, query: string) => ['tasks', shopId, 'list', query] as const,
};
