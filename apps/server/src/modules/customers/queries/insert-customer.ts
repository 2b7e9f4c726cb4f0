import type { Database } from '@ziskomer/db';
import type { Kysely } from 'kysely';

export interface NewCustomer {
  customerKey: string;
  email: string;
  name: string | null;
  phone: string | null;
  city: string | null;
  country: string | null;
  zip: string | null;
  /** When the customer was entered: its first and last "order" date until a real order arrives. */
  enteredAt: Date;
  /** The day of `enteredAt` in the shop's time zone. */
  enteredDay: string;
  tier: 'high' | 'medium' | 'low';
  churnRisk: 'low' | 'medium' | 'high';
}

/**
 * Adds a customer without orders (zero totals); returns nothing when the shop already has a customer with that
 * key (the unique key decides, so two simultaneous requests cannot both succeed).
 */
export async function insertCustomer(db: Kysely<Database>, shopId: string, customer: NewCustomer) {
  return (
    (await db
      .insertInto('customers')
      .values({
        shop_id: shopId,
        customer_key: customer.customerKey,
        email: customer.email,
        name: customer.name,
        phone: customer.phone,
        city: customer.city,
        country: customer.country,
        zip: customer.zip,
        total_revenue: 0,
        total_margin: 0,
        total_orders: 0,
        avg_order_value: 0,
        first_order_date: customer.enteredAt,
        first_order_day: customer.enteredDay,
        last_order_date: customer.enteredAt,
        is_returning: false,
        tier: customer.tier,
        lifetime_value: 0,
        order_frequency: 0,
        churn_risk: customer.churnRisk,
        computed_at: customer.enteredAt,
      })
      .onConflict((oc) => oc.columns(['shop_id', 'customer_key']).doNothing())
      .returning([
        'customer_key',
        'email',
        'name',
        'phone',
        'city',
        'country',
        'zip',
        'total_orders',
        'total_revenue',
        'computed_at',
      ])
      .executeTakeFirst()) ?? null
  );
}
