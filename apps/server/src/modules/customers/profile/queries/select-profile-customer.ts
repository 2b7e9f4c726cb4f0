import type { Database } from '@ziskomer/db';
import type { Kysely } from 'kysely';

/** The customer's stored facts and contact details, or undefined when the shop has no such customer. */
export function selectProfileCustomer(db: Kysely<Database>, shopId: string, customerKey: string) {
  return db
    .selectFrom('customers')
    .select(['customer_key', 'email', 'name', 'phone', 'city', 'country', 'zip', 'tier', 'churn_risk'])
    .where('shop_id', '=', shopId)
    .where('customer_key', '=', customerKey)
    .executeTakeFirst();
}
