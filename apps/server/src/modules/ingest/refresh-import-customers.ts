import { type Database, withScope } from '@ziskomer/db';
import type { Kysely } from 'kysely';
import { backgroundSizer } from '../../lib/batch-sizer.ts';
import { addDailyMetrics, type DailyDelta } from './queries/add-daily-metrics.ts';
import { analyzeStaleOrderTables } from './queries/analyze-stale-order-tables.ts';
import { countShopOrders } from './queries/count-shop-orders.ts';
import {
  countImportNewCustomers,
  finishImportNewCustomers,
  readImportNewCustomers,
} from './queries/import-new-customers.ts';
import { lockShopOrders } from './queries/lock-shop-orders.ts';
import { readShopOrderWrites } from './queries/read-shop-order-writes.ts';
import { relaxCommitDurability } from './queries/relax-commit-durability.ts';
import { sumCustomerOrders } from './sum-customer-orders.ts';
import { refreshCustomers } from './update-rollups.ts';

/**
 * Customers recomputed per transaction: 5000 on PostgreSQL; on PGlite as many as fit in a short
 * hold of its single connection (backgroundSizer), so requests stay answered meanwhile.
 */
const CUSTOMER_REFRESH_PAGES = { postgres: 5000, pglite: { initial: 1000, min: 100, max: 5000 } };

/** Customers summed by one pass over the shop's orders: their sums stay in memory (~0.5 KB each). */
const CUSTOMERS_PER_PASS = 100_000;

/**
 * A pass over all the shop's orders pays when the import's customers are at least one in this many
 * of the shop's orders; fewer customers are cheaper to look up by key (measured in bench/README.md).
 */
const SHOP_ORDERS_PER_CUSTOMER_FOR_A_PASS = 20;

/** Recorded customers read per transaction while a pass's customers are gathered. */
const KEY_READS = 20_000;

/**
 * The end of an import (completed, cancelled or failed after writing): recomputes, once, the facts
 * of every customer of the orders it inserted, which its batches recorded and left to this
 * (writeOrders with customerFacts 'deferred'), with the days those customers became new, in pages
 * of customers, each page one transaction: a customer with orders in many batches is aggregated
 * once instead of once per batch. Each page also marks its customers for the analytics rollups and
 * leaves the record, so an import resumed after a crash runs this again and continues with the
 * customers not done yet.
 *
 * When the import brought many customers (a first import: every one), their orders are summed by
 * a pass over the shop's orders in order-id order before the pages are written, up to
 * CUSTOMERS_PER_PASS customers a pass: looking each customer's orders up by key reads the orders
 * table in random order, which on PGlite's small page cache cost most of the import (172 s of
 * 339 s at 1M orders). A page writes the summed facts only if no other writer changed the shop's
 * orders since the pass began (the count of migration 0076); otherwise it, and every page after
 * it, recomputes its customers from their orders as a small import does.
 */
export async function refreshImportCustomers(
  db: Kysely<Database>,
  context: { shopId: string; importId: string; now: Date; engine: 'pglite' | 'postgres' },
  /** Called before each page; it may throw to stop (the next run continues, to the same effect). */
  beforePage?: () => Promise<void>,
  customersPerPass = CUSTOMERS_PER_PASS,
): Promise<void> {
  const { shopId, importId, now } = context;
  const scope = { userId: null, shopId };
  await beforePage?.();
  // The import may have grown the order tables from nothing: the statistics first, or the
  // aggregates below (and the rollups after them) are planned for empty tables.
  await analyzeStaleOrderTables(db, context.engine);
  const sizes = await withScope(db, scope, async (trx) => ({
    customers: await countImportNewCustomers(trx, shopId, importId),
    orders: await countShopOrders(trx, shopId),
  }));
  const summing = sizes.customers * SHOP_ORDERS_PER_CUSTOMER_FOR_A_PASS >= sizes.orders;
  const sizer = backgroundSizer(context.engine, CUSTOMER_REFRESH_PAGES);
  for (let after: string | null = null; ; ) {
    const keys = await readRecordedCustomers(db, context, after, customersPerPass);
    if (keys.length === 0) break;
    let summed = summing ? await sumCustomerOrders(db, context, keys, beforePage) : null;
    for (let start = 0; start < keys.length; ) {
      await beforePage?.();
      const page = keys.slice(start, start + sizer.current);
      const started = performance.now();
      const summedStillHolds = await withScope(db, scope, async (trx) => {
        // A page lost in a server crash is still recorded, and recomputed when the import resumes.
        await relaxCommitDurability(trx);
        await lockShopOrders(trx, shopId);
        const holds = summed !== null && (await readShopOrderWrites(trx, shopId)) === summed.writes;
        const deltas = new Map<string, DailyDelta>();
        await refreshCustomers(trx, { shopId, now }, page, deltas, holds ? summed?.sums : undefined);
        await addDailyMetrics(trx, shopId, [...deltas.values()]);
        await finishImportNewCustomers(trx, shopId, importId, page);
        return holds;
      });
      if (!summedStillHolds) summed = null;
      sizer.record(page.length, performance.now() - started);
      start += page.length;
    }
    if (keys.length < customersPerPass) break;
    after = keys[keys.length - 1] ?? null;
  }
  await analyzeStaleOrderTables(db, context.engine);
}

/** Up to `limit` recorded customers after `after`, in key order, read in short transactions. */
async function readRecordedCustomers(
  db: Kysely<Database>,
  context: { shopId: string; importId: string },
  after: string | null,
  limit: number,
): Promise<string[]> {
  const keys: string[] = [];
  for (let from = after; keys.length < limit; ) {
    const want = Math.min(KEY_READS, limit - keys.length);
    const chunk = await withScope(db, { userId: null, shopId: context.shopId }, (trx) =>
      readImportNewCustomers(trx, context.shopId, context.importId, from, want),
    );
    keys.push(...chunk);
    if (chunk.length < want) break;
    from = chunk[chunk.length - 1] ?? from;
  }
  return keys;
}
