import type { RecentOrder } from '@ziskomer/contracts';
import type { Database } from '@ziskomer/db';
import type { DayRange } from '@ziskomer/domain';
import { sql, type Transaction } from 'kysely';

/** SPEC §9: the recent orders list holds 10. */
export const RECENT_ORDERS = 10;

/**
 * The latest orders of a period, cancelled ones included. The period's days are turned into
 * instants in the shop's zone so the `(shop_id, order_date, order_id)` index is read backwards
 * from the period's end and stops after 10 rows, however many orders the period holds.
 */
export async function queryRecentOrders(
  db: Transaction<Database>,
  shopId: string,
  range: DayRange,
  timeZone: string,
): Promise<RecentOrder[]> {
  const result = await sql<{
    order_id: string;
    order_date: Date | string;
    customer_name: string | null;
    customer_email: string | null;
    revenue: string | number;
    status: string | null;
    is_cancelled: boolean;
    is_paid: boolean | null;
  }>`
    SELECT order_id, order_date, customer_name, customer_email, revenue, status, is_cancelled, is_paid
    FROM orders
    WHERE shop_id = ${shopId}
      AND order_date >= (${range.from}::date)::timestamp AT TIME ZONE ${timeZone}
      AND order_date < (${range.to}::date + 1)::timestamp AT TIME ZONE ${timeZone}
    ORDER BY order_date DESC, order_id DESC
    LIMIT ${RECENT_ORDERS}`.execute(db);
  return result.rows.map((row) => ({
    orderId: row.order_id,
    orderDate: new Date(row.order_date).toISOString(),
    customerName: row.customer_name,
    customerEmail: row.customer_email,
    revenue: Number(row.revenue),
    status: row.status,
    cancelled: row.is_cancelled,
    paid: row.is_paid,
  }));
}
