import type { Granularity, OrdersTrendPoint } from '@ziskomer/contracts';
import type { Database } from '@ziskomer/db';
import { type DayRange, listBuckets } from '@ziskomer/domain';
import { sql, type Transaction } from 'kysely';
import { sqlBucket } from '../sql-buckets.ts';

/**
 * Revenue, margin and counted orders per bucket of a period from the daily rollup (at most one
 * row per day read), every bucket present — a bucket without orders is zero, not a gap.
 */
export async function queryOrdersTrend(
  db: Transaction<Database>,
  shopId: string,
  range: DayRange,
  granularity: Granularity,
): Promise<OrdersTrendPoint[]> {
  const bucket = sqlBucket(granularity, sql`day`);
  const result = await sql<{
    bucket: string;
    revenue: string | number;
    margin: string | number;
    orders: string | number;
  }>`
    SELECT ${bucket}::text AS bucket, sum(revenue) AS revenue, sum(margin) AS margin, sum(orders) AS orders
    FROM daily_shop_metrics
    WHERE shop_id = ${shopId} AND day BETWEEN ${range.from}::date AND ${range.to}::date
    GROUP BY 1`.execute(db);
  const sums = new Map(result.rows.map((row) => [row.bucket, row]));
  return listBuckets(range, granularity).map((day) => {
    const row = sums.get(day);
    return {
      bucket: day,
      revenue: Number(row?.revenue ?? 0),
      margin: Number(row?.margin ?? 0),
      orders: Number(row?.orders ?? 0),
    };
  });
}
