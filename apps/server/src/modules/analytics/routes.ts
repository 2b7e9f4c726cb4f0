import type { OpenAPIHono } from '@hono/zod-openapi';
import { type ReportId, reportRoutes } from '@ziskomer/contracts';
import type { z } from 'zod';
import type { AppEnv } from '../../http/app-env.ts';
import { addRoute } from '../../http/define-route.ts';
import { type ReportDefinition, splitReportQuery } from './define-report.ts';
import { resolveReportContext } from './report-context.ts';
import { REPORTS } from './reports/index.ts';

/** Serves each report to signed-in users of its shop and to the shop's API keys. */
export function registerAnalyticsRoutes(app: OpenAPIHono<AppEnv>) {
  for (const report of REPORTS) registerReport(app, report);
}

// biome-ignore lint/suspicious/noExplicitAny: any report's own parameters.
function registerReport(app: OpenAPIHono<AppEnv>, report: ReportDefinition<z.ZodType, any>) {
  const routes = reportRoutes[report.id as ReportId];
  addRoute(app, routes.shop, async (c, scope) => {
    const { shopId } = c.req.valid('param');
    const { common: period, params } = splitReportQuery(c.req.valid('query'));
    const ctx = await resolveReportContext(scope.db, shopId, period, scope.deps.now());
    return c.json({ meta: ctx.meta, data: await report.run(ctx, params) } as never, 200);
  });
  addRoute(app, routes.apiKey, async (c, scope) => {
    const { common: period, params } = splitReportQuery(c.req.valid('query'));
    const ctx = await resolveReportContext(scope.db, scope.shopId, period, scope.deps.now());
    return c.json({ meta: ctx.meta, data: await report.run(ctx, params) } as never, 200);
  });
}
