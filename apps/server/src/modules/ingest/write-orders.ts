import type { Database } from '@ziskomer/db';
import type { Transaction } from 'kysely';
import { type DataSource, importIdOf } from './data-source.ts';
import { ingestEvents } from './ingest-events.ts';
import { OrderBatch } from './order-batch.ts';
import type { OrderRecord, SaveCounts, SaveOutcome } from './order-record.ts';
import { analyzeUnsampledOrderTables } from './queries/analyze-unsampled-order-tables.ts';
import { deleteResyncedOrders } from './queries/delete-resynced-orders.ts';
import { recordImportNewCustomers } from './queries/import-new-customers.ts';
import { lockShopOrders } from './queries/lock-shop-orders.ts';
import { replaceOrderItems } from './queries/replace-order-items.ts';
import { selectPriorOrders } from './queries/select-prior-orders.ts';
import { stageOrders } from './queries/stage-orders.ts';
import { upsertOrders } from './queries/upsert-orders.ts';
import { assertResync, type ReplaceRange } from './replace-range.ts';
import { updateRollups } from './update-rollups.ts';

export interface OrderWriteOptions {
  now: Date;
  /**
   * 'now' (the default): the facts of every customer the orders touch are recomputed in this
   * transaction. 'deferred' (an import): the customers of orders new to the shop are recorded for
   * `refreshImportCustomers` when the import ends, which recomputes each of them once instead of
   * once per batch; changed orders (which can move a customer away) are still handled here.
   */
  customerFacts?: 'now' | 'deferred';
  /**
   * A connector's re-sync of these order days (in the shop's time zone): its orders of the range
   * that `orders` no longer holds are deleted with their lines; orders of other sources stay.
   * Only for a connector source.
   */
  replaceRange?: ReplaceRange;
}

/**
 * The one path by which orders are stored, whichever way they come (file import, API, manual
 * entry, connector, demo data), run inside the caller's transaction with the shop's scope. Per
 * order it decides:
 * - `inserted`: new to the shop;
 * - `updated`: stored with other content, now replaced;
 * - `unchanged`: stored with the same content hash, nothing written;
 * - `duplicate`: the same order id came earlier in the batch, or an earlier batch of the same
 *   import wrote it; the last occurrence's content is kept.
 * Then it writes the orders and lines that changed (loaded with COPY into staging tables, then
 * upserted set-based), which take the writer's source (an unchanged order keeps its own), and
 * updates the rollups it keeps itself (customer facts and daily metrics) of the customers and days
 * they touch. When anything changed, `orders.written` is announced in the same transaction; the
 * reports' rollups are queued for refresh by the triggers the writes fire (migration 0033).
 */
export async function writeOrders(
  trx: Transaction<Database>,
  shopId: string,
  source: DataSource,
  orders: OrderRecord[] | OrderBatch,
  options: OrderWriteOptions,
): Promise<{ counts: SaveCounts; outcomes: SaveOutcome[]; deleted: number }> {
  const { now, replaceRange } = options;
  const importId = importIdOf(source);
  const counts: SaveCounts = { inserted: 0, updated: 0, unchanged: 0, duplicates: 0 };
  const batch = orders instanceof OrderBatch ? orders : OrderBatch.of(orders);
  const connectionId = replaceRange
    ? assertResync(
        source,
        replaceRange,
        batch.orders.map((order) => order.orderDay),
      )
    : null;
  // Nothing to write; a re-sync of nothing still deletes the source's rows of its range.
  if (batch.size === 0 && !connectionId) return { counts, outcomes: [], deleted: 0 };
  await lockShopOrders(trx, shopId);
  await analyzeUnsampledOrderTables(trx);

  // The last occurrence of an order id in the batch is the one kept.
  const latest = new Map<string, number>();
  batch.orders.forEach((order, position) => {
    latest.set(order.orderId, position);
  });
  const removed =
    replaceRange && connectionId
      ? await deleteResyncedOrders(trx, { shopId, connectionId, range: replaceRange }, [...latest.keys()])
      : [];
  const prior = await selectPriorOrders(trx, shopId, [...latest.keys()]);

  const seen = new Set<string>();
  const outcomes = batch.orders.map((order): SaveOutcome => {
    if (seen.has(order.orderId)) return 'duplicate';
    seen.add(order.orderId);
    const stored = prior.get(order.orderId);
    if (!stored) return 'inserted';
    if (importId !== null && stored.importId === importId) return 'duplicate';
    return stored.contentHash === order.contentHash ? 'unchanged' : 'updated';
  });
  for (const outcome of outcomes) {
    if (outcome === 'duplicate') counts.duplicates++;
    else counts[outcome]++;
  }

  // An unchanged order is not written at all, not even to note the import that saw it: an update
  // of its row would mark its day and customer for the rollups, and re-importing an unchanged file
  // of a year's orders would refresh every report of the shop. An import meets each order id once
  // (its lines are grouped across the file before any is written: stageOrderLines).
  const toWrite: number[] = [];
  for (const position of latest.values()) {
    const order = batch.orders[position]!;
    const stored = prior.get(order.orderId);
    if (!stored || stored.contentHash !== order.contentHash) toWrite.push(position);
  }
  toWrite.sort((a, b) => a - b);
  const written = toWrite.map((position) => batch.orders[position]!);

  if (written.length > 0) {
    await stageOrders(trx, batch.copyRows(toWrite));
    await upsertOrders(trx, shopId, source, now);
    await replaceOrderItems(
      trx,
      shopId,
      written.filter((order) => prior.has(order.orderId)).map((order) => order.orderId),
    );
  }
  const deferNewCustomers = options.customerFacts === 'deferred' && importId !== null;
  await updateRollups(trx, { shopId, now, deferNewCustomers }, { written, prior, removed });
  if (deferNewCustomers) {
    const newCustomers = written
      .filter((order) => !prior.has(order.orderId))
      .map((order) => order.customerKey);
    await recordImportNewCustomers(
      trx,
      shopId,
      importId,
      newCustomers.filter((key): key is string => key !== null),
    );
  }
  const days = new Set(removed.map((order) => order.orderDay));
  for (const order of written) {
    days.add(order.orderDay);
    const before = prior.get(order.orderId);
    if (before) days.add(before.orderDay);
  }
  if (days.size > 0) {
    await ingestEvents.emit(trx, 'orders.written', { shopId, source, days: [...days].sort() });
  }
  return { counts, outcomes, deleted: removed.length };
}
