import { type CreateTask, taskRoutes, type UpdateTask } from '@ziskomer/contracts';
import { callApi } from '../../lib/api.ts';

/** The to-do list routes of the API, called through their contracts. */
export const tasksApi = {
  /** `query` is '' or '?category=…&priority=…' (see toTaskListQuery). */
  list: (shopId: string, query: string, signal?: AbortSignal) =>
    callApi(taskRoutes.listTasks, { params: { shopId }, query: new URLSearchParams(query), signal }),
  create: (shopId: string, input: CreateTask) =>
    callApi(taskRoutes.createTask, { params: { shopId }, body: input }),
  update: (shopId: string, taskId: string, input: UpdateTask) =>
    callApi(taskRoutes.updateTask, { params: { shopId, taskId }, body: input }),
  remove: (shopId: string, taskId: string) => callApi(taskRoutes.deleteTask, { params: { shopId, taskId } }),
};

/** TanStack Query keys: every list of a shop sits under ['tasks', shopId]. */
export const taskKeys = {
  shop: (shopId: string) => ['tasks', shopId] as const,
  list: (shopId: string, query: string) => ['tasks', shopId, 'list', query] as const,
};
