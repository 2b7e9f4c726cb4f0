import type { Database } from '@ziskomer/db';
import { sql, type Transaction } from 'kysely';

type Num = string | number;

export interface UpsellRow {
  customerKey: string;
  name: string | null;
  email: string | null;
  phone: string | null;
  orders: number;
  revenue: number;
  averageOrderValue: number;
  lastOrderDate: Date;
  orderFrequency: number;
  /** Calendar days (shop zone) from the latest order to today. */
  daysSinceLastOrder: number;
}

/**
 * The up-sell list (SPEC §9: 20 customers with at least 2 orders): repeat customers whose latest
 * counted order is on or after the period's first day (shop zone) — still buying — with the
 * highest average order value first (they already buy big and come back, so a premium or bigger
 * offer fits them); ties by revenue, then key. Read along customers_upsell_idx (migration 0027),
 * which holds the repeat customers in that order: it stops after the list is full instead of
 * sorting every repeat customer.
 */
export async function queryUpsellCustomers(
  db: Transaction<Database>,
  shopId: string,
  options: { fromDay: string; today: string; timeZone: string; limit: number },
): Promise<UpsellRow[]> {
  const result = await sql<{
    customer_key: string;
    name: string | null;
    email: string | null;
    phone: string | null;
    total_orders: Num;
    total_revenue: Num;
    avg_order_value: Num;
    last_order_date: Date | string;
    order_frequency: Num;
    days_since: Num;
  }>`
    SELECT customer_key, name, email, phone, total_orders, total_revenue, avg_order_value,
           last_order_date, order_frequency,
           ${options.today}::date - (last_order_date AT TIME ZONE ${options.timeZone})::date AS days_since
    FROM customers
    WHERE shop_id = ${shopId} AND total_orders >= 2
      AND last_order_date >= (${options.fromDay}::date::timestamp AT TIME ZONE ${options.timeZone})
    ORDER BY avg_order_value DESC, total_revenue DESC, customer_key
    LIMIT ${options.limit}`.execute(db);
  return result.rows.map((row) => ({
    customerKey: row.customer_key,
    name: row.name,
    email: row.email,
    phone: row.phone,
    orders: Number(row.total_orders),
    revenue: Number(row.total_revenue),
    averageOrderValue: Number(row.avg_order_value),
    lastOrderDate: new Date(row.last_order_date),
    orderFrequency: Number(row.order_frequency),
    daysSinceLastOrder: Math.max(0, Number(row.days_since)),
  }));
}
