import type { OpenAPIHono } from '@hono/zod-openapi';
import { importScheduleRoutes } from '@ziskomer/contracts';
import { withScope } from '@ziskomer/db';
import { pickLanguage } from '@ziskomer/i18n';
import type { AppEnv } from '../../http/app-env.ts';
import { addRoute, addRouteWithoutTransaction } from '../../http/define-route.ts';
import { streamSnapshots } from '../../http/stream-snapshots.ts';
import { createImportSchedule } from './create-import-schedule.ts';
import { deleteImportSchedule } from './delete-import-schedule.ts';
import { listImportRuns } from './list-import-runs.ts';
import { listImportSchedules } from './list-import-schedules.ts';
import { listUserImportRuns } from './list-user-import-runs.ts';
import { runImportScheduleNow } from './run-import-schedule-now.ts';
import { updateImportSchedule } from './update-import-schedule.ts';

export function registerImportScheduleRoutes(app: OpenAPIHono<AppEnv>) {
  addRoute(app, importScheduleRoutes.listImportSchedules, async (c, scope) => {
    const language = pickLanguage(c.req.header('accept-language'));
    return c.json(await listImportSchedules(scope, c.req.valid('param').shopId, language), 200);
  });
  // Checking the URL resolves its host: done before a transaction holds a database connection.
  addRouteWithoutTransaction(app, importScheduleRoutes.createImportSchedule, async (c, scope) => {
    const language = pickLanguage(c.req.header('accept-language'));
    const schedule = await createImportSchedule(
      scope,
      c.req.valid('param').shopId,
      c.req.valid('json'),
      language,
    );
    return c.json(schedule, 201);
  });
  addRouteWithoutTransaction(app, importScheduleRoutes.updateImportSchedule, async (c, scope) => {
    const { shopId, scheduleId } = c.req.valid('param');
    const language = pickLanguage(c.req.header('accept-language'));
    return c.json(await updateImportSchedule(scope, shopId, scheduleId, c.req.valid('json'), language), 200);
  });
  addRoute(app, importScheduleRoutes.deleteImportSchedule, async (c, scope) => {
    const { shopId, scheduleId } = c.req.valid('param');
    await deleteImportSchedule(scope, shopId, scheduleId);
    return c.body(null, 204);
  });
  addRoute(app, importScheduleRoutes.runImportScheduleNow, async (c, scope) => {
    const { shopId, scheduleId } = c.req.valid('param');
    const language = pickLanguage(c.req.header('accept-language'));
    return c.json(await runImportScheduleNow(scope, shopId, scheduleId, language), 202);
  });
  addRoute(app, importScheduleRoutes.listImportRuns, async (c, scope) => {
    const language = pickLanguage(c.req.header('accept-language'));
    return c.json(await listImportRuns(scope, c.req.valid('param').shopId, language), 200);
  });
  addRoute(app, importScheduleRoutes.listMyImportRuns, async (c, scope) => {
    const language = pickLanguage(c.req.header('accept-language'));
    return c.json({ items: await listUserImportRuns(scope.db, scope.user.id, language) }, 200);
  });
  addRoute(app, importScheduleRoutes.streamMyImportRuns, async (c, scope) => {
    const language = c.req.valid('query').lang ?? pickLanguage(c.req.header('accept-language'));
    // A `runs` event whenever the user's runs change; each read is a short transaction of its own.
    return streamSnapshots(c, 'runs', async () => ({
      items: await withScope(scope.deps.db, { userId: scope.user.id }, (trx) =>
        listUserImportRuns(trx, scope.user.id, language),
      ),
    }));
  });
}
