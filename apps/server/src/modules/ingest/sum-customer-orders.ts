import { type Database, withScope } from '@ziskomer/db';
import type { Kysely } from 'kysely';
import { backgroundSizer } from '../../lib/batch-sizer.ts';
import { CustomerOrderSums } from './customer-order-sums.ts';
import { readCustomerOrders } from './queries/read-customer-orders.ts';
import { readShopOrderWrites } from './queries/read-shop-order-writes.ts';

/** Orders read per transaction: fixed on PostgreSQL, a short hold of PGlite's one connection. */
const ORDER_READS = { postgres: 50_000, pglite: { initial: 5000, min: 1000, max: 50_000 } };

/**
 * Sums the orders of the given customers (sorted by key, as the database sorts them) from one pass
 * over the shop's orders in order-id order, a short transaction at a time. Returns the sums with
 * the shop's count of order writes read before the pass: a later transaction that reads the same
 * count knows that no order of the shop changed since, so the sums still hold.
 */
export async function sumCustomerOrders(
  db: Kysely<Database>,
  context: { shopId: string; engine: 'pglite' | 'postgres' },
  customerKeys: string[],
  /** Called before each read; it may throw to stop. */
  beforeRead?: () => Promise<void>,
): Promise<{ sums: CustomerOrderSums; writes: number }> {
  const { shopId } = context;
  const scope = { userId: null, shopId };
  const writes = await withScope(db, scope, (trx) => readShopOrderWrites(trx, shopId));
  const sums = new CustomerOrderSums(new Set(customerKeys));
  const firstKey = customerKeys[0];
  const lastKey = customerKeys.at(-1);
  if (firstKey === undefined || lastKey === undefined) return { sums, writes };
  const sizer = backgroundSizer(context.engine, ORDER_READS);
  for (let after: string | null = null, full = true; full; ) {
    await beforeRead?.();
    const limit = sizer.current;
    const started = performance.now();
    const orders = await withScope(db, scope, (trx) =>
      readCustomerOrders(trx, shopId, { firstKey, lastKey, after, limit }),
    );
    sizer.record(Math.max(1, orders.length), performance.now() - started);
    for (const order of orders) sums.add(order);
    after = orders.at(-1)?.orderId ?? after;
    full = orders.length === limit;
  }
  return { sums, writes };
}
