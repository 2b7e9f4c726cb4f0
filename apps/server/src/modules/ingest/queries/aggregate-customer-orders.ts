import type { Database } from '@ziskomer/db';
import { sql, type Transaction } from 'kysely';

/** The sums over a customer's orders that are not cancelled, from which the customer facts follow. */
export interface CustomerAggregate {
  customerKey: string;
  email: string | null;
  name: string | null;
  phone: string | null;
  city: string | null;
  country: string | null;
  totalRevenue: number;
  totalMargin: number;
  totalOrders: number;
  firstOrderDate: Date;
  firstOrderDay: string;
  lastOrderDate: Date;
  /** The order before the last, by time: its shop-zone day (the last one's when two share its time). */
  previousOrderDay: string | null;
  preferredPaymentMethod: string | null;
  preferredShippingMethod: string | null;
}

/**
 * Aggregates the orders of the given customers in one set-based query (index on shop, customer
 * key). Contact details come from the customer's latest order that has them; the preferred
 * payment and shipping methods are the most frequent ones.
 */
export async function aggregateCustomerOrders(
  trx: Transaction<Database>,
  shopId: string,
  customerKeys: string[],
): Promise<CustomerAggregate[]> {
  if (customerKeys.length === 0) return [];
  const result = await sql<{
    customer_key: string;
    email: string | null;
    name: string | null;
    phone: string | null;
    city: string | null;
    country: string | null;
    total_revenue: string;
    total_margin: string;
    total_orders: number;
    first_order_date: Date;
    first_order_day: string;
    last_order_date: Date;
    previous_order_day: string | null;
    preferred_payment_method: string | null;
    preferred_shipping_method: string | null;
  }>`
    SELECT customer_key,
      (array_agg(customer_email ORDER BY order_date DESC) FILTER (WHERE customer_email IS NOT NULL))[1] AS email,
      (array_agg(customer_name ORDER BY order_date DESC) FILTER (WHERE customer_name IS NOT NULL))[1] AS name,
      (array_agg(customer_phone ORDER BY order_date DESC) FILTER (WHERE customer_phone IS NOT NULL))[1] AS phone,
      (array_agg(customer_city ORDER BY order_date DESC) FILTER (WHERE customer_city IS NOT NULL))[1] AS city,
      (array_agg(customer_country ORDER BY order_date DESC) FILTER (WHERE customer_country IS NOT NULL))[1] AS country,
      sum(revenue) AS total_revenue,
      sum(margin) AS total_margin,
      count(*)::integer AS total_orders,
      min(order_date) AS first_order_date,
      min(order_day)::text AS first_order_day,
      max(order_date) AS last_order_date,
      ((array_agg(order_day ORDER BY order_date DESC))[2])::text AS previous_order_day,
      mode() WITHIN GROUP (ORDER BY payment_method) AS preferred_payment_method,
      mode() WITHIN GROUP (ORDER BY shipping_method) AS preferred_shipping_method
    FROM orders
    WHERE shop_id = ${shopId} AND customer_key = ANY(${customerKeys}::text[]) AND NOT is_cancelled
    GROUP BY customer_key`.execute(trx);
  return result.rows.map((row) => ({
    customerKey: row.customer_key,
    email: row.email,
    name: row.name,
    phone: row.phone,
    city: row.city,
    country: row.country,
    totalRevenue: Number(row.total_revenue),
    totalMargin: Number(row.total_margin),
    totalOrders: row.total_orders,
    firstOrderDate: row.first_order_date,
    firstOrderDay: row.first_order_day,
    lastOrderDate: row.last_order_date,
    previousOrderDay: row.previous_order_day,
    preferredPaymentMethod: row.preferred_payment_method,
    preferredShippingMethod: row.preferred_shipping_method,
  }));
}
