import { randomUUID } from 'node:crypto';
import { withScope } from '@ziskomer/db';
import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compareCodePoints } from '../../src/modules/ingest/customer-order-sums.ts';
import { aggregateCustomerOrders } from '../../src/modules/ingest/queries/aggregate-customer-orders.ts';
import { readShopOrderWrites } from '../../src/modules/ingest/queries/read-shop-order-writes.ts';
import { refreshImportCustomers } from '../../src/modules/ingest/refresh-import-customers.ts';
import { sumCustomerOrders } from '../../src/modules/ingest/sum-customer-orders.ts';
import type { TestApp, TestUser } from '../helpers/test-app.ts';
import { createTestApp } from '../helpers/test-app.ts';
import { testEngines } from '../helpers/test-db.ts';
import { createShop } from './imports-test-kit.ts';

/**
 * At the end of an import with many new customers, their facts are summed from one pass over the
 * shop's orders (CustomerOrderSums) instead of an aggregate query per page of customers. These
 * tests hold the two to the same results, ties and all, and show that a page whose customers'
 * orders another writer changed after the pass is recomputed from the orders.
 */

const NOW = new Date('2024-06-01T08:00:00Z');

interface TestOrder {
  orderId: string;
  customer: string;
  time: string;
  name: string | null;
  city: string | null;
  revenueCents: number;
  payment: string | null;
  cancelled: boolean;
}

async function insertOrders(
  t: TestApp,
  shopId: string,
  orders: TestOrder[],
  importId: string | null = null,
): Promise<void> {
  if (orders.length === 0) return;
  await withScope(t.deps.db, { userId: null, shopId }, async (trx) => {
    await sql`
      INSERT INTO orders (shop_id, order_id, order_date, order_day, customer_key, customer_email, customer_name,
        customer_city, revenue, revenue_without_vat, vat, margin, margin_estimated, is_cancelled, payment_method,
        content_hash, source, source_ref, import_id)
      SELECT ${shopId}::uuid, o.id, o.time, (o.time AT TIME ZONE 'Europe/Prague')::date, o.customer, o.customer,
        o.name, o.city, o.cents / 100.0, o.cents / 121.0, o.cents / 100.0 - o.cents / 121.0, o.cents * 0.003, true,
        o.cancelled, o.payment, 'x', ${importId === null ? 'api' : 'import'}, ${importId}, ${importId}::uuid
      FROM unnest(${orders.map((o) => o.orderId)}::text[], ${orders.map((o) => o.customer)}::text[],
        ${orders.map((o) => o.time)}::timestamptz[], ${orders.map((o) => o.name)}::text[],
        ${orders.map((o) => o.city)}::text[], ${orders.map((o) => o.revenueCents)}::bigint[],
        ${orders.map((o) => o.cancelled)}::boolean[], ${orders.map((o) => o.payment)}::text[])
        AS o (id, customer, time, name, city, cents, cancelled, payment)`.execute(trx);
  });
}

/** The customers' facts as stored, and as their orders that are not cancelled give them. */
async function factsAndTruth(t: TestApp, shopId: string) {
  return withScope(t.deps.db, { userId: null, shopId }, async (trx) => {
    const stored = await sql<{ customer_key: string }>`
      SELECT customer_key, total_orders, total_revenue::text AS revenue, first_order_day::text AS first_day,
        last_order_date
      FROM customers ORDER BY customer_key`.execute(trx);
    const truth = await sql`
      SELECT customer_key, count(*)::integer AS total_orders, sum(revenue)::text AS revenue,
        min(order_day)::text AS first_day, max(order_date) AS last_order_date
      FROM orders WHERE NOT is_cancelled GROUP BY customer_key ORDER BY customer_key`.execute(trx);
    return { stored: stored.rows, truth: truth.rows };
  });
}

const orderArbitrary = fc.record({
  // Ids that sort differently by code point than by most collations, beyond the basic plane too.
  orderId: fc.constantFrom('A1', 'a1', 'B2', 'b10', 'Ž3', 'Z3', 'é4', 'e5', '😀6', '\uFFFD7', '8', '10'),
  customer: fc.constantFrom('anna@example.cz', 'bohus@example.cz', 'tel:420777000111'),
  // Few times, so that two orders of a customer often share one.
  time: fc.constantFrom(
    '2024-03-01T10:00:00Z',
    '2024-03-01T23:30:00Z',
    '2024-04-02T08:15:00Z',
    '2024-05-20T12:00:00Z',
  ),
  name: fc.option(fc.constantFrom('Anna Nová', 'Bohuš', 'ANNA'), { nil: null }),
  city: fc.option(fc.constantFrom('Brno', 'Praha', 'Ústí'), { nil: null }),
  revenueCents: fc.integer({ min: -5000, max: 2_000_000 }),
  payment: fc.option(fc.constantFrom('Kartou', 'kartou', 'Dobírka', 'Převodem', 'Ř'), { nil: null }),
  cancelled: fc.boolean(),
});

describe('comparing text as PostgreSQL\'s "C" collation does', () => {
  it('orders by code point, characters beyond the basic plane after all others', () => {
    const sorted = ['😀', '\uFFFD', 'b', 'B', 'Ž', 'a', ''].sort(compareCodePoints);
    expect(sorted).toEqual(['', 'B', 'a', 'b', 'Ž', '\uFFFD', '😀']);
    expect(compareCodePoints('ab', 'a')).toBeGreaterThan(0);
  });
});

describe.each(testEngines)('customer facts summed from a pass over the orders on %s', (engine) => {
  let t: TestApp;
  let owner: TestUser;

  beforeAll(async () => {
    t = await createTestApp(engine, { now: () => NOW });
    owner = await t.signUp(`sums-${engine}@example.cz`, 'Majitel');
  });
  afterAll(() => t.close());

  it('come out as the aggregate query gives them, ties, nulls, cancelled and negative orders included', async () => {
    const shopId = await createShop(t, owner, 'Soucty');
    await fc.assert(
      fc.asyncProperty(
        fc.uniqueArray(orderArbitrary, { selector: (order) => order.orderId, minLength: 1, maxLength: 12 }),
        async (orders) => {
          await withScope(t.deps.db, { userId: null, shopId }, (trx) =>
            trx.deleteFrom('orders').where('shop_id', '=', shopId).execute(),
          );
          await insertOrders(t, shopId, orders);
          const keys = [...new Set(orders.map((order) => order.customer))].sort();
          const queried = await withScope(t.deps.db, { userId: null, shopId }, (trx) =>
            aggregateCustomerOrders(trx, shopId, keys),
          );
          const { sums } = await sumCustomerOrders(t.deps.db, { shopId, engine }, keys);
          expect(sums.size).toBe(queried.length);
          for (const aggregate of queried) expect(sums.get(aggregate.customerKey)).toEqual(aggregate);
        },
      ),
      { numRuns: 40 },
    );
  }, 120_000);

  it('count the statements that write a shop’s orders, in that shop only', async () => {
    const shopId = await createShop(t, owner, 'Pocitadlo');
    const otherShop = await createShop(t, owner, 'Jiny');
    const writes = (shop: string) =>
      withScope(t.deps.db, { userId: null, shopId: shop }, (trx) => readShopOrderWrites(trx, shop));
    expect(await writes(shopId)).toBe(0);
    const order = {
      orderId: 'P1',
      customer: 'anna@example.cz',
      time: '2024-03-01T10:00:00Z',
      name: null,
      city: null,
      revenueCents: 10_000,
      payment: null,
      cancelled: false,
    };
    await insertOrders(t, shopId, [order, { ...order, orderId: 'P2' }]);
    expect(await writes(shopId)).toBe(1);
    await withScope(t.deps.db, { userId: null, shopId }, async (trx) => {
      await sql`UPDATE orders SET is_cancelled = true WHERE order_id = 'P1'`.execute(trx);
      await sql`DELETE FROM orders WHERE order_id = 'P2'`.execute(trx);
    });
    expect(await writes(shopId)).toBe(3);
    expect(await writes(otherShop)).toBe(0);
  });

  it('are recomputed from the orders for a page whose orders changed after the pass', async () => {
    const shopId = await createShop(t, owner, 'Soubezne');
    const importId = randomUUID();
    await withScope(t.deps.db, { userId: null, shopId }, (trx) =>
      sql`INSERT INTO imports (shop_id, id, source, file_name) VALUES (${shopId}, ${importId}::uuid, 'upload', 'a.csv')`.execute(
        trx,
      ),
    );
    // 30 customers of two orders each, the second order later; recorded as the import's new ones.
    const customers = Array.from({ length: 30 }, (_, i) => `c${String(i).padStart(2, '0')}@example.cz`);
    const orders = customers.flatMap((customer, i) =>
      [0, 1].map((n) => ({
        orderId: `O${i}-${n}`,
        customer,
        time: `2024-0${3 + n}-0${1 + (i % 9)}T10:00:00Z`,
        name: `Zákazník ${i}`,
        city: null,
        revenueCents: 10_000 + i * 100 + n,
        payment: 'Kartou',
        cancelled: false,
      })),
    );
    await insertOrders(t, shopId, orders, importId);
    await withScope(t.deps.db, { userId: null, shopId }, (trx) =>
      sql`INSERT INTO import_new_customers (shop_id, import_id, customer_key)
          SELECT ${shopId}, ${importId}::uuid, key FROM unnest(${customers}::text[]) AS key`.execute(trx),
    );

    // Passes of 10 customers, each summed and then written in one page: the callback runs at the
    // start (1), before each pass's read of the orders (2, 4, 6) and before each page (3, 5, 7).
    // Before the second page another writer adds an order of c15 and cancels one of c12, both
    // customers of that page, after that pass summed them.
    let calls = 0;
    await refreshImportCustomers(
      t.deps.db,
      { shopId, importId, now: NOW, engine },
      async () => {
        calls += 1;
        if (calls !== 5) return;
        await insertOrders(t, shopId, [{ ...orders[30]!, orderId: 'LATE', revenueCents: 77_700 }]);
        await withScope(t.deps.db, { userId: null, shopId }, (trx) =>
          sql`UPDATE orders SET is_cancelled = true WHERE order_id = 'O12-1'`.execute(trx),
        );
      },
      10,
    );
    expect(calls).toBe(7);
    const { stored, truth } = await factsAndTruth(t, shopId);
    expect(stored).toHaveLength(30);
    expect(stored).toEqual(truth);
    expect(stored.find((row) => row.customer_key === 'c15@example.cz')).toMatchObject({
      total_orders: 3,
      revenue: '1007.01',
    });
  });
});
