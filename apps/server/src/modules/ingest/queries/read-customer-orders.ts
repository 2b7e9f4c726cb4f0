import type { Database } from '@ziskomer/db';
import { sql, type Transaction } from 'kysely';

/** What the customer facts are summed from: one order that is not cancelled. */
export interface CustomerOrderRow {
  orderId: string;
  customerKey: string;
  email: string | null;
  name: string | null;
  phone: string | null;
  city: string | null;
  country: string | null;
  revenue: string;
  margin: string;
  orderDate: Date;
  orderDay: string;
  paymentMethod: string | null;
  shippingMethod: string | null;
}

/**
 * The next `limit` orders after `after` in order-id order (the primary key, which follows the heap
 * when ids grew with the file) whose customer key lies between `firstKey` and `lastKey`: a pass
 * over the shop's orders in short transactions, each order read once, instead of a look-up into
 * the orders per customer.
 */
export async function readCustomerOrders(
  trx: Transaction<Database>,
  shopId: string,
  range: { firstKey: string; lastKey: string; after: string | null; limit: number },
): Promise<CustomerOrderRow[]> {
  const result = await sql<{
    order_id: string;
    customer_key: string;
    customer_email: string | null;
    customer_name: string | null;
    customer_phone: string | null;
    customer_city: string | null;
    customer_country: string | null;
    revenue: string;
    margin: string;
    order_date: Date;
    order_day: string;
    payment_method: string | null;
    shipping_method: string | null;
  }>`
    SELECT order_id, customer_key, customer_email, customer_name, customer_phone, customer_city, customer_country,
      revenue::text AS revenue, margin::text AS margin, order_date, order_day::text AS order_day,
      payment_method, shipping_method
    FROM orders
    WHERE shop_id = ${shopId} ${range.after === null ? sql`` : sql`AND order_id > ${range.after}`}
      AND customer_key >= ${range.firstKey} AND customer_key <= ${range.lastKey} AND NOT is_cancelled
    ORDER BY order_id
    LIMIT ${range.limit}`.execute(trx);
  return result.rows.map((row) => ({
    orderId: row.order_id,
    customerKey: row.customer_key,
    email: row.customer_email,
    name: row.customer_name,
    phone: row.customer_phone,
    city: row.customer_city,
    country: row.customer_country,
    revenue: row.revenue,
    margin: row.margin,
    orderDate: row.order_date,
    orderDay: row.order_day,
    paymentMethod: row.payment_method,
    shippingMethod: row.shipping_method,
  }));
}
