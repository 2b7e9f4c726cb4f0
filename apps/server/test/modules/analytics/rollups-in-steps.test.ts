import type { OrderInput } from '@ziskomer/contracts';
import { withScope } from '@ziskomer/db';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defineJob } from '../../../src/jobs/define-job.ts';
import { createJobRunner, type JobRunner } from '../../../src/jobs/job-runner.ts';
import { createAnalyticsRollupsJob } from '../../../src/modules/analytics/rollups/analytics-rollups-job.ts';
import { ROLLUP_TABLES_OF } from '../../../src/modules/analytics/rollups/analyze-rollup-tables.ts';
import {
  refreshShopRollups,
  type ShopRefreshOptions,
} from '../../../src/modules/analytics/rollups/refresh-shop-rollups.ts';
import { raiseShopBudgetAlerts } from '../../../src/modules/budgets/index.ts';
import { fillDemoOrders } from '../../../src/modules/demo/fill-demo-orders.ts';
import { createTestApp, type TestApp, type TestUser } from '../../helpers/test-app.ts';
import { testEngines } from '../../helpers/test-db.ts';

/**
 * The rollups' refresh in time-sized transactions (the embedded database's, run here on both
 * engines) against the refresh in one transaction: two shops get the same orders, one is
 * refreshed whole, the other in steps that are cut short by a crash or raced by a write, and
 * afterwards every rollup table of the two holds the same rows.
 */

const NOW = new Date('2024-06-01T08:00:00Z');
/** The app's rollups job, with the budget alerts the app runs after each refresh. */
const analyticsRollupsJob = createAnalyticsRollupsJob(raiseShopBudgetAlerts);
const ALL_ROLLUP_TABLES = [...Object.values(ROLLUP_TABLES_OF).flat(), 'clv_model_runs'];

describe.each(testEngines)('the rollups refresh in steps on %s', (engine) => {
  let t: TestApp;
  let owner: TestUser;

  beforeAll(async () => {
    t = await createTestApp(engine, { now: () => NOW });
    owner = await t.signUp(`steps-${engine}@example.cz`, 'Majitel');
  });
  afterAll(() => t.close());

  /** A shop with 800 generated orders (about two years, a few hundred customers); its refresh not run yet. */
  async function createFilledShop(name: string): Promise<string> {
    const created = await t.call('POST', '/api/shops', {
      cookie: owner.cookie,
      body: { name, domain: `${name.toLowerCase()}.cz` },
    });
    expect(created.status).toBe(201);
    const shopId = ((await created.json()) as { id: string }).id;
    await fillDemoOrders(
      t.deps.backgroundDb,
      { id: shopId, domain: 'kavarna.cz', profile: 'coffee', seed: 11 },
      { orders: 800, today: NOW },
    );
    return shopId;
  }

  const refreshWhole = (shopId: string) =>
    refreshShopRollups(t.deps.backgroundDb, shopId, NOW, {
      transactions: 'one',
      afterRefresh: raiseShopBudgetAlerts,
    });

  /**
   * A runner whose refresh of `shopId` goes in steps and calls `afterStep` with each step's number
   * and the number of phases done before it.
   */
  function createSteppingRunner(
    shopId: string,
    afterStep: (step: number, phasesDone: number) => void | Promise<void>,
  ) {
    let steps = 0;
    let phasesDone = 0;
    const job = defineJob({
      ...analyticsRollupsJob,
      handle: async (payload, { deps, signal }) => {
        const options: ShopRefreshOptions = {
          transactions: 'time-sized',
          signal,
          afterRefresh: raiseShopBudgetAlerts,
        };
        if (payload.shopId === shopId) {
          options.afterStep = () => afterStep(++steps, phasesDone);
          options.onProgress = (done) => {
            phasesDone = done;
          };
        }
        await refreshShopRollups(deps.db, payload.shopId, deps.now(), options);
      },
    });
    return createJobRunner({ ...t.deps, db: t.deps.backgroundDb }, [job], { leaseMs: 600 });
  }

  /** Every row of every rollup table of the shop, without the shop's id, in a fixed order. */
  async function readRollups(shopId: string): Promise<Record<string, string[]>> {
    return withScope(t.deps.db, { userId: null, shopId }, async (trx) => {
      const tables: Record<string, string[]> = {};
      for (const table of ALL_ROLLUP_TABLES) {
        // A pair history names its products by numbers given in the order a refresh meets them:
        // compared by the products' keys; and its days as one list, however many a refresh left in
        // its recent part (migration 0074).
        const rows = table.endsWith('_product_pair_histories')
          ? await sql<{ row: string }>`
              SELECT (to_jsonb(r) - 'shop_id' - 'recent_days' - 'recent_running_orders' - 'recent_running_value'
                      || jsonb_build_object('product_a', a.product, 'product_b', b.product,
                           'days', r.days || coalesce(r.recent_days, '{}'),
                           'running_orders', r.running_orders || coalesce(r.recent_running_orders, '{}'),
                           'running_value', r.running_value || coalesce(r.recent_running_value, '{}')))::text AS row
              FROM ${sql.table(table)} r
              JOIN cross_sell_products a ON a.shop_id = r.shop_id AND a.product_no = r.product_a
              JOIN cross_sell_products b ON b.shop_id = r.shop_id AND b.product_no = r.product_b
              WHERE r.shop_id = ${shopId} ORDER BY 1`.execute(trx)
          : await sql<{ row: string }>`
              SELECT (to_jsonb(r) - 'shop_id')::text AS row FROM ${sql.table(table)} r
              WHERE shop_id = ${shopId} ORDER BY 1`.execute(trx);
        tables[table] = rows.rows.map((row) => row.row);
      }
      return tables;
    });
  }

  async function countMarks(shopId: string) {
    return withScope(t.deps.db, { userId: null, shopId }, async (trx) => {
      const marks = await sql<{ days: number; customers: number }>`
        SELECT (SELECT count(*)::int FROM analytics_dirty_days WHERE shop_id = ${shopId}) AS days,
               (SELECT count(*)::int FROM analytics_dirty_customers WHERE shop_id = ${shopId}) AS customers`.execute(
        trx,
      );
      return marks.rows[0]!;
    });
  }

  async function isRefreshPending(shopId: string): Promise<boolean> {
    const response = await t.call('GET', `/api/shops/${shopId}/analytics/orders?period=all`, {
      cookie: owner.cookie,
    });
    expect(response.status).toBe(200);
    return ((await response.json()) as { meta: { refreshPending: boolean } }).meta.refreshPending;
  }

  it('leaves its marks when it dies half-way, and the next run ends where a whole refresh ends', async () => {
    const whole = await createFilledShop('Celek');
    await refreshWhole(whole);
    const crashed = await createFilledShop('Pad');

    const crashing: JobRunner = createSteppingRunner(crashed, (step) => {
      // After the claim, the read of the marks and a few steps of the day rollups: as a kill -9,
      // nothing runs after this step, and the transaction it would start never begins.
      if (step === 6) crashing.kill();
    });
    await crashing.runUntilIdle();
    const marks = await countMarks(crashed);
    expect(marks.days).toBeGreaterThan(0);
    expect(marks.customers).toBeGreaterThan(0);
    expect(await isRefreshPending(crashed)).toBe(true);
    expect(await readRollups(crashed)).not.toEqual(await readRollups(whole));

    // The dead worker's lease runs out; the server's runner takes the job over.
    await new Promise((resolve) => setTimeout(resolve, 900));
    await t.settle();
    expect(await countMarks(crashed)).toEqual({ days: 0, customers: 0 });
    expect(await isRefreshPending(crashed)).toBe(false);
    expect(await readRollups(crashed)).toEqual(await readRollups(whole));
  }, 240_000);

  it('builds a first import’s pair histories anew when it dies after building some of them', async () => {
    const whole = await createFilledShop('Celek4');
    await refreshWhole(whole);
    const countHistories = (shopId: string) =>
      withScope(t.deps.db, { userId: null, shopId }, async (trx) => {
        const counted = await sql<{ histories: number }>`
          SELECT count(*)::int AS histories FROM product_pair_histories WHERE shop_id = ${shopId}`.execute(
          trx,
        );
        return counted.rows[0]!.histories;
      });
    const allHistories = await countHistories(whole);
    const crashed = await createFilledShop('Pad2');

    // The shop has no histories yet, so they are built from its daily rows by slices of first
    // products; killed after the first slice committed, the next run finds some histories and no
    // marks, and must redo the claimed days noting every pair.
    let builtAtKill: number | null = null;
    const crashing: JobRunner = createSteppingRunner(crashed, async () => {
      if (builtAtKill !== null) return;
      const built = await countHistories(crashed);
      if (built === 0) return;
      builtAtKill = built;
      crashing.kill();
    });
    await crashing.runUntilIdle();
    expect(builtAtKill).toBeGreaterThan(0);
    expect(builtAtKill).toBeLessThan(allHistories);

    await new Promise((resolve) => setTimeout(resolve, 900));
    await t.settle();
    expect(await countMarks(crashed)).toEqual({ days: 0, customers: 0 });
    expect(await readRollups(crashed)).toEqual(await readRollups(whole));
  }, 240_000);

  it('loses no write that commits between two of its steps', async () => {
    const late: OrderInput = {
      orderId: 'POZDE-1',
      orderDate: '2024-05-20T18:30:00+02:00',
      customerEmail: 'stala.zakaznice@example.cz',
      acquisitionSource: 'newsletter',
      revenue: 1234.5,
    };
    const addLateOrder = async (shopId: string) => {
      const response = await t.call('POST', `/api/shops/${shopId}/orders`, {
        cookie: owner.cookie,
        body: late,
      });
      expect(response.status, await response.clone().text()).toBe(201);
    };
    const whole = await createFilledShop('Celek2');
    await addLateOrder(whole);
    await refreshWhole(whole);
    const raced = await createFilledShop('Zavod');

    let pendingWhileRunning: boolean | null = null;
    await createSteppingRunner(raced, async (step) => {
      if (step !== 6) return;
      await addLateOrder(raced);
      pendingWhileRunning = await isRefreshPending(raced);
    }).runUntilIdle();
    expect(pendingWhileRunning).toBe(true);
    // The write queued a refresh of its own, which the runner ran after the first one.
    await t.settle();
    expect(await countMarks(raced)).toEqual({ days: 0, customers: 0 });
    expect(await readRollups(raced)).toEqual(await readRollups(whole));
  }, 240_000);

  it('redoes the scoring of a few changed customers that died in it or in their forecasts', async () => {
    const whole = await createFilledShop('Celek3');
    await refreshWhole(whole);
    // Three customers of the shop (the same in every shop filled by the seed) buy for 20,000 Kč on
    // its last day: few enough to be rescored alone, and the revenue and recency thresholds move.
    const buyers = await withScope(t.deps.db, { userId: null, shopId: whole }, async (trx) => {
      const rows = await sql<{ customer_key: string }>`
        SELECT customer_key FROM customers WHERE shop_id = ${whole} AND total_orders > 0
        ORDER BY customer_key LIMIT 3`.execute(trx);
      return rows.rows.map((row) => row.customer_key);
    });
    const addLargeOrders = async (shopId: string) => {
      for (const [index, buyer] of buyers.entries()) {
        const response = await t.call('POST', `/api/shops/${shopId}/orders`, {
          cookie: owner.cookie,
          body: {
            orderId: `VELKA-${index}`,
            orderDate: '2024-05-31T12:00:00+02:00',
            customerEmail: buyer,
            revenue: 20_000,
          },
        });
        expect(response.status, await response.clone().text()).toBe(201);
      }
    };
    await addLargeOrders(whole);
    await refreshWhole(whole);
    const expected = await readRollups(whole);

    // Killed in the third step of the scores' phase (after the five phases before it), and in
    // the first step of the forecasts' phase.
    for (const [phases, step] of [
      [5, 3],
      [6, 1],
    ] as const) {
      const crashed = await createFilledShop(`Pad${phases}`);
      await refreshWhole(crashed);
      await addLargeOrders(crashed);
      let stepsInPhase = 0;
      let killedIn: number | null = null;
      const crashing: JobRunner = createSteppingRunner(crashed, (_step, phasesDone) => {
        if (phasesDone < phases || killedIn !== null) return;
        if (++stepsInPhase === step) {
          killedIn = phasesDone;
          crashing.kill();
        }
      });
      await crashing.runUntilIdle();
      expect(killedIn).toBe(phases);
      expect(await isRefreshPending(crashed)).toBe(true);

      await new Promise((resolve) => setTimeout(resolve, 900));
      await t.settle();
      expect(await readRollups(crashed)).toEqual(expected);
      const scales = await withScope(t.deps.db, { userId: null, shopId: crashed }, async (trx) => {
        const rows = await sql<{ scored: boolean; marks: number }>`
          SELECT k.monetary IS NOT NULL AS scored,
                 (SELECT count(*)::int FROM customer_scores_changed WHERE shop_id = ${crashed}) AS marks
          FROM customer_score_scales k WHERE k.shop_id = ${crashed}`.execute(trx);
        return rows.rows[0];
      });
      expect(scales).toEqual({ scored: true, marks: 0 });
    }
  }, 240_000);
});
