import {
  LOOKER_DATASETS,
  type LookerCell,
  type LookerDataset,
  type LookerField,
  type LookerQuery,
} from '@ziskomer/contracts';
import { countDays } from '@ziskomer/domain';
import { AppError } from '../../core/app-error.ts';
import type { ApiKeyScope } from '../../core/use-case-scope.ts';
import { resolveReportContext } from '../analytics/index.ts';
import { LOOKER_TABLES } from './tables/index.ts';

export interface LookerTableData {
  dataset: LookerDataset;
  currency: string;
  timeZone: string;
  from: string;
  to: string;
  fields: LookerField[];
  /** Values in field order; the day as an ISO day. */
  rows: LookerCell[][];
}

/**
 * A Looker Studio table of the key's shop: the period resolved as the reports resolve it (in the
 * shop's time zone), checked against the table's longest period, then the table's rows from the
 * reports with daily granularity. An unknown table is not found.
 */
export async function readLookerTable(
  scope: ApiKeyScope,
  dataset: string,
  query: LookerQuery,
): Promise<LookerTableData> {
  if (!isDataset(dataset)) throw new AppError('not_found');
  const table = LOOKER_TABLES[dataset];
  const ctx = await resolveReportContext(
    scope.db,
    scope.shopId,
    { period: query.period, from: query.from, to: query.to, granularity: 'day', compare: false },
    scope.deps.now(),
  );
  if (countDays(ctx.period) > table.maxDays) {
    throw new AppError('looker_period_too_long', { maxDays: table.maxDays });
  }
  return {
    dataset,
    currency: ctx.currency,
    timeZone: ctx.timeZone,
    ...ctx.period,
    fields: table.fields(ctx.currency),
    rows: await table.rows(ctx),
  };
}

function isDataset(value: string): value is LookerDataset {
  return (LOOKER_DATASETS as readonly string[]).includes(value);
}
