import { CUSTOMER_TIERS, type TopCustomer } from '@ziskomer/contracts';
import type { Database } from '@ziskomer/db';
import { sql, type Transaction } from 'kysely';

/** SPEC §9: top lists hold 10. */
export const TOP_CUSTOMERS = 10;

/**
 * The customers with the highest revenue over the whole history, read from the customer facts
 * along customers_revenue_idx (stops after 10 rows however many customers there are).
 */
export async function queryTopCustomers(db: Transaction<Database>, shopId: string): Promise<TopCustomer[]> {
  const result = await sql<{
    customer_key: string;
    name: string | null;
    email: string | null;
    phone: string | null;
    total_orders: string | number;
    total_revenue: string | number;
    last_order_date: Date | string;
    tier: string;
  }>`
    SELECT customer_key, name, email, phone, total_orders, total_revenue, last_order_date, tier
    FROM customers
    WHERE shop_id = ${shopId} AND total_orders > 0
    ORDER BY total_revenue DESC, customer_key
    LIMIT ${TOP_CUSTOMERS}`.execute(db);
  return result.rows.map((row) => ({
    customerKey: row.customer_key,
    name: row.name,
    email: row.email,
    phone: row.phone,
    orders: Number(row.total_orders),
    revenue: Number(row.total_revenue),
    lastOrderDate: new Date(row.last_order_date).toISOString(),
    tier: CUSTOMER_TIERS.find((tier) => tier === row.tier) ?? 'low',
  }));
}
