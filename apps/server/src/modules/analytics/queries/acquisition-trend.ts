import type { Granularity } from '@ziskomer/contracts';
import type { Database } from '@ziskomer/db';
import type { DayRange } from '@ziskomer/domain';
import { sql, type Transaction } from 'kysely';
import { sqlBucket } from '../sql-buckets.ts';
import { readRetention, retentionColumns } from './acquisition-sql.ts';

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
 * period's customer_milestones only.
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
  const result = await sql<
    Record<string, Num> & { bucket: string; by_source: boolean; by_campaign: boolean; key: string | null }
  >`
    SELECT m.bucket::text AS bucket, GROUPING(m.source) = 0 AS by_source,
           GROUPING(m.campaign) = 0 AS by_campaign,
           CASE WHEN GROUPING(m.source) = 0 THEN m.source ELSE m.campaign END AS key,
           count(*) AS customers, ${retentionColumns(observedThrough)}
    FROM (
      SELECT ${sqlBucket(granularity, sql`first_order_day`)} AS bucket, first_order_day, second_order_day,
             CASE WHEN first_source = ANY(${topSources}::text[]) THEN first_source END AS source,
             CASE WHEN first_campaign = ANY(${topCampaigns}::text[]) THEN first_campaign END AS campaign
      FROM customer_milestones
      WHERE shop_id = ${shopId} AND first_order_day BETWEEN ${period.from}::date AND ${period.to}::date
    ) AS m
    GROUP BY GROUPING SETS ((m.bucket, m.source), (m.bucket, m.campaign), (m.bucket))`.execute(db);
  return result.rows.map((row) => ({
    bucket: row.bucket,
    dimension: row.by_source ? 'source' : row.by_campaign ? 'campaign' : 'all',
    key: row.key,
    newCustomers: Number(row.customers),
    retention: readRetention(row),
  }));
}
