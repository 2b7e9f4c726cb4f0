import type { Database } from '@ziskomer/db';
import { sql, type Transaction } from 'kysely';

export interface CustomerFacts {
  customerKey: string;
  email: string | null;
  name: string | null;
  phone: string | null;
  city: string | null;
  country: string | null;
  totalRevenue: number;
  totalMargin: number;
  totalOrders: number;
  avgOrderValue: number;
  firstOrderDate: Date;
  firstOrderDay: string;
  lastOrderDate: Date;
  previousOrderDay: string | null;
  isReturning: boolean;
  tier: 'high' | 'medium' | 'low';
  lifetimeValue: number;
  orderFrequency: number;
  churnRisk: 'low' | 'medium' | 'high';
  preferredPaymentMethod: string | null;
  preferredShippingMethod: string | null;
}

/** Writes recomputed customer facts in one statement; a customer whose facts did not change is left as it is. */
export async function upsertCustomers(
  trx: Transaction<Database>,
  shopId: string,
  customers: CustomerFacts[],
  computedAt: Date,
): Promise<void> {
  if (customers.length === 0) return;
  const column = <T>(pick: (customer: CustomerFacts) => T) => customers.map(pick);
  const money = (pick: (customer: CustomerFacts) => number) =>
    customers.map((customer) => pick(customer).toFixed(2));
  await sql`
    INSERT INTO customers (
      shop_id, customer_key, email, name, phone, city, country, total_revenue, total_margin, total_orders,
      avg_order_value, first_order_date, first_order_day, last_order_date, previous_order_day, is_returning, tier,
      lifetime_value, order_frequency, churn_risk, preferred_payment_method, preferred_shipping_method, computed_at)
    SELECT ${shopId}::uuid, c.*, ${computedAt}::timestamptz
    FROM unnest(
      ${column((c) => c.customerKey)}::text[],
      ${column((c) => c.email)}::text[],
      ${column((c) => c.name)}::text[],
      ${column((c) => c.phone)}::text[],
      ${column((c) => c.city)}::text[],
      ${column((c) => c.country)}::text[],
      ${money((c) => c.totalRevenue)}::numeric[],
      ${money((c) => c.totalMargin)}::numeric[],
      ${column((c) => c.totalOrders)}::integer[],
      ${money((c) => c.avgOrderValue)}::numeric[],
      ${column((c) => c.firstOrderDate)}::timestamptz[],
      ${column((c) => c.firstOrderDay)}::date[],
      ${column((c) => c.lastOrderDate)}::timestamptz[],
      ${column((c) => c.previousOrderDay)}::date[],
      ${column((c) => c.isReturning)}::boolean[],
      ${column((c) => c.tier)}::text[],
      ${money((c) => c.lifetimeValue)}::numeric[],
      ${money((c) => c.orderFrequency)}::numeric[],
      ${column((c) => c.churnRisk)}::text[],
      ${column((c) => c.preferredPaymentMethod)}::text[],
      ${column((c) => c.preferredShippingMethod)}::text[]
    ) AS c
    ON CONFLICT (shop_id, customer_key) DO UPDATE SET
      -- Contact details the orders do not carry keep what is known (e.g. a customer entered by hand).
      email = coalesce(excluded.email, customers.email),
      name = coalesce(excluded.name, customers.name),
      phone = coalesce(excluded.phone, customers.phone),
      city = coalesce(excluded.city, customers.city),
      country = coalesce(excluded.country, customers.country),
      total_revenue = excluded.total_revenue,
      total_margin = excluded.total_margin,
      total_orders = excluded.total_orders,
      avg_order_value = excluded.avg_order_value,
      first_order_date = excluded.first_order_date,
      first_order_day = excluded.first_order_day,
      last_order_date = excluded.last_order_date,
      previous_order_day = excluded.previous_order_day,
      is_returning = excluded.is_returning,
      tier = excluded.tier,
      lifetime_value = excluded.lifetime_value,
      order_frequency = excluded.order_frequency,
      churn_risk = excluded.churn_risk,
      preferred_payment_method = excluded.preferred_payment_method,
      preferred_shipping_method = excluded.preferred_shipping_method,
      computed_at = excluded.computed_at
    -- Facts that come out as they are stay untouched (a re-import recomputes many such customers).
    WHERE (coalesce(excluded.email, customers.email), coalesce(excluded.name, customers.name),
        coalesce(excluded.phone, customers.phone), coalesce(excluded.city, customers.city),
        coalesce(excluded.country, customers.country), excluded.total_revenue, excluded.total_margin,
        excluded.total_orders, excluded.avg_order_value, excluded.first_order_date, excluded.first_order_day,
        excluded.last_order_date, excluded.previous_order_day, excluded.is_returning, excluded.tier, excluded.lifetime_value,
        excluded.order_frequency, excluded.churn_risk, excluded.preferred_payment_method,
        excluded.preferred_shipping_method)
      IS DISTINCT FROM (customers.email, customers.name, customers.phone, customers.city, customers.country,
        customers.total_revenue, customers.total_margin, customers.total_orders, customers.avg_order_value,
        customers.first_order_date, customers.first_order_day, customers.last_order_date,
        customers.previous_order_day, customers.is_returning,
        customers.tier, customers.lifetime_value, customers.order_frequency, customers.churn_risk,
        customers.preferred_payment_method, customers.preferred_shipping_method)`.execute(trx);
}
