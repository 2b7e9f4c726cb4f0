import type { Granularity } from '@ziskomer/contracts';
import type { Database } from '@ziskomer/db';
import type { DayRange } from '@ziskomer/domain';
import { sql, type Transaction } from 'kysely';
import { sqlBucket } from '../sql-buckets.ts';

export interface MarketingBucket {
  bucket: string;
  adSpend: number;
  revenue: number;
  grossProfit: number;
  orders: number;
  newCustomers: number;
}

/** Spend and the shop's counted orders per bucket of the period (daily rollup and ad spend). */
export async function selectMarketingTrend(
  trx: Transaction<Database>,
  shopId: string,
  period: DayRange,
  granularity: Granularity,
): Promise<MarketingBucket[]> {
  const result = await sql<Record<keyof MarketingBucket, string | number>>`
    WITH shop AS (
      SELECT ${sqlBucket(granularity, sql`day`)} AS bucket, sum(revenue) AS revenue, sum(margin) AS margin,
             sum(orders) AS orders, sum(new_customers) AS new_customers
      FROM daily_shop_metrics
      WHERE shop_id = ${shopId} AND day BETWEEN ${period.from}::date AND ${period.to}::date
      GROUP BY 1
    ), spend AS (
      SELECT ${sqlBucket(granularity, sql`day`)} AS bucket, sum(cost) AS cost
      FROM ad_spend
      WHERE shop_id = ${shopId} AND day BETWEEN ${period.from}::date AND ${period.to}::date
      GROUP BY 1
    )
    SELECT coalesce(shop.bucket, spend.bucket)::text AS bucket, coalesce(spend.cost, 0) AS "adSpend",
           coalesce(shop.revenue, 0) AS revenue, coalesce(shop.margin, 0) AS "grossProfit",
           coalesce(shop.orders, 0) AS orders, coalesce(shop.new_customers, 0) AS "newCustomers"
    FROM shop FULL JOIN spend ON spend.bucket = shop.bucket
    ORDER BY 1`.execute(trx);
  return result.rows.map((row) => ({
    bucket: String(row.bucket),
    adSpend: Number(row.adSpend),
    revenue: Number(row.revenue),
    grossProfit: Number(row.grossProfit),
    orders: Number(row.orders),
    newCustomers: Number(row.newCustomers),
  }));
}
