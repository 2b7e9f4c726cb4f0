import type { Order } from '@ziskomer/contracts';
import type { Database } from '@ziskomer/db';
import { parseOrderDate } from '@ziskomer/domain';
import type { Transaction } from 'kysely';
import { normaliseOrder, type OrderRecord, writeOrders } from '../../ingest/index.ts';

/**
 * A platform's orders into the orders' one sink, as the connection's: the same normalising (VAT
 * split, the margin from the lines' costs or the flagged 30 % estimate, the customer's key) and the
 * same upsert by order id as a file or the API, so an order synced here and the same order from a
 * CSV are one row. An order whose date cannot be read is left out with its reason.
 */
export async function writePlatformOrders(
  db: Transaction<Database>,
  params: { shopId: string; connectionId: string; timeZone: string; now: Date },
  orders: Order[],
): Promise<{ written: number; skipped: string[] }> {
  const records: OrderRecord[] = [];
  const skipped: string[] = [];
  for (const order of orders) {
    const date = parseOrderDate(order.orderDate, params.timeZone, 'iso');
    if (!date.ok) {
      skipped.push(`${order.orderId}: orderDate ${date.code}`);
      continue;
    }
    records.push(normaliseOrder({ ...order, orderDate: date.instant.toISOString() }, date.instant, date.day));
  }
  if (records.length > 0) {
    await writeOrders(db, params.shopId, { kind: 'connector', connectionId: params.connectionId }, records, {
      now: params.now,
    });
  }
  return { written: records.length, skipped };
}
