import { withScope } from '@ziskomer/db';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureDemoAccount } from '../../src/modules/demo/ensure-demo-account.ts';
import { fillDemoShops } from '../../src/modules/demo/fill-demo-shops.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { testEngines } from '../helpers/test-db.ts';

describe.each(testEngines)('demo data on %s', (engine) => {
  let t: TestApp;
  const today = new Date('2026-11-22T08:00:00Z');
  beforeAll(async () => {
    t = await createTestApp(engine, { now: () => today });
    await ensureDemoAccount(t.deps);
  });
  afterAll(() => t.close());

  const shopStats = async () => {
    const shops = await t.deps.db.selectFrom('shops').select(['id', 'store_domain']).execute();
    return Promise.all(
      shops.map((shop) =>
        withScope(t.deps.db, { userId: null, shopId: shop.id }, async (trx) => {
          const result = await sql<{
            orders: string;
            last: string;
            first: string;
            metric_orders: string;
            customers: string;
          }>`
            SELECT (SELECT count(*) FROM orders) AS orders,
                   (SELECT max(order_day)::text FROM orders) AS last,
                   (SELECT min(order_day)::text FROM orders) AS first,
                   (SELECT sum(orders + cancelled_orders) FROM daily_shop_metrics) AS metric_orders,
                   (SELECT count(*) FROM customers) AS customers`.execute(trx);
          const row = result.rows[0]!;
          return { domain: shop.store_domain, ...row };
        }),
      ),
    );
  };

  it('fills both demo shops with two years of orders up to yesterday, with rollups', async () => {
    await fillDemoShops(t.deps, { orders: 400 });
    const stats = await shopStats();
    expect(stats).toHaveLength(2);
    for (const shop of stats) {
      expect(Number(shop.orders)).toBe(200);
      // Row-level security shows each shop only its own rows; the daily rollup (orders that count plus cancelled ones) agrees.
      expect(Number(shop.metric_orders)).toBe(200);
      expect(Number(shop.customers)).toBeGreaterThan(50);
      expect(shop.last <= '2026-11-21').toBe(true);
      expect(shop.first >= '2024-11-20').toBe(true);
    }
  });

  it('gives the demo shops ad spend on the paid channels their orders came from', async () => {
    const shops = await t.deps.db.selectFrom('shops').select('id').execute();
    for (const shop of shops) {
      const spend = await withScope(t.deps.db, { userId: null, shopId: shop.id }, async (trx) => {
        const result = await sql<{ channel: string; cost: string | number }>`
          SELECT channel, sum(cost) AS cost FROM ad_spend GROUP BY channel ORDER BY channel`.execute(trx);
        return result.rows.map((row) => [row.channel, Number(row.cost)] as const);
      });
      expect(spend.map(([channel]) => channel)).toEqual(
        expect.arrayContaining(['google_ads', 'meta', 'sklik']),
      );
      for (const [, cost] of spend) expect(cost).toBeGreaterThan(0);
    }
  });

  it('does nothing the second time', async () => {
    const before = await shopStats();
    await fillDemoShops(t.deps, { orders: 400 });
    expect(await shopStats()).toEqual(before);
  });
});
