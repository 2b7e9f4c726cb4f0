import type { OpenAPIHono } from '@hono/zod-openapi';
import { reportResponseSchema } from '@ziskomer/contracts';
import { z } from 'zod';
import type { AppEnv } from '../../http/app-env.ts';
import { addRoute, defineRoute } from '../../http/define-route.ts';
import { errorResponses, jsonResponse } from '../../http/openapi-responses.ts';
import { type ReportDefinition, reportQueryOf, splitReportQuery } from './define-report.ts';
import { resolveReportContext } from './report-context.ts';
import { REPORTS } from './reports/index.ts';

/** Serves each report to signed-in users of its shop and to the shop's API keys. */
export function registerAnalyticsRoutes(app: OpenAPIHono<AppEnv>) {
  for (const report of REPORTS) registerReport(app, report);
}

// biome-ignore lint/suspicious/noExplicitAny: any report's own parameters.
function registerReport(app: OpenAPIHono<AppEnv>, report: ReportDefinition<z.ZodType, any>) {
  const query = reportQueryOf(report.params);
  const response = reportResponseSchema(`Report_${report.id}`, report.data);
  const common = { method: 'get' as const, summary: report.summary, description: report.description };

  const shopRoute = defineRoute({
    ...common,
    path: `/api/shops/{shopId}/analytics/${report.id}`,
    access: { shop: 'viewer' },
    tags: ['analytics'],
    request: { params: z.object({ shopId: z.string() }), query },
    responses: { 200: jsonResponse('The report', response), ...errorResponses(401, 404, 422) },
  });
  addRoute(app, shopRoute, async (c, scope) => {
    const { shopId } = c.req.valid('param');
    const { common: period, params } = splitReportQuery(c.req.valid('query'));
    const ctx = await resolveReportContext(scope.db, shopId, period, scope.deps.now());
    return c.json({ meta: ctx.meta, data: await report.run(ctx, params) }, 200);
  });

  const keyRoute = defineRoute({
    ...common,
    path: `/api/v1/analytics/${report.id}`,
    access: 'apiKey',
    tags: ['public API v1'],
    security: [{ ApiKey: [] }],
    request: { query },
    responses: { 200: jsonResponse('The report', response), ...errorResponses(401, 422) },
  });
  addRoute(app, keyRoute, async (c, scope) => {
    const { common: period, params } = splitReportQuery(c.req.valid('query'));
    const ctx = await resolveReportContext(scope.db, scope.shopId, period, scope.deps.now());
    return c.json({ meta: ctx.meta, data: await report.run(ctx, params) }, 200);
  });
}
