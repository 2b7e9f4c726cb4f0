import { withScope } from '@ziskomer/db';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JobRunner } from '../../src/jobs/job-runner.ts';
import type { TestApp, TestUser } from '../helpers/test-app.ts';
import { createTestApp } from '../helpers/test-app.ts';
import { testEngines } from '../helpers/test-db.ts';
import {
  analyse,
  createRunner,
  createShop,
  csv,
  getImport,
  importFile,
  start,
  uploadOk,
} from './imports-test-kit.ts';

/**
 * An import leaves the customers of new orders to one recomputation at its end. These tests stop
 * it at the awkward moments — after its last batch, before that recomputation; cancelled half-way
 * — and compare its customer facts and daily metrics with a plain import of the same orders.
 */

const HEADER = [
  'order_id',
  'order_date',
  'customer_email',
  'order_revenue',
  'payment_method',
  'product_name',
];

/** n orders of 12 customers over a few days; some customers order often, one only once. */
function orderRows(n: number): string[][] {
  return Array.from({ length: n }, (_, index) => {
    const i = index + 1;
    const customer = i % 5 === 0 ? 0 : i % 12;
    return [
      `R${i}`,
      `${(i % 9) + 1}.5.2024 ${i % 24}:10`,
      `zakaznik${customer}@example.cz`,
      `${100 + i},50`,
      i % 3 === 0 ? 'Dobírka' : 'Kartou',
      'Káva',
    ];
  });
}

async function readRollups(t: TestApp, shopId: string) {
  return withScope(t.deps.db, { userId: null, shopId }, async (trx) => {
    const customers = await sql<Record<string, unknown>>`
      SELECT customer_key, email, total_revenue::text, total_margin::text, total_orders, avg_order_value::text,
        first_order_date, first_order_day::text, last_order_date, is_returning, tier, lifetime_value::text,
        order_frequency::text, churn_risk, preferred_payment_method
      FROM customers ORDER BY customer_key`.execute(trx);
    const daily = await sql<Record<string, unknown>>`
      SELECT day::text, orders, revenue::text, margin::text, cancelled_orders, items, new_customers,
        returning_customer_orders
      FROM daily_shop_metrics ORDER BY day`.execute(trx);
    return { customers: customers.rows, daily: daily.rows };
  });
}

async function dirtyDays(t: TestApp, shopId: string): Promise<number> {
  return withScope(t.deps.db, { userId: null, shopId }, async (trx) => {
    const marked = await sql<{ n: number }>`
      SELECT count(*)::int AS n FROM analytics_dirty_days WHERE shop_id = ${shopId}`.execute(trx);
    return marked.rows[0]!.n;
  });
}

/** Customers of orders the import inserted that wait for the end of the import. */
async function recordedNewCustomers(t: TestApp, shopId: string, importId: string): Promise<number> {
  return withScope(t.deps.db, { userId: null, shopId }, async (trx) => {
    const recorded = await sql<{ n: number }>`
      SELECT count(*)::int AS n FROM import_new_customers WHERE import_id = ${importId}::uuid`.execute(trx);
    return recorded.rows[0]!.n;
  });
}

/** Customers marked for the journey rollups, and the customers those rollups hold. */
async function journeyState(t: TestApp, shopId: string) {
  return withScope(t.deps.db, { userId: null, shopId }, async (trx) => {
    const marked = await sql<{ n: number }>`
      SELECT count(*)::int AS n FROM analytics_dirty_customers WHERE shop_id = ${shopId}`.execute(trx);
    const journeys = await sql<{ customer_key: string }>`
      SELECT customer_key FROM customer_journeys WHERE shop_id = ${shopId} ORDER BY customer_key`.execute(
      trx,
    );
    return { marked: marked.rows[0]!.n, journeys: journeys.rows.map((row) => row.customer_key) };
  });
}

describe.each(testEngines)('customer facts at the end of an import on %s', (engine) => {
  let t: TestApp;
  let owner: TestUser;

  beforeAll(async () => {
    t = await createTestApp(engine, { now: () => new Date('2024-06-01T08:00:00Z') });
    owner = await t.signUp(`refresh-${engine}@example.cz`, 'Majitel');
  });
  afterAll(() => t.close());

  it('are computed when a job stopped after its last batch resumes, as in an import never stopped', async () => {
    const body = csv([HEADER, ...orderRows(60)]);
    const plainShop = await createShop(t, owner, 'Rovne');
    expect((await importFile(t, owner, plainShop, body, { job: { batchOrders: 7 } })).status).toBe(
      'completed',
    );

    const shopId = await createShop(t, owner, 'Preruseno');
    const created = await uploadOk(t, owner, shopId, body);
    const analysis = await analyse(t, owner, shopId, created.id);
    expect((await start(t, owner, shopId, created.id, analysis.options)).status).toBe(202);
    // 60 orders in batches of 20: the worker dies right after the third (last) batch commits.
    const crashing: JobRunner = createRunner(t, {
      batchOrders: 20,
      leaseMs: 600,
      workerId: 'crashing',
      afterBatch: (batch) => {
        if (batch === 3) crashing.kill();
      },
    });
    await crashing.runUntilIdle();
    const stopped = await getImport(t, owner, shopId, created.id);
    expect(stopped.status).toBe('running');
    expect(stopped.counts.inserted).toBe(60);
    // The orders are in; the customers of new orders wait for the end of the import, for their
    // facts and for their marks for the journey rollups alike.
    expect((await readRollups(t, shopId)).customers).toEqual([]);
    expect((await journeyState(t, shopId)).marked).toBe(0);
    // The batches recorded those customers with their orders.
    expect(await recordedNewCustomers(t, shopId, created.id)).toBe(12);

    await new Promise((resolve) => setTimeout(resolve, 900));
    await createRunner(t, { batchOrders: 20, workerId: 'restarted' }).runUntilIdle();
    const done = await getImport(t, owner, shopId, created.id);
    expect(done.status).toBe('completed');
    expect(done.counts).toMatchObject({ orders: 60, inserted: 60 });
    const rollups = await readRollups(t, shopId);
    expect(rollups.customers).toHaveLength(12);
    expect(rollups).toEqual(await readRollups(t, plainShop));
    // The reports' rollups were refreshed by the import itself: no day waits for a report to do it.
    expect(await dirtyDays(t, shopId)).toBe(0);
    expect(await dirtyDays(t, plainShop)).toBe(0);
    const journeys = await journeyState(t, shopId);
    expect(journeys).toEqual({ marked: 0, journeys: expect.any(Array) });
    expect(journeys.journeys).toHaveLength(12);
    expect(journeys).toEqual(await journeyState(t, plainShop));
    expect(await recordedNewCustomers(t, shopId, created.id)).toBe(0);
  }, 120_000);

  it('are computed for the batches a cancelled import committed', async () => {
    const rows = orderRows(50);
    const shopId = await createShop(t, owner, 'Zruseno');
    const created = await uploadOk(t, owner, shopId, csv([HEADER, ...rows]));
    const analysis = await analyse(t, owner, shopId, created.id);
    expect((await start(t, owner, shopId, created.id, analysis.options)).status).toBe(202);
    await createRunner(t, {
      batchOrders: 10,
      afterBatch: async (batch) => {
        // Cancelled while the third batch is prepared: it and the rest are never written.
        if (batch === 2)
          await t.call('POST', `/api/shops/${shopId}/imports/${created.id}/cancel`, { cookie: owner.cookie });
      },
    }).runUntilIdle();
    const cancelled = await getImport(t, owner, shopId, created.id);
    expect(cancelled.status).toBe('cancelled');
    const committed = cancelled.counts.inserted;
    expect(committed % 10).toBe(0);
    expect(committed).toBeGreaterThanOrEqual(20);
    expect(committed).toBeLessThan(50);

    // A shop that imports just the orders the cancelled import committed has the same facts.
    const written = new Set(
      await withScope(t.deps.db, { userId: null, shopId }, async (trx) =>
        (await trx.selectFrom('orders').select('order_id').execute()).map((row) => row.order_id),
      ),
    );
    expect(written.size).toBe(committed);
    const plainShop = await createShop(t, owner, 'Jen zacatek');
    await importFile(t, owner, plainShop, csv([HEADER, ...rows.filter((row) => written.has(row[0]!))]));
    const rollups = await readRollups(t, shopId);
    expect(rollups.customers.length).toBeGreaterThan(0);
    expect(rollups).toEqual(await readRollups(t, plainShop));
  }, 120_000);
});

describe.each(testEngines)('journey marks at the end of an import on %s', (engine) => {
  let t: TestApp;
  let owner: TestUser;

  beforeAll(async () => {
    // A clock that moves, as the server's does: an order counts as inserted by an import when it
    // was created after the import was.
    let clock = Date.parse('2024-06-01T08:00:00Z');
    t = await createTestApp(engine, {
      now: () => {
        clock += 1000;
        return new Date(clock);
      },
    });
    owner = await t.signUp(`marks-${engine}@example.cz`, 'Majitel');
  });
  afterAll(() => t.close());

  it('go to the customers of orders the import inserted, so an unchanged re-import marks nobody and no day', async () => {
    const body = csv([HEADER, ...orderRows(30)]);
    const shopId = await createShop(t, owner, 'Znovu');
    const recordedAfterBatches: number[] = [];
    const first = await importFile(t, owner, shopId, body, {
      job: {
        batchOrders: 7,
        afterBatch: async () => {
          recordedAfterBatches.push(await recordedNewCustomers(t, shopId, (await latestImportId(shopId))!));
        },
      },
    });
    expect(first.status).toBe('completed');
    // Each batch recorded the customers of its new orders; the end of the import marked all 12,
    // the rollups' refresh took the marks, and the record is empty.
    expect(recordedAfterBatches.at(-1)).toBe(12);
    expect(recordedAfterBatches).toEqual([...recordedAfterBatches].sort((a, b) => a - b));
    expect(await journeyState(t, shopId)).toMatchObject({ marked: 0, journeys: expect.any(Array) });
    expect((await journeyState(t, shopId)).journeys).toHaveLength(12);
    expect(await recordedNewCustomers(t, shopId, first.id)).toBe(0);

    recordedAfterBatches.length = 0;
    // Nothing the unchanged orders' batches do may mark a day or a customer for the rollups: the
    // refresh they would queue recomputes those days' reports for nothing (every day of the shop
    // when the file is its whole history).
    const marksAfterBatches: { days: number; customers: number }[] = [];
    const again = await importFile(t, owner, shopId, body, {
      job: {
        batchOrders: 7,
        afterBatch: async () => {
          recordedAfterBatches.push(await recordedNewCustomers(t, shopId, (await latestImportId(shopId))!));
          marksAfterBatches.push({
            days: await dirtyDays(t, shopId),
            customers: (await journeyState(t, shopId)).marked,
          });
        },
      },
    });
    expect(again.counts).toMatchObject({ inserted: 0, unchanged: 30 });
    expect(recordedAfterBatches).toEqual([0, 0, 0, 0, 0]);
    expect(marksAfterBatches).toEqual(Array(5).fill({ days: 0, customers: 0 }));
    expect((await journeyState(t, shopId)).marked).toBe(0);
  }, 120_000);

  async function latestImportId(shopId: string): Promise<string | undefined> {
    return withScope(t.deps.db, { userId: null, shopId }, async (trx) => {
      const row = await trx
        .selectFrom('imports')
        .select('id')
        .orderBy('created_at', 'desc')
        .executeTakeFirst();
      return row?.id;
    });
  }
});
