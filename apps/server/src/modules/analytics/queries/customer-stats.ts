import type { CustomerStats } from '@ziskomer/contracts';
import type { Database } from '@ziskomer/db';
import { addDays } from '@ziskomer/domain';
import { sql, type Transaction } from 'kysely';

type Num = string | number | null;

/**
 * SPEC §9 "Stats", relative to now whatever period the report shows: counted orders of the last
 * 24 hours (a range of the (shop_id, order_date) index), and the last 30 days — today and the 29
 * before, as the 30-day preset — against the 30 days before them, from the daily rollup.
 */
export async function queryCustomerStats(
  db: Transaction<Database>,
  shopId: string,
  now: Date,
  today: string,
): Promise<CustomerStats> {
  const recent = await sql<{ orders: Num; revenue: Num }>`
    SELECT count(*) AS orders, sum(revenue) AS revenue
    FROM orders
    WHERE shop_id = ${shopId} AND NOT is_cancelled
      AND order_date > ${now.toISOString()}::timestamptz - interval '24 hours'
      AND order_date <= ${now.toISOString()}::timestamptz`.execute(db);
  const last = { from: addDays(today, -29), to: today };
  const before = { from: addDays(today, -59), to: addDays(today, -30) };
  const windows = await sql<{ recent: boolean; orders: Num; revenue: Num }>`
    SELECT day >= ${last.from}::date AS recent, sum(orders) AS orders, sum(revenue) AS revenue
    FROM daily_shop_metrics
    WHERE shop_id = ${shopId} AND day BETWEEN ${before.from}::date AND ${last.to}::date
    GROUP BY 1`.execute(db);
  const windowOf = (isRecent: boolean, range: { from: string; to: string }) => {
    const row = windows.rows.find((candidate) => candidate.recent === isRecent);
    return { ...range, orders: Number(row?.orders ?? 0), revenue: Number(row?.revenue ?? 0) };
  };
  const last30Days = windowOf(true, last);
  const previous30Days = windowOf(false, before);
  return {
    ordersLast24h: Number(recent.rows[0]?.orders ?? 0),
    revenueLast24h: Number(recent.rows[0]?.revenue ?? 0),
    last30Days,
    previous30Days,
    ordersGrowth: growth(last30Days.orders, previous30Days.orders),
    revenueGrowth: growth(last30Days.revenue, previous30Days.revenue),
  };
}

/** The change as a fraction of the earlier value; none from zero. */
function growth(current: number, previous: number): number | null {
  return previous > 0 ? (current - previous) / previous : null;
}
