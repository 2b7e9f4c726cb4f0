import type { ReportQuery } from '@ziskomer/contracts';
import type { z } from 'zod';
import type { ReportContext } from './report-context.ts';

/**
 * One analytics report: its URL segment, its documentation, the schema of its data and the
 * function that answers it from SQL. `routes.ts` serves every report twice from this one
 * definition: for a signed-in user at `/api/shops/{shopId}/analytics/{id}` and for a shop's API
 * key at `/api/v1/analytics/{id}`, so the two can never drift apart.
 */
export interface ReportDefinition<Data extends z.ZodType, Params extends z.ZodRawShape> {
  /** The URL segment, e.g. 'orders' or 'customer-rfm'. */
  id: string;
  summary: string;
  description: string;
  /** Parameters of this report beyond the common period ones; all optional. */
  params?: Params;
  data: Data;
  /** Answers the report for one shop and period, inside the request's scoped transaction. */
  run: (ctx: ReportContext, params: z.infer<z.ZodObject<Params>>) => Promise<z.infer<Data>>;
}

export function defineReport<Data extends z.ZodType, Params extends z.ZodRawShape = Record<never, never>>(
  report: ReportDefinition<Data, Params>,
): ReportDefinition<Data, Params> {
  return report;
}

/** Splits a validated query into the common part and the report's own parameters. */
export function splitReportQuery(query: Record<string, unknown>): {
  common: ReportQuery;
  params: Record<string, unknown>;
} {
  const { period, from, to, granularity, compare, ...params } = query as ReportQuery &
    Record<string, unknown>;
  return { common: { period, from, to, granularity, compare }, params };
}
