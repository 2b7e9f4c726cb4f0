import { type Database, withScope } from '@ziskomer/db';
import type { Kysely } from 'kysely';
import { backgroundSizer } from '../../lib/batch-sizer.ts';
import { addDailyMetrics, type DailyDelta } from './queries/add-daily-metrics.ts';
import { analyzeStaleOrderTables } from './queries/analyze-stale-order-tables.ts';
import { finishImportNewCustomers, readImportNewCustomers } from './queries/import-new-customers.ts';
import { lockShopOrders } from './queries/lock-shop-orders.ts';
import { relaxCommitDurability } from './queries/relax-commit-durability.ts';
import { refreshCustomers } from './update-rollups.ts';

/**
 * Customers recomputed per transaction: 5000 on PostgreSQL; on PGlite as many as fit in a short
 * hold of its single connection (backgroundSizer), so requests stay answered meanwhile.
 */
const CUSTOMER_REFRESH_PAGES = { postgres: 5000, pglite: { initial: 1000, min: 100, max: 5000 } };

/** Customers recomputed before the first look at the customers table's statistics; then at each doubling. */
const CUSTOMERS_BEFORE_ANALYSIS = 2000;

/**
 * The end of an import (completed, cancelled or failed after writing): recomputes, once, the facts
 * of every customer of the orders it inserted, which its batches recorded and left to this
 * (writeOrders with customerFacts 'deferred'), with the days those customers became new, in pages
 * of customers, each page one transaction: a customer with orders in many batches is aggregated
 * once instead of once per batch. Each page also marks its customers for the analytics rollups and
 * leaves the record, so an import resumed after a crash runs this again and continues with the
 * customers not done yet.
 */
export async function refreshImportCustomers(
  db: Kysely<Database>,
  context: { shopId: string; importId: string; now: Date; engine: 'pglite' | 'postgres' },
  /** Called before each page; it may throw to stop (the next run continues, to the same effect). */
  beforePage?: () => Promise<void>,
): Promise<void> {
  const { shopId, importId, now } = context;
  await beforePage?.();
  // The import may have grown the order tables from nothing: the statistics first, or the
  // aggregates below (and the rollups after them) are planned for empty tables.
  await analyzeStaleOrderTables(db, context.engine);
  const sizer = backgroundSizer(context.engine, CUSTOMER_REFRESH_PAGES);
  // The customers table grows under these pages, a first import's from nothing: its statistics
  // are brought up to date as it grows, or each page's look-up of the customers' stored first days
  // is planned as a scan of the whole table (79 of the 141 s of this step on PGlite at 1M orders).
  let nextAnalysis = CUSTOMERS_BEFORE_ANALYSIS;
  for (let after: string | null = null, full = true, done = 0; full; ) {
    if (done >= nextAnalysis) {
      await analyzeStaleOrderTables(db, context.engine, ['customers']);
      nextAnalysis = done * 2;
    }
    await beforePage?.();
    const limit = sizer.current;
    const started = performance.now();
    const page: string[] = await withScope(db, { userId: null, shopId }, async (trx) => {
      // A page lost in a server crash is still recorded, and recomputed when the import resumes.
      await relaxCommitDurability(trx);
      await lockShopOrders(trx, shopId);
      const keys = await readImportNewCustomers(trx, shopId, importId, after, limit);
      const deltas = new Map<string, DailyDelta>();
      await refreshCustomers(trx, { shopId, now }, keys, deltas);
      await addDailyMetrics(trx, shopId, [...deltas.values()]);
      await finishImportNewCustomers(trx, shopId, importId, keys);
      return keys;
    });
    sizer.record(Math.max(1, page.length), performance.now() - started);
    after = page.at(-1) ?? after;
    full = page.length === limit;
    done += page.length;
  }
  await analyzeStaleOrderTables(db, context.engine);
}
