import type { Database } from '@ziskomer/db';
import type { DayCount, DayRange } from '@ziskomer/domain';
import { sql, type Transaction } from 'kysely';
import { inPeriodGrains } from './period-grain-rows.ts';

export interface JourneyReturns {
  /** Source of the first order ('' when none). */
  source: string;
  /** Customers by days from their first to their second order. */
  counts: DayCount[];
}

/**
 * The period's new customers who came back, by the source of their first order and the days to
 * their second, from `journey_return_counts`: whole months and edge days.
 */
export async function queryJourneyReturns(
  db: Transaction<Database>,
  shopId: string,
  range: DayRange,
): Promise<JourneyReturns[]> {
  const result = await sql<{ source_1: string; days: number; customers: string | number }>`
    SELECT source_1, days_to_second AS days, sum(customers) AS customers
    FROM journey_return_counts
    WHERE ${inPeriodGrains(shopId, range)}
    GROUP BY source_1, days_to_second`.execute(db);
  const bySource = new Map<string, DayCount[]>();
  for (const row of result.rows) {
    const counts = bySource.get(row.source_1) ?? [];
    counts.push({ days: Number(row.days), count: Number(row.customers) });
    bySource.set(row.source_1, counts);
  }
  return [...bySource.entries()].map(([source, counts]) => ({ source, counts }));
}
