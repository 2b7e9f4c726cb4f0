import type { OpenAPIHono } from '@hono/zod-openapi';
import { jobRoutes } from '@ziskomer/contracts';
import { withScope } from '@ziskomer/db';
import { pickLanguage } from '@ziskomer/i18n';
import type { AppEnv } from '../../http/app-env.ts';
import { addRoute } from '../../http/define-route.ts';
import { streamSnapshots } from '../../http/stream-snapshots.ts';
import { runJobScheduleNow, setJobSchedulePausedByUser } from './change-job-schedule.ts';
import { getUserJobSummary } from './get-user-job-summary.ts';
import { listShopJobSchedules } from './list-shop-job-schedules.ts';
import { listShopJobs } from './list-shop-jobs.ts';
import { retryJob } from './retry-job.ts';

/**
 * The jobs screen and the header indicator. Everyone with access to a shop sees its background
 * work; starting a failed job again, pausing, resuming and running a schedule change what the
 * shop imports, so they need an admin, like the import and schedule routes themselves.
 */

export function registerJobRoutes(app: OpenAPIHono<AppEnv>) {
  addRoute(app, jobRoutes.listJobs, async (c, scope) => {
    const language = pickLanguage(c.req.header('accept-language'));
    return c.json(await listShopJobs(scope, c.req.valid('param').shopId, language), 200);
  });
  addRoute(app, jobRoutes.retryJob, async (c, scope) => {
    const { shopId, jobId } = c.req.valid('param');
    const language = pickLanguage(c.req.header('accept-language'));
    return c.json(await retryJob(scope, shopId, jobId, language), 202);
  });
  addRoute(app, jobRoutes.listJobSchedules, async (c, scope) =>
    c.json(await listShopJobSchedules(scope, c.req.valid('param').shopId), 200),
  );
  addRoute(app, jobRoutes.updateJobSchedule, async (c, scope) => {
    const { shopId, scheduleId } = c.req.valid('param');
    return c.json(
      await setJobSchedulePausedByUser(scope, shopId, scheduleId, c.req.valid('json').paused),
      200,
    );
  });
  addRoute(app, jobRoutes.runJobScheduleNow, async (c, scope) => {
    const { shopId, scheduleId } = c.req.valid('param');
    return c.json(await runJobScheduleNow(scope, shopId, scheduleId), 202);
  });
  addRoute(app, jobRoutes.getMyJobSummary, async (c, scope) =>
    c.json(await getUserJobSummary(scope.db, scope.user.id), 200),
  );
  // A `jobs` event whenever the user's summary changes; each read is a short transaction of its own.
  addRoute(app, jobRoutes.streamMyJobSummary, async (c, scope) =>
    streamSnapshots(c, 'jobs', () =>
      withScope(scope.deps.db, { userId: scope.user.id }, (trx) => getUserJobSummary(trx, scope.user.id)),
    ),
  );
}
