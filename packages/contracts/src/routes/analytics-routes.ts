import { z } from 'zod';
import { checkReportPeriod, reportQueryShape, reportResponseSchema } from '../analytics/report-query.ts';
import { reportContracts } from './report-contracts.ts';
import { contractRoute, errorResponses, jsonResponse } from './route-helpers.ts';

export type ReportId = keyof typeof reportContracts;
type ReportContract = (typeof reportContracts)[ReportId];
type ParamsOf<Id extends ReportId> = (typeof reportContracts)[Id] extends {
  params: infer P extends z.ZodRawShape;
}
  ? P
  : Record<never, never>;
/** The data of a report, as its schema describes it. */
export type ReportData<Id extends ReportId> = z.infer<(typeof reportContracts)[Id]['data']>;

/** The query schema of a report: the common period parameters plus the report's own. */
export function reportQueryOf<P extends z.ZodRawShape>(params: P | undefined) {
  return z
    .object({ ...reportQueryShape, ...(params as P) })
    .superRefine((query, ctx) => checkReportPeriod(query as Parameters<typeof checkReportPeriod>[0], ctx));
}

/** `customer-rfm` → `CustomerRfm`, for the report's operationIds. */
function pascalCase(id: string): string {
  return id.replace(/(^|-)([a-z])/g, (_, _dash, letter: string) => letter.toUpperCase());
}

/**
 * Each report is served twice from its one contract, so the two can never drift apart: to a
 * signed-in user of the shop (`getShopOrdersReport`) and to the shop's API keys (`getOrdersReport`).
 */
function buildReportRoutes<Id extends ReportId>(id: Id, report: ReportContract) {
  const query = reportQueryOf('params' in report ? report.params : undefined) as unknown as ReturnType<
    typeof reportQueryOf<ParamsOf<Id>>
  >;
  const response = reportResponseSchema(`Report_${id}`, report.data as (typeof reportContracts)[Id]['data']);
  const common = { method: 'get' as const, summary: report.summary, description: report.description };
  return {
    shop: contractRoute({
      ...common,
      operationId: `getShop${pascalCase(id)}Report`,
      path: `/api/shops/{shopId}/analytics/${id}` as `/api/shops/{shopId}/analytics/${Id}`,
      access: { shop: 'viewer' },
      tags: ['analytics'],
      request: { params: z.object({ shopId: z.string() }), query },
      responses: { 200: jsonResponse('The report', response), ...errorResponses(401, 404, 422) },
    }),
    apiKey: contractRoute({
      ...common,
      operationId: `get${pascalCase(id)}Report`,
      path: `/api/v1/analytics/${id}` as `/api/v1/analytics/${Id}`,
      access: 'apiKey',
      tags: ['Public API v1'],
      request: { query },
      responses: { 200: jsonResponse('The report', response), ...errorResponses(401, 422) },
    }),
  };
}

/** The two routes of every report, by its URL segment (built once: their schemas carry ids). */
export const reportRoutes = Object.fromEntries(
  Object.entries(reportContracts).map(([id, report]) => [id, buildReportRoutes(id as ReportId, report)]),
) as { [Id in ReportId]: ReturnType<typeof buildReportRoutes<Id>> };
