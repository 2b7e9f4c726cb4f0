import type { OrderInput } from '@ziskomer/contracts';
import { withScope } from '@ziskomer/db';
import { frequencyScore, quintileScore } from '@ziskomer/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BatchSizer } from '../../../src/lib/batch-sizer.ts';
import { forCustomerKeyRanges } from '../../../src/modules/analytics/rollups/customer-key-ranges.ts';
import type { RefreshTransaction } from '../../../src/modules/analytics/rollups/in-sized-transactions.ts';
import {
  prepareScoreScales,
  rankCustomerSlice,
} from '../../../src/modules/analytics/rollups/rank-customer-scores.ts';
import { scoreCustomers } from '../../../src/modules/analytics/rollups/score-customers.ts';
import { testEngines } from '../../helpers/test-db.ts';
import { createReportShop, type ReportShop } from './report-test-kit.ts';

const NOW = new Date('2024-06-30T08:00:00Z');

/**
 * 23 customers whose orders tie often: three revenues, a few days, one to four orders each, so
 * the ranked scores have runs of equal values that cross any slice boundary. Customer 0's last two
 * orders share their time.
 */
function tiedOrders(): OrderInput[] {
  const orders: OrderInput[] = [];
  for (let customer = 0; customer < 23; customer++) {
    const count = 1 + (customer % 4 === 0 ? 3 : customer % 3 === 0 ? 1 : 0);
    for (let index = 0; index < count; index++) {
      const day = customer === 0 && index === 3 ? 4 : 1 + ((customer * 7 + index * 3) % 5);
      orders.push({
        orderId: `C${customer}-${index}`,
        orderDate: `2024-06-0${day}T10:00:00+02:00`,
        revenue: [500, 1200, 500, 3000][(customer + index) % 4]!,
        customerEmail: `zakaznik${String(customer).padStart(2, '0')}@example.cz`,
      });
    }
  }
  return orders;
}

interface ScoreRow {
  customer_key: string;
  recency: number;
  frequency: number;
  monetary: number;
  previous_order_day: string | null;
}

describe.each(testEngines)('customer scores ranked by slices on %s', (engine) => {
  let shop: ReportShop;
  /** Orders the tests add to the fixture's. */
  const added: OrderInput[] = [];

  beforeAll(async () => {
    shop = await createReportShop(engine, { now: NOW });
    await shop.addOrders(tiedOrders());
    await shop.t.settle();
  });
  afterAll(() => shop.close());

  const inShop = <T>(work: Parameters<typeof withScope<T>>[2]) =>
    withScope(shop.t.deps.db, { userId: null, shopId: shop.shopId }, work);

  const storedScores = () =>
    inShop(async (trx) => {
      const rows = await sql<ScoreRow>`
        SELECT customer_key, recency, frequency, monetary, previous_order_day::text FROM customer_scores
        WHERE shop_id = ${shop.shopId} ORDER BY customer_key`.execute(trx);
      return rows.rows;
    });

  /** The scores by their definition (quintileScore over the customers' facts), computed here. */
  const expectedScores = () =>
    inShop(async (trx) => {
      const facts = (
        await sql<{ customer_key: string; day: string; orders: number; revenue: string }>`
          SELECT customer_key, (last_order_date AT TIME ZONE 'Europe/Prague')::date::text AS day,
                 total_orders AS orders, total_revenue::text AS revenue
          FROM customers WHERE shop_id = ${shop.shopId} AND total_orders > 0`.execute(trx)
      ).rows.map((row) => ({ ...row, revenue: Number(row.revenue) }));
      const worse = (pick: (row: (typeof facts)[number]) => number | string, value: number | string) =>
        facts.filter((row) => pick(row) < value).length;
      // The order before the last: the second of the customer's orders from the latest by time.
      const orderTimes = new Map<string, string[]>();
      for (const order of [...tiedOrders(), ...added]) {
        const times = orderTimes.get(order.customerEmail!) ?? [];
        orderTimes.set(order.customerEmail!, [...times, order.orderDate]);
      }
      const previousDay = (key: string) => orderTimes.get(key)!.sort().reverse()[1]?.slice(0, 10) ?? null;
      return facts
        .map((row) => ({
          customer_key: row.customer_key,
          recency: quintileScore(
            worse((r) => r.day, row.day),
            facts.length,
          ),
          frequency: frequencyScore(row.orders),
          monetary: quintileScore(
            worse((r) => r.revenue, row.revenue),
            facts.length,
          ),
          previous_order_day: previousDay(row.customer_key),
        }))
        .sort((a, b) => (a.customer_key < b.customer_key ? -1 : 1));
    });

  it('stores the scores of their definition after the refresh job', async () => {
    const expected = await expectedScores();
    expect(expected).toHaveLength(23);
    // The fixture ties: several customers share each score, and every score value is used.
    expect(new Set(expected.map((row) => row.monetary)).size).toBeGreaterThan(1);
    // Customer 0's last two orders share their time: the one before the last is on the same day.
    expect(expected.find((row) => row.customer_key.startsWith('zakaznik00'))?.previous_order_day).toBe(
      '2024-06-04',
    );
    expect(await storedScores()).toEqual(expected);
  });

  it.each([1, 2, 3, 5, 22, 23, 24])('gives the same scores in slices of %i customers', async (limit) => {
    await inShop(async (trx) => {
      // Some rows are missing, some are wrong, and one is of a customer without counted orders:
      // each slice rewrites or deletes those of its keys.
      await sql`DELETE FROM customer_scores WHERE shop_id = ${shop.shopId} AND customer_key < 'zakaznik05'`.execute(
        trx,
      );
      await sql`UPDATE customer_scores SET recency = 6 - recency, previous_order_day = NULL
        WHERE shop_id = ${shop.shopId} AND customer_key > 'zakaznik15'`.execute(trx);
      await sql`
        INSERT INTO customer_scores
          (shop_id, customer_key, recency, frequency, monetary, orders, revenue,
           last_order_day, last_order_date, tier, order_frequency, lifetime_value)
        VALUES (${shop.shopId}, 'zz-gone', 1, 1, 1, 1, 1, '2024-01-01', now(), 'low', 0, 0)`.execute(trx);
      const scales = await prepareScoreScales((work) => work(trx), shop.shopId);
      const slices = await forCustomerKeyRanges(
        (work) => work(trx),
        shop.shopId,
        new BatchSizer({ initial: limit, min: limit, max: limit }),
        (range) => rankCustomerSlice(trx, shop.shopId, scales, range),
      );
      expect(slices).toBe(Math.floor(23 / limit) + 1);
    });
    expect(await storedScores()).toEqual(await expectedScores());
  });

  it('gives the same scores in one pass', async () => {
    await inShop(async (trx) => {
      await sql`UPDATE customer_scores SET recency = 6 - recency WHERE shop_id = ${shop.shopId}`.execute(trx);
      // Without stored thresholds the shop is scored whole.
      await sql`DELETE FROM customer_score_scales WHERE shop_id = ${shop.shopId}`.execute(trx);
      const scoring = await scoreCustomers((work) => work(trx), shop.shopId, false);
      expect(scoring.rescored).toBeNull();
      await scoring.finish(trx);
    });
    expect(await storedScores()).toEqual(await expectedScores());
  });

  it('writes no row when nothing changed, and only the changed customer when one buys again', async () => {
    // A row's xmin is the transaction that last wrote it.
    const writers = () =>
      inShop(async (trx) => {
        const rows = await sql<{ customer_key: string; writer: string }>`
          SELECT customer_key, xmin::text AS writer FROM customer_scores WHERE shop_id = ${shop.shopId}`.execute(
          trx,
        );
        return new Map(rows.rows.map((row) => [row.customer_key, row.writer]));
      });
    const before = await writers();
    await inShop(async (trx) => {
      const scoring = await scoreCustomers((work) => work(trx), shop.shopId, false);
      expect(scoring.rescored).toEqual([]);
      await scoring.finish(trx);
    });
    expect(await writers()).toEqual(before);

    // A one-order customer of the latest day orders for 1 Kč earlier that day: their frequency,
    // revenue and previous order change, their last order and everybody else's score do not.
    const scores = await expectedScores();
    const latest = Math.max(...scores.map((row) => row.recency));
    const buyer = scores.find((row) => row.frequency === 1 && row.recency === latest)!;
    added.push({
      orderId: 'C-again',
      orderDate: '2024-06-05T09:00:00+02:00',
      revenue: 1,
      customerEmail: buyer.customer_key,
    });
    await shop.addOrders(added);
    await shop.t.settle();
    const after = await writers();
    const rewritten = [...after].filter(([key, writer]) => before.get(key) !== writer).map(([key]) => key);
    expect(rewritten).toEqual([buyer.customer_key]);
    expect(await storedScores()).toEqual(await expectedScores());
  });

  /** Sets every stored tier to a marker no scoring writes: a customer rescored whole gets its own back. */
  const markTiers = () =>
    inShop((trx) =>
      sql`UPDATE customer_scores SET tier = 'marker' WHERE shop_id = ${shop.shopId}`.execute(trx),
    );
  const rescoredWhole = () =>
    inShop(async (trx) => {
      const rows = await sql<{ customer_key: string }>`
        SELECT customer_key FROM customer_scores WHERE shop_id = ${shop.shopId} AND tier <> 'marker'
        ORDER BY 1`.execute(trx);
      return rows.rows.map((row) => row.customer_key);
    });
  const storedScales = () =>
    inShop(async (trx) => {
      const rows = await sql<{ time_zone: string; customers: number; monetary: string[] | null }>`
        SELECT time_zone, customers, monetary::text[] AS monetary FROM customer_score_scales
        WHERE shop_id = ${shop.shopId}`.execute(trx);
      return rows.rows[0];
    });

  it('rescores the changed customer and the rows a moved threshold changes, not the whole shop', async () => {
    await markTiers();
    const scalesBefore = await storedScales();
    const before = await storedScores();
    // The customer with the least revenue buys for 10,000 Kč: the revenue thresholds move, and
    // customers who bought nothing change their monetary score.
    const buyer = [...(await expectedScores())].sort((a, b) => a.monetary - b.monetary)[0]!;
    const large = {
      orderId: 'C-large',
      orderDate: '2024-06-05T11:00:00+02:00',
      revenue: 10_000,
      customerEmail: buyer.customer_key,
    };
    added.push(large);
    await shop.addOrders([large]);
    await shop.t.settle();

    const after = await storedScores();
    expect(after).toEqual(await expectedScores());
    const moved = after.filter((row, index) => row.monetary !== before[index]!.monetary);
    expect(moved.filter((row) => row.customer_key !== buyer.customer_key).length).toBeGreaterThan(0);
    // Only the buyer's row was written whole; the others got their new scores alone.
    expect(await rescoredWhole()).toEqual([buyer.customer_key]);
    const scales = await storedScales();
    expect(scales?.customers).toBe(23);
    expect(scales?.monetary).not.toEqual(scalesBefore?.monetary);
    const marks = await inShop((trx) =>
      sql`SELECT 1 FROM customer_scores_changed WHERE shop_id = ${shop.shopId}`.execute(trx),
    );
    expect(marks.rows).toHaveLength(0);
  });

  it('rescores the same customers when a scoring is redone before its last step', async () => {
    const [first, again] = await inShop(async (trx) => {
      // The last scoring's revenue thresholds were lower: every row below today's moves.
      await sql`UPDATE customer_score_scales SET monetary = '{1,1,1,1}' WHERE shop_id = ${shop.shopId}`.execute(
        trx,
      );
      const run: RefreshTransaction = (work) => work(trx);
      // A scoring that dies before its last step, and its redo.
      const died = await scoreCustomers(run, shop.shopId, false);
      const redone = await scoreCustomers(run, shop.shopId, false);
      await redone.finish(trx);
      return [died.rescored, redone.rescored];
    });
    expect(first?.length).toBeGreaterThan(1);
    expect([...(again ?? [])].sort()).toEqual([...(first ?? [])].sort());
    expect(await storedScores()).toEqual(await expectedScores());
  });

  it('scores the whole shop after a scoring that did not finish, or of another time zone', async () => {
    for (const scales of [sql`recency = NULL, monetary = NULL`, sql`time_zone = 'UTC'`]) {
      await markTiers();
      await inShop(async (trx) => {
        await sql`UPDATE customer_score_scales SET ${scales} WHERE shop_id = ${shop.shopId}`.execute(trx);
        await sql`INSERT INTO customer_scores_stale (shop_id) VALUES (${shop.shopId})`.execute(trx);
      });
      await shop.t.settle();
      expect(await rescoredWhole()).toHaveLength(23);
      expect(await storedScales()).toMatchObject({ time_zone: 'Europe/Prague', customers: 23 });
      expect(await storedScores()).toEqual(await expectedScores());
    }
  });

  it('scores the whole shop when more than a share of its customers changed', async () => {
    await markTiers();
    // RESCORE_SHARE of 23 customers is one: two buyers are more.
    const buyers = (await expectedScores()).slice(0, 2).map((row) => row.customer_key);
    const orders = buyers.map((buyer, index) => ({
      orderId: `C-share-${index}`,
      orderDate: '2024-06-05T12:00:00+02:00',
      revenue: 700,
      customerEmail: buyer,
    }));
    added.push(...orders);
    await shop.addOrders(orders);
    await shop.t.settle();
    expect(await rescoredWhole()).toHaveLength(23);
    expect(await storedScores()).toEqual(await expectedScores());
  });
});
