import type { OpenAPIHono } from '@hono/zod-openapi';
import { academyRoutes } from '@ziskomer/contracts';
import type { AppEnv } from '../../http/app-env.ts';
import { addRoute } from '../../http/define-route.ts';
import { getAcademyProgress } from './get-academy-progress.ts';
import { recordCompletions } from './record-completions.ts';

/** The academy's progress of the signed-in user (the lessons themselves are static pages). */
export function registerAcademyRoutes(app: OpenAPIHono<AppEnv>) {
  addRoute(app, academyRoutes.getAcademyProgress, async (c, scope) =>
    c.json(await getAcademyProgress(scope), 200),
  );
  addRoute(app, academyRoutes.recordAcademyCompletions, async (c, scope) =>
    c.json(await recordCompletions(scope, c.req.valid('json')), 200),
  );
}
