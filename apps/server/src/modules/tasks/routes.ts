import type { OpenAPIHono } from '@hono/zod-openapi';
import { taskRoutes } from '@ziskomer/contracts';
import type { AppEnv } from '../../http/app-env.ts';
import { addRoute } from '../../http/define-route.ts';
import { createTask } from './create-task.ts';
import { deleteTask } from './delete-task.ts';
import { listTasks } from './list-tasks.ts';
import { updateTask } from './update-task.ts';

// Not z.uuid(): a malformed id answers 404 like any other id the caller cannot see.

export function registerTaskRoutes(app: OpenAPIHono<AppEnv>) {
  addRoute(app, taskRoutes.listTasks, async (c, scope) =>
    c.json(await listTasks(scope, c.req.valid('param').shopId, c.req.valid('query')), 200),
  );
  addRoute(app, taskRoutes.createTask, async (c, scope) =>
    c.json(await createTask(scope, c.req.valid('param').shopId, c.req.valid('json')), 201),
  );
  addRoute(app, taskRoutes.updateTask, async (c, scope) => {
    const { shopId, taskId } = c.req.valid('param');
    return c.json(await updateTask(scope, shopId, taskId, c.req.valid('json')), 200);
  });
  addRoute(app, taskRoutes.deleteTask, async (c, scope) => {
    const { shopId, taskId } = c.req.valid('param');
    await deleteTask(scope, shopId, taskId);
    return c.body(null, 204);
  });
}
