import type { Database } from '@ziskomer/db';
import { sql, type Transaction } from 'kysely';

/** Removes the facts of customers left without an order that is not cancelled. */
export async function deleteCustomers(
  trx: Transaction<Database>,
  shopId: string,
  customerKeys: string[],
): Promise<void> {
  if (customerKeys.length === 0) return;
  await sql`DELETE FROM customers WHERE shop_id = ${shopId} AND customer_key = ANY(${customerKeys}::text[])`.execute(
    trx,
  );
}
