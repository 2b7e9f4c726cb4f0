import type { OpenAPIHono } from '@hono/zod-openapi';
import { systemRoutes } from '@ziskomer/contracts';
import type { Deps } from '../../core/deps.ts';
import type { AppEnv } from '../../http/app-env.ts';
import { registerDocumentedPath } from '../../http/define-route.ts';
import { createHealthCheck } from './check-health.ts';

export function registerHealthRoutes(app: OpenAPIHono<AppEnv>, deps: Deps) {
  const checkHealth = createHealthCheck(deps);
  // Answered without a request transaction (and without the session lookup, app.ts) so it stays
  // fast while the server is busy.
  app.get('/api/health', (c) => c.json(checkHealth()));
  registerDocumentedPath(app, systemRoutes.getHealth);
}
