import { z } from 'zod';
import {
  createTaskSchema,
  taskListQuerySchema,
  taskListSchema,
  taskSchema,
  updateTaskSchema,
} from '../tasks.ts';
import { contractRoute, errorResponses, jsonBody, jsonResponse } from './route-helpers.ts';

const tags = ['tasks'];

const shopParams = z.object({ shopId: z.string() });

// Not z.uuid(): a malformed id answers 404 like any other id the caller cannot see.
const taskParams = shopParams.extend({ taskId: z.string() });

// The to-do list is the team's shared working list: every member of the shop (viewers too) reads,
// adds and changes tasks; deleting is for the task's creator or a shop admin (docs/SECURITY.md).
const listRoute = contractRoute({
  operationId: 'listTasks',
  method: 'get',
  path: '/api/shops/{shopId}/tasks',
  access: { shop: 'viewer' },
  tags,
  summary: "The shop's tasks, open first, then by priority and creation, with counts per status",
  request: { params: shopParams, query: taskListQuerySchema },
  responses: { 200: jsonResponse('Tasks', taskListSchema), ...errorResponses(401, 404, 422) },
});

const createRoute = contractRoute({
  operationId: 'createTask',
  method: 'post',
  path: '/api/shops/{shopId}/tasks',
  access: { shop: 'viewer' },
  tags,
  summary: 'Adds a task (priority medium, status pending and category other unless given)',
  request: { params: shopParams, ...jsonBody(createTaskSchema) },
  responses: { 201: jsonResponse('The new task', taskSchema), ...errorResponses(401, 404, 422) },
});

const updateRoute = contractRoute({
  operationId: 'updateTask',
  method: 'patch',
  path: '/api/shops/{shopId}/tasks/{taskId}',
  access: { shop: 'viewer' },
  tags,
  summary: 'Changes a task; moving it to completed sets completedAt, moving it back clears it',
  request: { params: taskParams, ...jsonBody(updateTaskSchema) },
  responses: { 200: jsonResponse('The changed task', taskSchema), ...errorResponses(401, 404, 422) },
});

const deleteRoute = contractRoute({
  operationId: 'deleteTask',
  method: 'delete',
  path: '/api/shops/{shopId}/tasks/{taskId}',
  access: { shop: 'viewer' },
  tags,
  summary: "Deletes a task: the task's creator or a shop admin may",
  request: { params: taskParams },
  responses: { 204: { description: 'Deleted' }, ...errorResponses(401, 403, 404) },
});

/** The routes of this area, by operationId. */
export const taskRoutes = {
  listTasks: listRoute,
  createTask: createRoute,
  updateTask: updateRoute,
  deleteTask: deleteRoute,
};
