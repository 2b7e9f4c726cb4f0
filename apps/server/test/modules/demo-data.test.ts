import { withScope } from '@ziskomer/db';
import { getRfmSegment, type RfmScore } from '@ziskomer/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAppJobRunner } from '../../src/jobs/create-app-job-runner.ts';
import { enqueueJob } from '../../src/jobs/enqueue-job.ts';
import { createJobRunner } from '../../src/jobs/job-runner.ts';
import { withRunnerScope } from '../../src/jobs/with-runner-scope.ts';
import { raiseShopBudgetAlerts } from '../../src/modules/budgets/raise-shop-budget-alerts.ts';
import { getGoogleAdsOverview } from '../../src/modules/connections/get-google-ads-overview.ts';
import { demoFillJob } from '../../src/modules/demo/demo-fill-job.ts';
import { DEMO_SHOPS, ensureDemoAccount } from '../../src/modules/demo/ensure-demo-account.ts';
import { queueDemoFill } from '../../src/modules/demo/fill-demo-shops.ts';
import { deleteShopOrderData } from '../../src/modules/orders/queries/delete-shop-order-data.ts';
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

  const countShopOrders = (shopId: string) =>
    withScope(t.deps.db, { userId: null, shopId }, async (trx) => {
      const row = await sql<{
        count: string | number;
      }>`SELECT count(DISTINCT order_id) AS count FROM orders`.execute(trx);
      return Number(row.rows[0]!.count);
    });

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
    // A job per demo shop, run by the app's job runner.
    expect(await queueDemoFill(t.deps, { orders: 400 })).toBe(2);
    await createAppJobRunner(t.deps).runUntilIdle();
    // Queued on first start only.
    expect(await queueDemoFill(t.deps, { orders: 400 })).toBe(0);
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
  }, 120_000);

  it('fills every RFM frequency score and the segments built on two and three orders', async () => {
    const shops = await t.deps.db.selectFrom('shops').select('id').execute();
    for (const shop of shops) {
      const cells = await withScope(t.deps.db, { userId: null, shopId: shop.id }, async (trx) => {
        const result = await sql<{ recency: number; frequency: number; customers: string | number }>`
          SELECT recency, frequency, count(*) AS customers FROM customer_scores
          GROUP BY recency, frequency`.execute(trx);
        return result.rows.map((row) => ({
          segment: getRfmSegment(Number(row.recency) as RfmScore, Number(row.frequency) as RfmScore),
          frequency: Number(row.frequency),
          customers: Number(row.customers),
        }));
      });
      const customersOf = (segment: string) =>
        cells.filter((cell) => cell.segment === segment).reduce((sum, cell) => sum + cell.customers, 0);
      // F 2 and F 3 (two and three orders) hold customers, so their segments are not always empty.
      for (const frequency of [1, 2, 3]) {
        expect(cells.some((cell) => cell.frequency === frequency && cell.customers > 0)).toBe(true);
      }
      expect(customersOf('potentialLoyalists')).toBeGreaterThan(0);
      expect(customersOf('needAttention')).toBeGreaterThan(0);
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

  it('shows the demo shops a connected Google Ads marked as demo, over their generated spend', async () => {
    const demoUser = await t.deps.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'demo@ziskomer.cz')
      .executeTakeFirstOrThrow();
    const shops = await t.deps.db.selectFrom('shops').select('id').execute();
    for (const shop of shops) {
      const overview = await withScope(t.deps.db, { userId: demoUser.id, shopId: shop.id }, async (trx) => {
        return getGoogleAdsOverview(
          {
            deps: t.deps,
            db: trx,
            user: { id: demoUser.id } as never,
            shop: undefined,
            projectRole: undefined,
          },
          shop.id,
          'cs',
        );
      });
      expect(overview.connection).toMatchObject({
        status: 'connected',
        demo: true,
        syncState: 'completed',
        account: { id: '1234567890', name: 'Demo' },
        schedule: null,
      });
      // The spend it stands for is the generated Google Ads spend of account 'Demo'.
      const accounts = await withScope(t.deps.db, { userId: null, shopId: shop.id }, async (trx) => {
        const result = await sql<{ account: string }>`
          SELECT DISTINCT account FROM ad_spend WHERE channel = 'google_ads'`.execute(trx);
        return result.rows.map((row) => row.account);
      });
      expect(accounts).toEqual(['Demo']);
    }
  });

  it('gives each demo shop one monthly budget sized from its last three months of spend', async () => {
    const shops = await t.deps.db.selectFrom('shops').select('id').execute();
    for (const shop of shops) {
      await withScope(t.deps.db, { userId: null, shopId: shop.id }, async (trx) => {
        const budgets = await trx
          .selectFrom('client_budgets')
          .select(['id', 'total_budget', 'period_type', sql<string>`start_date::text`.as('start')])
          .execute();
        expect(budgets).toHaveLength(1);
        expect(budgets[0]).toMatchObject({ period_type: 'monthly', start: '2024-11-01' });
        // Reference: Aug–Oct 2026 spend per channel ÷ 3 × 1.1, rounded up to thousands.
        const spend = await sql<{ channel: string; spent: string | number }>`
          SELECT channel, sum(cost) AS spent FROM ad_spend
          WHERE day >= '2026-08-01' AND day < '2026-11-01' GROUP BY channel`.execute(trx);
        const expected = Object.fromEntries(
          spend.rows.map((row) => [row.channel, Math.ceil(((Number(row.spent) / 3) * 1.1) / 1000) * 1000]),
        );
        const channels = await trx
          .selectFrom('client_channel_budgets')
          .select(['channel_type', 'allocated_budget'])
          .execute();
        expect(Object.fromEntries(channels.map((c) => [c.channel_type, Number(c.allocated_budget)]))).toEqual(
          expected,
        );
        const allocated = Object.values(expected).reduce((sum, value) => sum + value, 0);
        expect(Number(budgets[0]!.total_budget)).toBe(Math.ceil((allocated * 1.1) / 1000) * 1000);
        // The alerts its spend calls for came with the budget (reading a status raises none).
        expect(await raiseShopBudgetAlerts(trx, { shopId: shop.id, now: today })).toBe(0);
      });
    }
  });

  it('gives the demo shops tracking keys and 30 days of order events, most paired', async () => {
    const shops = await t.deps.db.selectFrom('shops').select('id').execute();
    for (const shop of shops) {
      const stats = await withScope(t.deps.db, { userId: null, shopId: shop.id }, async (trx) => {
        const result = await sql<{
          keys: string;
          events: string;
          paired: string;
          tests: string;
          oldest: string;
        }>`
          SELECT (SELECT count(*) FROM shop_tracking_keys) AS keys,
                 (SELECT count(*) FROM order_events WHERE NOT is_test) AS events,
                 (SELECT count(*) FROM order_events e JOIN orders o USING (shop_id, order_id) WHERE NOT e.is_test) AS paired,
                 (SELECT count(*) FROM order_events WHERE is_test) AS tests,
                 (SELECT min(order_date)::text FROM order_events WHERE NOT is_test) AS oldest`.execute(trx);
        return result.rows[0]!;
      });
      expect(Number(stats.keys)).toBe(1);
      expect(Number(stats.tests)).toBe(3);
      expect(Number(stats.events)).toBeGreaterThan(0);
      // Most events pair; some do not (about 8 %), so both states show on the page.
      expect(Number(stats.paired)).toBeGreaterThan(Number(stats.events) * 0.6);
      expect(Number(stats.paired)).toBeLessThan(Number(stats.events));
      expect(new Date(stats.oldest).getTime()).toBeGreaterThanOrEqual(today.getTime() - 30 * 86_400_000);
    }
  });

  it('continues a demo fill cut short by a crash, without duplicating orders', async () => {
    const shop = await t.deps.db
      .selectFrom('shops')
      .select('id')
      .where('store_domain', '=', DEMO_SHOPS[0].domain)
      .executeTakeFirstOrThrow();
    // The shop is emptied and filled again with 1,500 orders; the runner dies after the first
    // 1,000 are committed.
    await withScope(t.deps.db, { userId: null, shopId: shop.id }, (trx) => deleteShopOrderData(trx, shop.id));
    const orders = 1500;
    const crashing = createJobRunner(
      t.deps,
      [
        {
          ...demoFillJob,
          handle: (payload, context) =>
            demoFillJob.handle(payload, {
              ...context,
              reportProgress: (progress) => {
                context.reportProgress(progress);
                if (progress.phase === 'orders' && progress.done >= 1000) crashing.kill();
              },
            }),
        },
      ],
      { leaseMs: 600 },
    );
    const id = await withRunnerScope(t.deps.db, (trx) =>
      enqueueJob(trx, demoFillJob, { shopId: shop.id, orders }),
    );
    await crashing.runUntilIdle();
    const cut = await countShopOrders(shop.id);
    expect(cut).toBeGreaterThanOrEqual(1000);
    expect(cut).toBeLessThan(orders);
    await new Promise((resolve) => setTimeout(resolve, 900));
    await createAppJobRunner(t.deps).runUntilIdle();
    const job = await withRunnerScope(t.deps.db, (trx) =>
      trx.selectFrom('jobs').select(['status', 'attempts']).where('id', '=', id).executeTakeFirstOrThrow(),
    );
    expect(job).toEqual({ status: 'done', attempts: 2 });
    expect(await countShopOrders(shop.id)).toBe(orders);
    const stats = (await shopStats()).find((row) => row.domain === DEMO_SHOPS[0].domain)!;
    expect(Number(stats.metric_orders)).toBe(orders);
  }, 240_000);

  it('does nothing the second time', async () => {
    const before = await shopStats();
    // Queued on first start only; a demo-fill job run again for a full shop writes nothing.
    expect(await queueDemoFill(t.deps, { orders: 400 })).toBe(0);
    const shop = await t.deps.db.selectFrom('shops').select('id').executeTakeFirstOrThrow();
    await withRunnerScope(t.deps.db, (trx) => enqueueJob(trx, demoFillJob, { shopId: shop.id, orders: 200 }));
    await createAppJobRunner(t.deps).runUntilIdle();
    expect(await shopStats()).toEqual(before);
  });
});
