import type { Granularity } from '@ziskomer/contracts';
import type { Database } from '@ziskomer/db';
import type { DayRange } from '@ziskomer/domain';
import { type RawBuilder, sql, type Transaction } from 'kysely';
import { sqlBucket } from '../sql-buckets.ts';
import { readRetention, retentionColumns, retentionCuts } from './acquisition-sql.ts';
import { inPeriodGrainsCutAfter } from './period-grain-rows.ts';

type Num = string | number | null;

export interface AcquisitionTrendRow {
  bucket: string;
  dimension: 'source' | 'campaign' | 'all';
  /** The source or campaign; null = one not among the top ones. */
  key: string | null;
  newCustomers: number;
  retention: { days: number; eligible: number; repeated: number; rate: number | null }[];
}

/**
 * New customers per bucket of their first order day, by source and by campaign (those outside
 * the given top keys together, key null) and in all with their retention windows. Reads the
 * period's acquisition_counts: monthly rows (cut at the retention cut-offs) for monthly buckets,
 * daily rows for days and weeks.
 */
export async function queryAcquisitionTrend(
  db: Transaction<Database>,
  shopId: string,
  period: DayRange,
  granularity: Granularity,
  observedThrough: string,
  topSources: string[],
  topCampaigns: string[],
): Promise<AcquisitionTrendRow[]> {
  const rows: RawBuilder<boolean> =
    granularity === 'month'
      ? inPeriodGrainsCutAfter(shopId, period, retentionCuts(observedThrough))
      : sql<boolean>`shop_id = ${shopId} AND grain = 'day'
          AND start_day BETWEEN ${period.from}::date AND ${period.to}::date`;
  const result = await sql<
    Record<string, Num> & { bucket: string; by_source: boolean; by_campaign: boolean; key: string | null }
  >`
    SELECT a.bucket::text AS bucket, GROUPING(a.top_source) = 0 AS by_source,
           GROUPING(a.top_campaign) = 0 AS by_campaign,
           CASE WHEN GROUPING(a.top_source) = 0 THEN a.top_source ELSE a.top_campaign END AS key,
           sum(a.customers) AS customers, ${retentionColumns(observedThrough)}
    FROM (
      SELECT ${sqlBucket(granularity, sql`start_day`)} AS bucket, start_day, customers,
             repeat_30, repeat_90, repeat_180,
             CASE WHEN source = ANY(${topSources}::text[]) THEN source END AS top_source,
             CASE WHEN campaign = ANY(${topCampaigns}::text[]) THEN campaign END AS top_campaign
      FROM acquisition_counts
      WHERE ${rows}
    ) AS a
    GROUP BY GROUPING SETS ((a.bucket, a.top_source), (a.bucket, a.top_campaign), (a.bucket))`.execute(db);
  return result.rows.map((row) => ({
    bucket: row.bucket,
    dimension: row.by_source ? 'source' : row.by_campaign ? 'campaign' : 'all',
    key: row.key,
    newCustomers: Number(row.customers),
    retention: readRetention(row),
  }));
}
