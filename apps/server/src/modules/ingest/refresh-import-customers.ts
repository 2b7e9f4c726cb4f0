import { type Database, withScope } from '@ziskomer/db';
import type { Kysely } from 'kysely';
import { backgroundSizer } from '../../lib/batch-sizer.ts';
import { addDailyMetrics, type DailyDelta } from './queries/add-daily-metrics.ts';
import { analyzeStaleOrderTables } from './queries/analyze-stale-order-tables.ts';
import { lockShopOrders } from './queries/lock-shop-orders.ts';
import { markImportCustomers } from './queries/mark-import-customers.ts';
import { relaxCommitDurability } from './queries/relax-commit-durability.ts';
import { selectImportCustomerKeys } from './queries/select-import-customer-keys.ts';
import { refreshCustomers } from './update-rollups.ts';

/**
 * Customers recomputed per transaction: 5000 on PostgreSQL; on PGlite as many as fit in a short
 * hold of its single connection (backgroundSizer), so requests stay answered meanwhile.
 */
const CUSTOMER_REFRESH_PAGES = { postgres: 5000, pglite: { initial: 1000, min: 100, max: 5000 } };

/**
 * The end of an import (completed, cancelled or failed after writing): recomputes, once, the facts
 * of every customer its orders belong to, with the days those customers became new, in pages of
 * customers, each page one transaction. An import's batches leave the customers of new orders to
 * this (writeOrders with customerFacts 'deferred'): a customer with orders in many batches is then
 * aggregated once instead of once per batch. The same goes for marking the customers of its new
 * orders for the analytics rollups (markImportCustomers). Running it again changes nothing, so an import
 * resumed after a crash simply runs it (again) before it finishes.
 */
export async function refreshImportCustomers(
  db: Kysely<Database>,
  context: { shopId: string; importId: string; now: Date; engine: 'pglite' | 'postgres' },
  /** Called before each page; it may throw to stop (the next run starts over, to the same effect). */
  beforePage?: () => Promise<void>,
): Promise<void> {
  const { shopId, importId, now } = context;
  await beforePage?.();
  // The import may have grown the order tables from nothing: the statistics first, or the
  // aggregates below (and the rollups after them) are planned for empty tables.
  await analyzeStaleOrderTables(db);
  const keys = await withScope(db, { userId: null, shopId }, async (trx) => {
    await markImportCustomers(trx, shopId, importId);
    return selectImportCustomerKeys(trx, shopId, importId);
  });
  const sizer = backgroundSizer(context.engine, CUSTOMER_REFRESH_PAGES);
  for (let start = 0; start < keys.length; ) {
    await beforePage?.();
    const page = keys.slice(start, start + sizer.current);
    start += page.length;
    const started = performance.now();
    await withScope(db, { userId: null, shopId }, async (trx) => {
      // A page lost in a server crash is recomputed when the resumed import runs this again.
      await relaxCommitDurability(trx);
      await lockShopOrders(trx, shopId);
      const deltas = new Map<string, DailyDelta>();
      await refreshCustomers(trx, { shopId, now }, page, deltas);
      await addDailyMetrics(trx, shopId, [...deltas.values()]);
    });
    sizer.record(page.length, performance.now() - started);
  }
  await analyzeStaleOrderTables(db);
}
