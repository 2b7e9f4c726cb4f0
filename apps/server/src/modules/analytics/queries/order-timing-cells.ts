import type { OrderTimingCell } from '@ziskomer/contracts';
import type { Database } from '@ziskomer/db';
import type { DayRange } from '@ziskomer/domain';
import { sql, type Transaction } from 'kysely';

/**
 * Counted orders and revenue per weekday and hour of a period, both in the shop's zone, from the
 * 'hour' rows of the day rollup: at most 24 rows per day of one primary-key range (8,784 for a
 * leap year), whatever the number of orders. Every one of the 168 cells is returned, Monday 0:00
 * first, zeros where no order came.
 */
export async function queryOrderTimingCells(
  db: Transaction<Database>,
  shopId: string,
  range: DayRange,
): Promise<OrderTimingCell[]> {
  const result = await sql<{
    weekday: number;
    hour: number;
    orders: string | number;
    revenue: string | number;
  }>`
    SELECT extract(isodow FROM day)::int AS weekday, value::int AS hour,
           sum(orders) AS orders, sum(revenue) AS revenue
    FROM daily_dimension_metrics
    WHERE shop_id = ${shopId} AND dimension = 'hour'
      AND day BETWEEN ${range.from}::date AND ${range.to}::date
    GROUP BY 1, 2`.execute(db);
  const found = new Map(result.rows.map((row) => [`${row.weekday}:${row.hour}`, row]));
  const cells: OrderTimingCell[] = [];
  for (let weekday = 1; weekday <= 7; weekday++) {
    for (let hour = 0; hour < 24; hour++) {
      const row = found.get(`${weekday}:${hour}`);
      cells.push({ weekday, hour, orders: Number(row?.orders ?? 0), revenue: Number(row?.revenue ?? 0) });
    }
  }
  return cells;
}
