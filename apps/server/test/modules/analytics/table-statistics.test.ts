import { withScope } from '@ziskomer/db';
import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { priorOrdersQuery } from '../../../src/modules/ingest/queries/select-prior-orders.ts';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';
import { testEngines } from '../../helpers/test-db.ts';
import { order, upsertOrders } from './customer-cohort-kit.ts';
import { createReportShop } from './report-test-kit.ts';

/*
 * When the planner's statistics of a table count as stale (migration 0064): the change counters
 * of pg_stat_user_tables lag behind the writes (a transaction's own changes are not in them until
 * it commits, other backends' up to ten seconds later), so the growth of the table on disk decides
 * too. Here the rows are the running transaction's own: the counters cannot know them yet.
 */
describe.each(testEngines)('table statistics on %s', (engine) => {
  let t: TestApp;
  let shopIds: string[];

  beforeAll(async () => {
    t = await createTestApp(engine);
    const owner = await t.signUp('statistiky@example.cz');
    shopIds = [];
    for (const domain of ['prvni.cz', 'druhy.cz']) {
      const response = await t.call('POST', '/api/shops', {
        cookie: owner.cookie,
        body: { name: domain, domain },
      });
      shopIds.push(((await response.json()) as { id: string }).id);
    }
  });
  afterAll(() => t?.close());

  const analyzeIfStale = async (db: Kysely<never>) =>
    (
      await sql<{
        analysed: boolean;
      }>`SELECT analyze_table_if_stale('customer_recency_days', false) AS analysed`.execute(db)
    ).rows[0]?.analysed;

  const addDays = (db: Kysely<never>, shopId: string) =>
    sql`INSERT INTO customer_recency_days (shop_id, day, last_customers, previous_customers)
        SELECT ${shopId}, DATE '2020-01-01' + n, 1, 0 FROM generate_series(0, 1999) AS n`.execute(db);

  it("counts a table as stale once it grew by a tenth, with the writing transaction's own rows", async () => {
    const [first, second] = shopIds as [string, string];
    const firstShop = await withScope(t.deps.db, { userId: null, shopId: first }, async (trx) => {
      await addDays(trx as never, first);
      return analyzeIfStale(trx as never);
    });
    expect(firstShop).toBe(true);
    // The second shop doubles the table: stale before the transaction that wrote it commits.
    const secondShop = await withScope(t.deps.db, { userId: null, shopId: second }, async (trx) => {
      await addDays(trx as never, second);
      return analyzeIfStale(trx as never);
    });
    expect(secondShop).toBe(true);
  });
});

/*
 * Orders written outside an import (the order API, a platform's webhooks, demo data) were never
 * analysed: the rollups of a 70,000-order shop were then planned as if it had a handful of orders
 * and took 415 s on PostgreSQL instead of 12 s. The rollups job analyses stale order tables first.
 */
describe.each(testEngines)('the rollups job and the order statistics on %s', (engine) => {
  it('analyses the order tables that orders written without an import left stale', async () => {
    const shop = await createReportShop(engine, { now: new Date('2024-06-30T08:00:00Z') });
    try {
      const orders = Array.from({ length: 3000 }, (_, index) =>
        order(
          `W${index}`,
          `zakaznik${index % 900}@example.cz`,
          `2024-0${1 + (index % 5)}-1${index % 9} 10:00`,
          500,
        ),
      );
      await upsertOrders(shop, orders);
      await shop.t.settle();
      const { rows } = await sql<{ reltuples: number }>`
        SELECT reltuples::float8 AS reltuples FROM pg_class WHERE oid = 'public.orders'::regclass`.execute(
        shop.t.deps.db,
      );
      // Never analysed, reltuples is -1 (or 0); ANALYZE counts the 3,000 rows (exactly, below its sample size).
      expect(Number(rows[0]!.reltuples)).toBe(3000);
    } finally {
      await shop.close();
    }
  }, 120_000);
});

/*
 * A first import into a new database wrote batch after batch into order tables that had never
 * been sampled: without a sample of `order_id` each batch's look-up of stored versions read the
 * shop's whole table (about 1 s per batch by the end of 1M orders). The ingest path samples them
 * once they hold rows (migration 0066), before the rollups' analysis at the end.
 */
describe.each(testEngines)('the first statistics of the order tables on %s', (engine) => {
  it('are taken by the second batch written into them, so that the planner knows how many orders the shop holds', async () => {
    const shop = await createReportShop(engine, { now: new Date('2024-06-30T08:00:00Z') });
    try {
      const batch = (from: number, count: number) =>
        Array.from({ length: count }, (_, index) =>
          order(`S${from + index}`, `kupec${(from + index) % 700}@example.cz`, '2024-03-11 10:00', 300),
        );
      await upsertOrders(shop, batch(0, 2000));
      const before = await estimatedShopOrders(shop);
      await upsertOrders(shop, batch(2000, 10));
      const after = await estimatedShopOrders(shop);
      // Unsampled, the shop is taken to hold a handful of the 2,000 rows (an equality's default
      // 0.5 %): reading all of them looks cheaper than probing the key for thousands of ids, and
      // at 1M orders that read is the whole table, batch after batch. Sampled, the shop holds them all.
      expect(before).toBeLessThan(200);
      expect(after).toBeGreaterThan(1500);
    } finally {
      await shop.close();
    }
  }, 120_000);
});

/*
 * A new shop's first import into a table of another shop's orders: until the statistics are taken
 * again they know only the other shop, the planner takes the new one to hold a handful of rows,
 * and a look-up by `order_id = ANY(ids)` read all of the new shop's rows for every batch. The
 * look-up probes the key once per id, whatever the statistics say.
 */
describe.each(testEngines)('the look-up of stored versions on %s', (engine) => {
  it('probes the key per order id for a shop the statistics do not know yet', async () => {
    const shop = await createReportShop(engine, { now: new Date('2024-06-30T08:00:00Z') });
    try {
      const created = await shop.t.call('POST', '/api/shops', {
        cookie: shop.owner.cookie,
        body: { name: 'Nový obchod', domain: 'novy-obchod.cz' },
      });
      const newShopId = ((await created.json()) as { id: string }).id;
      const orders = (prefix: string, count: number) =>
        Array.from({ length: count }, (_, index) =>
          order(`${prefix}${index}`, `k${index % 500}@example.cz`, '2024-04-02 09:00', 200),
        );
      await upsertOrders(shop, orders('A', 3000));
      await sql`SELECT analyze_table_if_stale('orders', true)`.execute(shop.t.deps.db);
      await upsertOrders({ ...shop, shopId: newShopId }, orders('B', 3000));
      const ids = Array.from({ length: 500 }, (_, index) => `B${index * 6}`);
      const plan = await withScope(shop.t.deps.db, { userId: null, shopId: newShopId }, async (trx) => {
        const { rows } = await sql<{
          'QUERY PLAN': string;
        }>`EXPLAIN ${priorOrdersQuery(newShopId, ids)}`.execute(trx);
        return rows.map((row) => row['QUERY PLAN']).join('\n');
      });
      expect(plan).toMatch(/Index (Only )?Scan .*orders/);
      expect(plan).toMatch(/Index Cond: .*order_id = wanted\.id/);
      const found = await withScope(shop.t.deps.db, { userId: null, shopId: newShopId }, async (trx) =>
        (await priorOrdersQuery(newShopId, [...ids, 'A1', 'CHYBI']).execute(trx)).rows.map(
          (row) => row.order_id,
        ),
      );
      // The other shop's order A1 is not this shop's; an unknown id finds nothing.
      expect(found.sort()).toEqual([...ids].sort());
    } finally {
      await shop.close();
    }
  }, 120_000);
});

/** The planner's estimate of the shop's orders: what it weighs a look-up's plans by. */
async function estimatedShopOrders(shop: { t: TestApp; shopId: string }): Promise<number> {
  const { rows } = await withScope(shop.t.deps.db, { userId: null, shopId: shop.shopId }, (trx) =>
    sql<{ 'QUERY PLAN': [{ Plan: { 'Plan Rows': number } }] }>`EXPLAIN (FORMAT JSON)
      SELECT order_id FROM orders WHERE shop_id = ${shop.shopId}`.execute(trx),
  );
  return rows[0]!['QUERY PLAN'][0].Plan['Plan Rows'];
}

/*
 * A bulk refresh writes the rollups and analyses them in one transaction; the change counters take
 * its rows only at commit, after the analysis. By those counters every large rollup table was
 * stale again, and the next refresh of a few days analysed them all anew (2.6 s of a 4.7 s refresh
 * after 1,000 orders added to a 200,000-order shop). Growth on disk decides instead (migration 0068).
 */
describe.each(testEngines)('the rollup statistics after a bulk refresh on %s', (engine) => {
  it('leaves no rollup table to analyse again, though the change counters count every row it wrote', async () => {
    const shop = await createReportShop(engine, { now: new Date('2024-06-30T08:00:00Z') });
    try {
      const orders = Array.from({ length: 2000 }, (_, index) =>
        order(
          `B${index}`,
          `kupujici${index % 600}@example.cz`,
          `2024-0${1 + (index % 5)}-${String(1 + (index % 28)).padStart(2, '0')} 10:00`,
          400,
        ),
      );
      await upsertOrders(shop, orders);
      await shop.t.settle();
      const db = shop.t.deps.db;
      const counted = async () =>
        (
          await sql<{ changed: number; rows: number }>`
            SELECT coalesce(s.n_mod_since_analyze, 0)::float8 AS changed, c.reltuples::float8 AS rows
            FROM pg_class c LEFT JOIN pg_stat_user_tables s ON s.relid = c.oid
            WHERE c.oid = 'public.daily_dimension_metrics'::regclass`.execute(db)
        ).rows[0]!;
      if (engine === 'postgres') {
        // The refreshing connection reports its counts when idle, within about a second.
        const deadline = Date.now() + 15_000;
        while (Date.now() < deadline) {
          const { changed, rows } = await counted();
          if (rows > 0 && changed > 50 + 0.1 * rows) break;
          await new Promise((resolve) => setTimeout(resolve, 200));
        }
        const { changed, rows } = await counted();
        // By the counters alone the table is stale: what the refresh wrote counts as changed.
        expect(changed).toBeGreaterThan(50 + 0.1 * rows);
      }
      const stale = await sql<{ name: string }>`
        SELECT analytics_tables_to_analyze(false) AS name`.execute(db);
      expect(stale.rows.map((row) => row.name)).toEqual([]);
    } finally {
      await shop.close();
    }
  }, 120_000);
});
