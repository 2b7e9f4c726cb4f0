import type { OpenAPIHono } from '@hono/zod-openapi';
import { healthSchema } from '@ziskomer/contracts';
import type { AppEnv } from '../../http/app-env.ts';
import { defineRoute } from '../../http/define-route.ts';

const getHealth = defineRoute({
  method: 'get',
  path: '/api/health',
  access: 'public',
  tags: ['system'],
  summary: 'Liveness and database engine',
  responses: {
    200: { description: 'The server is up', content: { 'application/json': { schema: healthSchema } } },
  },
});

export function registerHealthRoutes(app: OpenAPIHono<AppEnv>) {
  // Answered without a database transaction so it stays fast while the server is busy.
  app.get('/api/health', (c) => {
    const { engine, config } = c.get('deps');
    return c.json({ status: 'ok' as const, db: engine, version: config.version });
  });
  app.openAPIRegistry.registerPath(getHealth);
}
