import type { CustomerTrendPoint, Granularity } from '@ziskomer/contracts';
import type { Database } from '@ziskomer/db';
import { type DayRange, listBuckets } from '@ziskomer/domain';
import { sql, type Transaction } from 'kysely';
import { sqlBucket } from '../sql-buckets.ts';

/**
 * Orders and revenue of new and returning customers per bucket of a period, from
 * daily_customer_metrics (at most one row per day read); buckets without orders are zeros.
 */
export async function queryCustomerTrend(
  db: Transaction<Database>,
  shopId: string,
  range: DayRange,
  granularity: Granularity,
): Promise<CustomerTrendPoint[]> {
  const bucket = sqlBucket(granularity, sql`day`);
  const result = await sql<{
    bucket: string;
    new_orders: string | number;
    new_revenue: string | number;
    returning_orders: string | number;
    returning_revenue: string | number;
  }>`
    SELECT ${bucket}::text AS bucket, sum(new_orders) AS new_orders, sum(new_revenue) AS new_revenue,
           sum(returning_orders) AS returning_orders, sum(returning_revenue) AS returning_revenue
    FROM daily_customer_metrics
    WHERE shop_id = ${shopId} AND day BETWEEN ${range.from}::date AND ${range.to}::date
    GROUP BY 1`.execute(db);
  const sums = new Map(result.rows.map((row) => [row.bucket, row]));
  return listBuckets(range, granularity).map((day) => {
    const row = sums.get(day);
    return {
      bucket: day,
      newOrders: Number(row?.new_orders ?? 0),
      newRevenue: Number(row?.new_revenue ?? 0),
      returningOrders: Number(row?.returning_orders ?? 0),
      returningRevenue: Number(row?.returning_revenue ?? 0),
    };
  });
}
