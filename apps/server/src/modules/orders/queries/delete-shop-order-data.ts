import type { Database } from '@ziskomer/db';
import type { Transaction } from 'kysely';

/** Deletes every order of a shop with its lines and rollups; import history stays. */
export async function deleteShopOrderData(trx: Transaction<Database>, shopId: string): Promise<void> {
  await trx.deleteFrom('order_items').where('shop_id', '=', shopId).execute();
  await trx.deleteFrom('orders').where('shop_id', '=', shopId).execute();
  await trx.deleteFrom('customers').where('shop_id', '=', shopId).execute();
  await trx.deleteFrom('daily_shop_metrics').where('shop_id', '=', shopId).execute();
}
