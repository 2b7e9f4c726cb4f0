import type { OpenAPIHono } from '@hono/zod-openapi';
import {
  createTaskSchema,
  taskListQuerySchema,
  taskListSchema,
  taskSchema,
  updateTaskSchema,
} from '@ziskomer/contracts';
import { z } from 'zod';
import type { AppEnv } from '../../http/app-env.ts';
import { addRoute, defineRoute } from '../../http/define-route.ts';
import { errorResponses, jsonBody, jsonResponse } from '../../http/openapi-responses.ts';
import { createTask } from './create-task.ts';
import { deleteTask } from './delete-task.ts';
import { listTasks } from './list-tasks.ts';
import { updateTask } from './update-task.ts';

const tags = ['tasks'];
const shopParams = z.object({ shopId: z.string() });
// Not z.uuid(): a malformed id answers 404 like any other id the caller cannot see.
const taskParams = shopParams.extend({ taskId: z.string() });

// The to-do list is the team's shared working list: every member of the shop (viewers too) reads,
// adds and changes tasks; deleting is for the task's creator or a shop admin (docs/SECURITY.md).
const listRoute = defineRoute({
  method: 'get',
  path: '/api/shops/{shopId}/tasks',
  access: { shop: 'viewer' },
  tags,
  summary: "The shop's tasks, open first, then by priority and creation, with counts per status",
  request: { params: shopParams, query: taskListQuerySchema },
  responses: { 200: jsonResponse('Tasks', taskListSchema), ...errorResponses(401, 404, 422) },
});

const createRoute = defineRoute({
  method: 'post',
  path: '/api/shops/{shopId}/tasks',
  access: { shop: 'viewer' },
  tags,
  summary: 'Adds a task (priority medium, status pending and category other unless given)',
  request: { params: shopParams, ...jsonBody(createTaskSchema) },
  responses: { 201: jsonResponse('The new task', taskSchema), ...errorResponses(401, 404, 422) },
});

const updateRoute = defineRoute({
  method: 'patch',
  path: '/api/shops/{shopId}/tasks/{taskId}',
  access: { shop: 'viewer' },
  tags,
  summary: 'Changes a task; moving it to completed sets completedAt, moving it back clears it',
  request: { params: taskParams, ...jsonBody(updateTaskSchema) },
  responses: { 200: jsonResponse('The changed task', taskSchema), ...errorResponses(401, 404, 422) },
});

const deleteRoute = defineRoute({
  method: 'delete',
  path: '/api/shops/{shopId}/tasks/{taskId}',
  access: { shop: 'viewer' },
  tags,
  summary: "Deletes a task: the task's creator or a shop admin may",
  request: { params: taskParams },
  responses: { 204: { description: 'Deleted' }, ...errorResponses(401, 403, 404) },
});

export function registerTaskRoutes(app: OpenAPIHono<AppEnv>) {
  addRoute(app, listRoute, async (c, scope) =>
    c.json(await listTasks(scope, c.req.valid('param').shopId, c.req.valid('query')), 200),
  );
  addRoute(app, createRoute, async (c, scope) =>
    c.json(await createTask(scope, c.req.valid('param').shopId, c.req.valid('json')), 201),
  );
  addRoute(app, updateRoute, async (c, scope) => {
    const { shopId, taskId } = c.req.valid('param');
    return c.json(await updateTask(scope, shopId, taskId, c.req.valid('json')), 200);
  });
  addRoute(app, deleteRoute, async (c, scope) => {
    const { shopId, taskId } = c.req.valid('param');
    await deleteTask(scope, shopId, taskId);
    return c.body(null, 204);
  });
}
