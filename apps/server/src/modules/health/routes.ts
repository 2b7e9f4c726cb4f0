import type { OpenAPIHono } from '@hono/zod-openapi';
import { healthSchema } from '@ziskomer/contracts';
import type { Deps } from '../../core/deps.ts';
import type { AppEnv } from '../../http/app-env.ts';
import { defineRoute } from '../../http/define-route.ts';
import { createHealthCheck } from './check-health.ts';

const getHealth = defineRoute({
  method: 'get',
  path: '/api/health',
  access: 'public',
  tags: ['system'],
  summary: 'Liveness, database engine, and whether requests or jobs are waiting',
  description:
    "Always 200 while the process answers. `status` is 'degraded' with `issues` when requests have " +
    'waited for a database connection for 2 s or more (db_pool_waiting) or the oldest queued ' +
    'background job is 5 minutes old or more (job_queue_backlog). Needs no session and reads none.',
  responses: {
    200: { description: 'The server is up', content: { 'application/json': { schema: healthSchema } } },
  },
});

export function registerHealthRoutes(app: OpenAPIHono<AppEnv>, deps: Deps) {
  const checkHealth = createHealthCheck(deps);
  // Answered without a request transaction (and without the session lookup, app.ts) so it stays
  // fast while the server is busy.
  app.get('/api/health', (c) => c.json(checkHealth()));
  app.openAPIRegistry.registerPath(getHealth);
}
