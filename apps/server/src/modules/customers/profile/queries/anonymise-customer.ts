import type { Database } from '@ziskomer/db';
import { type Kysely, sql } from 'kysely';

/**
 * Moves a customer's orders and every row derived from them to `anonymousKey` and clears the
 * personal data on them: name, e-mail, phone and postcode. Amounts, days, sources, products, city
 * and country stay, so every total, cohort and segment counts the same afterwards — only nobody
 * can tell whose orders they were. The order triggers mark the customer's days and sequences for
 * the rollups' refresh, the customers trigger the scores. Returns the number of orders changed.
 */
export async function anonymiseCustomer(
  db: Kysely<Database>,
  shopId: string,
  customerKey: string,
  anonymousKey: string,
): Promise<number> {
  const orders = await sql`
    UPDATE orders SET customer_key = ${anonymousKey}, customer_email = NULL, customer_name = NULL,
           customer_phone = NULL, customer_zip = NULL, updated_at = now()
    WHERE shop_id = ${shopId} AND customer_key = ${customerKey}`.execute(db);
  await sql`
    UPDATE customers SET customer_key = ${anonymousKey}, email = NULL, name = NULL, phone = NULL, zip = NULL
    WHERE shop_id = ${shopId} AND customer_key = ${customerKey}`.execute(db);
  // Derived rows keyed by the customer: renamed, so that nothing keeps the e-mail as a key.
  for (const table of [
    'customer_scores',
    'customer_clv_forecasts',
    'customer_milestones',
    'customer_journeys',
  ]) {
    await sql`
      UPDATE ${sql.table(table)} SET customer_key = ${anonymousKey}
      WHERE shop_id = ${shopId} AND customer_key = ${customerKey}`.execute(db);
  }
  return Number(orders.numAffectedRows ?? 0);
}
