import type { Database } from '@ziskomer/db';
import type { DayRange } from '@ziskomer/domain';
import { sql, type Transaction } from 'kysely';
import { readRetention, retentionColumns, retentionCuts } from './acquisition-sql.ts';
import { inPeriodGrainsCutAfter } from './period-grain-rows.ts';

type Num = string | number | null;

export interface AcquisitionTotalsRow {
  dimension: 'source' | 'campaign' | 'all';
  key: string;
  newCustomers: number;
  retention: { days: number; eligible: number; repeated: number; rate: number | null }[];
  revenue: number;
}

/**
 * Customers acquired in the period by the source and by the campaign of their first order, and
 * all together: how many, their retention windows, and their revenue to date. Sums the period's
 * acquisition_counts (migration 0022): its whole months from the monthly rows, the days at its
 * edges and around the retention cut-offs from the daily ones — about a thousand rows for the
 * whole history of a 250,000-customer shop instead of a row per customer.
 */
export async function queryAcquisitionGroups(
  db: Transaction<Database>,
  shopId: string,
  period: DayRange,
  observedThrough: string,
): Promise<AcquisitionTotalsRow[]> {
  const result = await sql<
    Record<string, Num> & { by_source: boolean; by_campaign: boolean; key: string | null }
  >`
    SELECT GROUPING(a.source) = 0 AS by_source, GROUPING(a.campaign) = 0 AS by_campaign,
           CASE WHEN GROUPING(a.source) = 0 THEN a.source ELSE a.campaign END AS key,
           sum(a.customers) AS customers, coalesce(sum(a.revenue), 0) AS revenue,
           ${retentionColumns(observedThrough)}
    FROM acquisition_counts a
    WHERE ${inPeriodGrainsCutAfter(shopId, period, retentionCuts(observedThrough))}
    GROUP BY GROUPING SETS ((a.source), (a.campaign), ())`.execute(db);
  return result.rows.map((row) => ({
    dimension: row.by_source ? 'source' : row.by_campaign ? 'campaign' : 'all',
    key: row.key ?? '',
    newCustomers: Number(row.customers ?? 0),
    retention: readRetention(row),
    revenue: Number(row.revenue),
  }));
}
