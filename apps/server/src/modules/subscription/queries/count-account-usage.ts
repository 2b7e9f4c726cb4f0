import { type Database, type Scope, setScope } from '@ziskomer/db';
import type { Kysely, Transaction } from 'kysely';

export interface AccountUsage {
  shops: number;
  ordersThisMonth: number;
  connections: number;
}

/** The shops an account created: the ones that count against its plan. */
export async function countAccountShops(db: Kysely<Database>, userId: string): Promise<number> {
  const row = await db
    .selectFrom('shops')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('created_by', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/**
 * Usage of everything the plan limits, over the shops the account created. Orders and connections
 * sit under each shop's row-level security (by shop only), so each shop is read in its own shop
 * scope, and the transaction is put back in `restore`, the caller's scope, afterwards.
 */
export async function countAccountUsage(
  trx: Transaction<Database>,
  userId: string,
  now: Date,
  options: { restore: Scope; ordersToo: boolean },
): Promise<AccountUsage> {
  const shops = await trx.selectFrom('shops').select('id').where('created_by', '=', userId).execute();
  const monthStart = `${now.toISOString().slice(0, 7)}-01`;
  let ordersThisMonth = 0;
  let connections = 0;
  for (const shop of shops) {
    await setScope(trx, { userId: options.restore.userId, shopId: shop.id });
    const connected = await trx
      .selectFrom('connections')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .where('shop_id', '=', shop.id)
      .where('is_demo', '=', false)
      .executeTakeFirstOrThrow();
    connections += Number(connected.count);
    if (!options.ordersToo) continue;
    const orders = await trx
      .selectFrom('orders')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .where('shop_id', '=', shop.id)
      .where('order_day', '>=', monthStart)
      .executeTakeFirstOrThrow();
    ordersThisMonth += Number(orders.count);
  }
  await setScope(trx, options.restore);
  return { shops: shops.length, ordersThisMonth, connections };
}
