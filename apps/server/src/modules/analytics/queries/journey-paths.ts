import type { Database } from '@ziskomer/db';
import type { DayRange } from '@ziskomer/domain';
import { sql, type Transaction } from 'kysely';
import { inPeriodGrains } from './period-grain-rows.ts';

export interface JourneyPath {
  /** Sources of the first three orders ('' when none was given or the order was not placed). */
  sources: [string, string, string];
  /** The customer's counted orders, 5 standing for five or more. */
  orders: number;
  customers: number;
}

/**
 * The period's new customers (first counted order in the period) by the sources of their first
 * three orders and their number of orders, from `journey_path_counts`: whole months and edge days.
 */
export async function queryJourneyPaths(
  db: Transaction<Database>,
  shopId: string,
  range: DayRange,
): Promise<JourneyPath[]> {
  const result = await sql<{
    source_1: string;
    source_2: string;
    source_3: string;
    orders: number;
    customers: string | number;
  }>`
    SELECT source_1, source_2, source_3, orders, sum(customers) AS customers
    FROM journey_path_counts
    WHERE ${inPeriodGrains(shopId, range)}
    GROUP BY source_1, source_2, source_3, orders`.execute(db);
  return result.rows.map((row) => ({
    sources: [row.source_1, row.source_2, row.source_3],
    orders: Number(row.orders),
    customers: Number(row.customers),
  }));
}
