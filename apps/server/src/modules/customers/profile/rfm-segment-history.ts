import type { CustomerProfile } from '@ziskomer/contracts';
import type { Database } from '@ziskomer/db';
import { addDays, frequencyScore, getRfmSegment, quintileScore } from '@ziskomer/domain';
import { type Kysely, sql } from 'kysely';

/** How many month ends back the history reaches. */
export const SEGMENT_HISTORY_MONTHS = 12;

/**
 * The customer's RFM segment at each of the last 12 complete month ends since their first counted
 * order, computed from the orders up to that day exactly as the scores of today are
 * (rank-customer-scores.ts): F is the band of the customer's counted orders by then; R is
 * quintileScore(worse, total), where total is the customers with a counted order by then and
 * worse those whose last counted order by then came before the customer's. A customer is not
 * worse exactly when they ordered between the customer's last order and the month end, so
 * worse = total − the customers with a counted order in that window: two counts per month end —
 * customers by their first order day, and distinct customers of the window's orders along the
 * orders' day index — instead of every customer's last order as of every month end.
 */
export async function selectRfmSegmentHistory(
  db: Kysely<Database>,
  shopId: string,
  countedOrderDays: string[],
  today: string,
): Promise<CustomerProfile['rfmHistory']> {
  const points = monthEndsOf(countedOrderDays, today);
  if (points.length === 0) return [];
  const ends = sql.join(points.map((point) => sql`(${point.monthEnd}::date, ${point.lastDay}::date)`));
  const result = await sql<{ month_end: string; total: string | number; active: string | number }>`
    SELECT e.month_end::text AS month_end,
           (SELECT count(*) FROM customers c
            WHERE c.shop_id = ${shopId} AND c.total_orders > 0 AND c.first_order_day <= e.month_end) AS total,
           (SELECT count(DISTINCT o.customer_key) FROM orders o
            WHERE o.shop_id = ${shopId} AND NOT o.is_cancelled AND o.customer_key IS NOT NULL
              AND o.order_day BETWEEN e.last_day AND e.month_end) AS active
    FROM (VALUES ${ends}) AS e (month_end, last_day)
    ORDER BY 1`.execute(db);
  return result.rows.map((row, index) => {
    const point = points[index]!;
    const total = Number(row.total);
    const recency = quintileScore(total - Number(row.active), total);
    const frequency = frequencyScore(point.orders);
    return { monthEnd: row.month_end, recency, frequency, segment: getRfmSegment(recency, frequency) };
  });
}

interface MonthEnd {
  monthEnd: string;
  /** The customer's last counted order day by the month end, and their counted orders by then. */
  lastDay: string;
  orders: number;
}

/** The last complete month ends (before today) on or after the first counted order, oldest first. */
export function monthEndsOf(countedOrderDays: string[], today: string): MonthEnd[] {
  const days = [...countedOrderDays].sort();
  if (days.length === 0) return [];
  const ends: MonthEnd[] = [];
  // The last day of the month before today's, then one month back at a time.
  let monthEnd = addDays(`${today.slice(0, 7)}-01`, -1);
  while (ends.length < SEGMENT_HISTORY_MONTHS && monthEnd >= days[0]!) {
    const upTo = days.filter((day) => day <= monthEnd);
    ends.push({ monthEnd, lastDay: upTo.at(-1)!, orders: upTo.length });
    monthEnd = addDays(`${monthEnd.slice(0, 7)}-01`, -1);
  }
  return ends.reverse();
}
