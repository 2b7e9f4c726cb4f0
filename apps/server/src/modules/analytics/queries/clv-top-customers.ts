import { CLV_TOP_CUSTOMERS, type ClvTopCustomer } from '@ziskomer/contracts';
import type { Database } from '@ziskomer/db';
import { sql, type Transaction } from 'kysely';

type Num = string | number | null;

/**
 * The customers with the highest expected value over 365 days (over 90 when the history is too
 * short for 365, when every 365-day value is null), read along customer_clv_forecasts_value_idx:
 * 20 index entries and 20 customer lookups whatever the shop's size.
 */
export async function queryClvTopCustomers(
  db: Transaction<Database>,
  shopId: string,
): Promise<ClvTopCustomer[]> {
  const result = await sql<{
    customer_key: string;
    name: string | null;
    email: string | null;
    phone: string | null;
    total_orders: Num;
    total_revenue: Num;
    p_alive: Num;
    expected_orders_90: Num;
    expected_value_90: Num;
    expected_orders_365: Num;
    expected_value_365: Num;
  }>`
    SELECT f.customer_key, c.name, c.email, c.phone, c.total_orders, c.total_revenue, f.p_alive,
           f.expected_orders_90, f.expected_value_90, f.expected_orders_365, f.expected_value_365
    FROM customer_clv_forecasts f
    LEFT JOIN customers c ON c.shop_id = f.shop_id AND c.customer_key = f.customer_key
    WHERE f.shop_id = ${shopId}
    ORDER BY f.expected_value_365 DESC NULLS LAST, f.expected_value_90 DESC, f.customer_key
    LIMIT ${CLV_TOP_CUSTOMERS}`.execute(db);
  const orNull = (value: Num) => (value === null ? null : Number(value));
  return result.rows.map((row) => ({
    customerKey: row.customer_key,
    name: row.name,
    email: row.email,
    phone: row.phone,
    orders: Number(row.total_orders ?? 0),
    revenue: Number(row.total_revenue ?? 0),
    probabilityAlive: Number(row.p_alive),
    expectedPurchases90: Number(row.expected_orders_90),
    expectedValue90: round2(Number(row.expected_value_90)),
    expectedPurchases365: orNull(row.expected_orders_365),
    expectedValue365: row.expected_value_365 === null ? null : round2(Number(row.expected_value_365)),
  }));
}

function round2(value: number): number {
  return Math.round(value * 100) / 100;
}
