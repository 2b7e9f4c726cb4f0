import type { CreatedApiKey, OrderInput } from '@ziskomer/contracts';
import { withScope } from '@ziskomer/db';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RECENT_PAIR_DAYS } from '../../../src/modules/analytics/rollups/refresh-product-pairs.ts';
import { testEngines } from '../../helpers/test-db.ts';
import { createReportShop, type ReportShop } from './report-test-kit.ts';

/**
 * The cross-sell and margin rollups of migrations 0011 and 0071 follow every change of orders and lines:
 * new orders, an order whose lines change (re-sent through the import API), a cancelled order
 * and a deleted one. Product keys are upper-case ASCII, so product_a < product_b orders them
 * alike under any collation.
 */
const line = (
  code: string,
  unitPrice: number,
  extra: Partial<NonNullable<OrderInput['items']>[number]> = {},
) => ({
  productCode: code,
  productName: `Produkt ${code}`,
  quantity: 1,
  unitPrice,
  ...extra,
});

describe.each(testEngines)('product rollups on %s', (engine) => {
  let shop: ReportShop;
  let apiKey: string;
  /** Days in each history's recent part at the last readRollups, by its products ('A+B'). */
  const recentDays = new Map<string, number>();

  beforeAll(async () => {
    shop = await createReportShop(engine, { now: new Date('2024-06-30T08:00:00Z') });
    const key = await shop.t.call('POST', `/api/shops/${shop.shopId}/api-keys`, {
      cookie: shop.owner.cookie,
      body: { name: 'Test' },
    });
    expect(key.status).toBe(201);
    apiKey = ((await key.json()) as CreatedApiKey).key;
  });
  afterAll(() => shop.close());

  /** Sends orders through the public API, which (unlike the form) replaces an existing order. */
  async function putOrders(orders: OrderInput[]) {
    const response = await shop.t.app.request('/api/v1/orders', {
      method: 'POST',
      headers: { authorization: `Bearer ${apiKey}`, 'content-type': 'application/json' },
      body: JSON.stringify({ orders }),
    });
    expect(response.status, await response.clone().text()).toBe(200);
  }

  const inScope = <T>(work: Parameters<typeof withScope<T>>[2]) =>
    withScope(shop.t.deps.db, { userId: shop.owner.id, shopId: shop.shopId }, work);

  async function readRollups() {
    await shop.t.settle();
    return inScope(async (trx) => {
      const pairs = await sql<{ day: string; a: string; b: string; orders: number; value: number }>`
        SELECT day::text AS day, product_a AS a, product_b AS b, orders, order_value AS value
        FROM daily_product_pairs ORDER BY day, product_a, product_b`.execute(trx);
      const histories = await sql<{
        a: string;
        b: string;
        days: string[];
        orders: number[];
        value: number[];
        frequent: boolean;
        recent: number;
        recentAfterOlder: boolean;
      }>`
        SELECT a.product AS a, b.product AS b, (days || coalesce(recent_days, '{}'))::text[] AS days,
               running_orders || coalesce(recent_running_orders, '{}') AS orders,
               (running_value || coalesce(recent_running_value, '{}'))::float8[] AS value, frequent,
               coalesce(cardinality(recent_days), 0) AS recent,
               coalesce(recent_days[1] > days[cardinality(days)], true) AS "recentAfterOlder"
        FROM product_pair_histories h
        JOIN cross_sell_products a ON a.shop_id = h.shop_id AND a.product_no = h.product_a
        JOIN cross_sell_products b ON b.shop_id = h.shop_id AND b.product_no = h.product_b
        ORDER BY a.product, b.product`.execute(trx);
      // Products are numbered 1, 2, … without gaps, in the order they first appeared in a pair.
      const productNumbers = await sql<{ product: string; product_no: number }>`
        SELECT product, product_no FROM cross_sell_products ORDER BY product_no`.execute(trx);
      expect(productNumbers.rows.map((row) => row.product_no)).toEqual(
        productNumbers.rows.map((_, index) => index + 1),
      );
      const baskets = await sql<{ day: string; orders: number; multi: number; revenue: number }>`
        SELECT day::text AS day, orders, multi_product_orders AS multi, revenue
        FROM daily_basket_metrics ORDER BY day`.execute(trx);
      const margins = await sql<{
        day: string;
        product: string;
        category: string;
        lines: number;
        revenue: number;
        margin: number;
        estimated_lines: number;
        estimated_revenue: number;
      }>`
        SELECT day::text AS day, product, category, lines, revenue, margin, estimated_lines, estimated_revenue
        FROM daily_product_margins ORDER BY day, product, category`.execute(trx);
      const numbers = <R extends Record<string, unknown>>(rows: R[]) =>
        rows.map((row) =>
          Object.fromEntries(
            Object.entries(row).map(([key, value]) => [
              key,
              typeof value === 'string' && /^-?\d+(\.\d+)?$/.test(value) ? Number(value) : value,
            ]),
          ),
        );
      // Migration 0028: every month holds its days' margins summed, after each kind of change.
      const marginMonths = await sql<Record<string, unknown>>`
        SELECT month::text AS month, product, category, lines, revenue, margin, estimated_lines, estimated_revenue
        FROM monthly_product_margins ORDER BY month, product, category`.execute(trx);
      expect(numbers(marginMonths.rows)).toEqual(sumPerMonth(numbers(margins.rows)));
      // Migration 0071: every pair's history holds its days and running totals, after each change.
      // A pair is `frequent` (the partition the default minimum reads) from 3 orders in all.
      // Migration 0074: its recent part, when it has one, holds later days than the rest, and at
      // most RECENT_PAIR_DAYS of them.
      for (const history of histories.rows) {
        expect(history.frequent).toBe((history.orders.at(-1) ?? 0) >= 3);
        expect(history.recentAfterOlder).toBe(true);
        expect(history.recent).toBeLessThanOrEqual(RECENT_PAIR_DAYS);
      }
      recentDays.clear();
      for (const history of histories.rows) recentDays.set(`${history.a}+${history.b}`, history.recent);
      const withoutFlag = histories.rows.map(
        ({ frequent: _, recent: _r, recentAfterOlder: _a, ...history }) => history,
      );
      expect(withoutFlag).toEqual(runningPerPair(numbers(pairs.rows)));
      return {
        pairs: numbers(pairs.rows),
        histories: withoutFlag,
        baskets: numbers(baskets.rows),
        margins: numbers(margins.rows),
      };
    });
  }

  it('counts each pair once per order on the order’s Prague day, skipping cancelled orders', async () => {
    await shop.addOrders([
      // 23:30 UTC on 31 May is 01:30 on 1 June in Prague.
      {
        orderId: 'R1',
        orderDate: '2024-05-31T23:30:00Z',
        revenue: 1000,
        items: [line('KAVA', 300), line('FILTR', 100), line('KAVA', 300, { quantity: 2 })],
      },
      {
        orderId: 'R2',
        orderDate: '2024-06-01T12:00:00+02:00',
        revenue: 500,
        items: [line('KAVA', 200, { margin: 80 }), line('HRNEK', 300, { margin: 120 })],
      },
      { orderId: 'R3', orderDate: '2024-06-01T13:00:00+02:00', revenue: 250, items: [line('KAVA', 250)] },
      {
        orderId: 'R4',
        orderDate: '2024-06-01T14:00:00+02:00',
        revenue: 900,
        cancelled: true,
        items: [line('KAVA', 450), line('HRNEK', 450)],
      },
      // No lines: no basket.
      { orderId: 'R5', orderDate: '2024-06-01T15:00:00+02:00', revenue: 99 },
      {
        orderId: 'R6',
        orderDate: '2024-07-02T09:00:00+02:00',
        revenue: 400,
        items: [line('FILTR', 100), line('HRNEK', 300)],
      },
    ]);
    const rollups = await readRollups();
    expect(rollups.pairs).toEqual([
      // R1: KAVA twice and FILTR is one pair; R2: HRNEK–KAVA; R4 is cancelled.
      { day: '2024-06-01', a: 'FILTR', b: 'KAVA', orders: 1, value: 1000 },
      { day: '2024-06-01', a: 'HRNEK', b: 'KAVA', orders: 1, value: 500 },
      { day: '2024-07-02', a: 'FILTR', b: 'HRNEK', orders: 1, value: 400 },
    ]);
    expect(rollups.histories).toEqual([
      { a: 'FILTR', b: 'HRNEK', days: ['2024-07-02'], orders: [1], value: [400] },
      { a: 'FILTR', b: 'KAVA', days: ['2024-06-01'], orders: [1], value: [1000] },
      { a: 'HRNEK', b: 'KAVA', days: ['2024-06-01'], orders: [1], value: [500] },
    ]);
    // 1 June: R1, R2, R3 have lines (R4 cancelled, R5 without lines); R1 and R2 hold two products.
    expect(rollups.baskets).toEqual([
      { day: '2024-06-01', orders: 3, multi: 2, revenue: 1750 },
      { day: '2024-07-02', orders: 1, multi: 1, revenue: 400 },
    ]);
    // KAVA on 1 June: R1 300 + 600 (estimated 30 % = 90 + 180), R2 200 (margin 80), R3 250
    // (estimated 75): 4 lines, revenue 1350, margin 425, 3 estimated lines worth 1150.
    expect(rollups.margins.filter((row) => row.product === 'KAVA')).toEqual([
      {
        day: '2024-06-01',
        product: 'KAVA',
        category: 'Nezařazeno',
        lines: 4,
        revenue: 1350,
        margin: 425,
        estimated_lines: 3,
        estimated_revenue: 1150,
      },
    ]);
  });

  it('follows an order whose lines change', async () => {
    // R2 now holds KAVA and FILTR instead of KAVA and HRNEK.
    await putOrders([
      {
        orderId: 'R2',
        orderDate: '2024-06-01T12:00:00+02:00',
        revenue: 600,
        items: [line('KAVA', 200, { margin: 80 }), line('FILTR', 400, { margin: 100 })],
      },
    ]);
    const rollups = await readRollups();
    expect(rollups.pairs).toEqual([
      { day: '2024-06-01', a: 'FILTR', b: 'KAVA', orders: 2, value: 1600 },
      { day: '2024-07-02', a: 'FILTR', b: 'HRNEK', orders: 1, value: 400 },
    ]);
    // HRNEK–KAVA has no day left, and no history.
    expect(rollups.histories).toEqual([
      { a: 'FILTR', b: 'HRNEK', days: ['2024-07-02'], orders: [1], value: [400] },
      { a: 'FILTR', b: 'KAVA', days: ['2024-06-01'], orders: [2], value: [1600] },
    ]);
    expect(rollups.margins.filter((row) => row.day === '2024-06-01').map((row) => row.product)).toEqual([
      'FILTR',
      'KAVA',
    ]);
  });

  it('drops a cancelled order and an order moved to another day', async () => {
    await putOrders([
      {
        orderId: 'R1',
        orderDate: '2024-05-31T23:30:00Z',
        revenue: 1000,
        cancelled: true,
        items: [line('KAVA', 300), line('FILTR', 100), line('KAVA', 300, { quantity: 2 })],
      },
      {
        orderId: 'R6',
        orderDate: '2024-07-03T09:00:00+02:00',
        revenue: 400,
        items: [line('FILTR', 100), line('HRNEK', 300)],
      },
    ]);
    const rollups = await readRollups();
    expect(rollups.pairs).toEqual([
      { day: '2024-06-01', a: 'FILTR', b: 'KAVA', orders: 1, value: 600 },
      { day: '2024-07-03', a: 'FILTR', b: 'HRNEK', orders: 1, value: 400 },
    ]);
    expect(rollups.baskets).toEqual([
      { day: '2024-06-01', orders: 2, multi: 1, revenue: 850 },
      { day: '2024-07-03', orders: 1, multi: 1, revenue: 400 },
    ]);
  });

  it('forgets deleted orders, one or all', async () => {
    await inScope((trx) => sql`DELETE FROM orders WHERE order_id = 'R2'`.execute(trx));
    const afterOne = await readRollups();
    expect(afterOne.pairs).toEqual([{ day: '2024-07-03', a: 'FILTR', b: 'HRNEK', orders: 1, value: 400 }]);
    expect(afterOne.histories).toEqual([
      { a: 'FILTR', b: 'HRNEK', days: ['2024-07-03'], orders: [1], value: [400] },
    ]);
    expect(afterOne.baskets).toEqual([
      { day: '2024-06-01', orders: 1, multi: 0, revenue: 250 },
      { day: '2024-07-03', orders: 1, multi: 1, revenue: 400 },
    ]);

    const deleted = await shop.t.call('DELETE', `/api/shops/${shop.shopId}/orders`, {
      cookie: shop.owner.cookie,
    });
    expect(deleted.status).toBe(200);
    expect(await readRollups()).toEqual({ pairs: [], histories: [], baskets: [], margins: [] });
  });

  it('keeps a pair history before its first changed day and rebuilds it from there', async () => {
    const pair = (
      orderId: string,
      orderDate: string,
      revenue: number,
      items = [line('KAVA', 100), line('FILTR', 100)],
    ) => ({
      orderId,
      orderDate,
      revenue,
      items,
    });
    await putOrders([
      pair('P1', '2024-06-01T10:00:00+02:00', 200),
      pair('P2', '2024-06-10T10:00:00+02:00', 300),
      pair('P3', '2024-06-20T10:00:00+02:00', 400),
    ]);
    expect((await readRollups()).histories).toEqual([
      {
        a: 'FILTR',
        b: 'KAVA',
        days: ['2024-06-01', '2024-06-10', '2024-06-20'],
        orders: [1, 2, 3],
        value: [200, 500, 900],
      },
    ]);
    expect(recentDays.get('FILTR+KAVA')).toBe(0);
    // A later day is added at the end, in the recent part; then the middle day loses the pair and
    // the history is rebuilt from there, the recent part with it.
    await putOrders([pair('P4', '2024-06-25T10:00:00+02:00', 100)]);
    expect((await readRollups()).histories[0]?.orders).toEqual([1, 2, 3, 4]);
    expect(recentDays.get('FILTR+KAVA')).toBe(1);
    await putOrders([pair('P2', '2024-06-10T10:00:00+02:00', 300, [line('KAVA', 300)])]);
    expect((await readRollups()).histories).toEqual([
      {
        a: 'FILTR',
        b: 'KAVA',
        days: ['2024-06-01', '2024-06-20', '2024-06-25'],
        orders: [1, 2, 3],
        value: [200, 600, 700],
      },
    ]);
    expect(recentDays.get('FILTR+KAVA')).toBe(0);
  });

  it('appends later days to a history’s recent part, and joins it to the rest past a month of days', async () => {
    const pair = (day: number, month = '07') => ({
      orderId: `N${month}${day}`,
      orderDate: `2024-${month}-${String(day).padStart(2, '0')}T10:00:00+02:00`,
      revenue: 100,
      items: [line('MLYNEK', 50), line('SIRUP', 50)],
    });
    const pairOrders = async (from: string, to: string) => {
      const report = await shop.report<{ pairs: { productA: { key: string }; pairOrders: number }[] }>(
        'product-cross-sell',
        `period=custom&from=${from}&to=${to}&minPairs=1`,
      );
      return report.data.pairs.find((found) => found.productA.key === 'MLYNEK')?.pairOrders ?? 0;
    };
    const history = async () => {
      const found = (await readRollups()).histories.find((pairHistory) => pairHistory.a === 'MLYNEK');
      return { orders: found?.orders, recent: recentDays.get('MLYNEK+SIRUP') };
    };
    // Three orders: a frequent pair from the start (moving to the other partition joins the parts).
    await putOrders([pair(1), pair(2), pair(3)]);
    expect(await history()).toEqual({ orders: [1, 2, 3], recent: 0 });
    // One day a refresh, as daily imports add them: the recent part grows.
    for (const day of [4, 5, 6]) {
      await putOrders([pair(day)]);
      await shop.t.settle();
    }
    expect(await history()).toEqual({ orders: [1, 2, 3, 4, 5, 6], recent: 3 });
    // Periods within either part, across both, and around them.
    expect(await pairOrders('2024-07-01', '2024-07-06')).toBe(6);
    expect(await pairOrders('2024-07-02', '2024-07-05')).toBe(4);
    expect(await pairOrders('2024-07-05', '2024-07-31')).toBe(2);
    expect(await pairOrders('2024-07-04', '2024-07-04')).toBe(1);
    expect(await pairOrders('2024-07-01', '2024-07-03')).toBe(3);
    expect(await pairOrders('2024-06-01', '2024-06-30')).toBe(0);
    // A change on a recent day rebuilds the recent part only.
    await putOrders([{ ...pair(5), items: [line('MLYNEK', 100)] }]);
    expect(await history()).toEqual({ orders: [1, 2, 3, 4, 5], recent: 2 });
    expect(await pairOrders('2024-07-04', '2024-07-06')).toBe(2);
    // Past RECENT_PAIR_DAYS days the recent part goes into the rest.
    const august = Array.from({ length: RECENT_PAIR_DAYS }, (_, index) => pair(index + 1, '08'));
    await putOrders(august);
    const joined = await history();
    expect(joined.orders).toHaveLength(5 + RECENT_PAIR_DAYS);
    expect(joined.recent).toBe(0);
    expect(await pairOrders('2024-07-01', '2024-08-31')).toBe(5 + RECENT_PAIR_DAYS);
    expect(await pairOrders('2024-07-06', '2024-08-02')).toBe(3);
  });
});

/** Daily margin rows added up per month, product and category, in the order of the monthly read. */
function sumPerMonth(days: Record<string, unknown>[]) {
  const months = new Map<string, Record<string, unknown>>();
  for (const day of days) {
    const month = `${String(day.day).slice(0, 8)}01`;
    const key = `${month}|${day.product}|${day.category}`;
    const sum = months.get(key) ?? {
      month,
      product: day.product,
      category: day.category,
      lines: 0,
      revenue: 0,
      margin: 0,
      estimated_lines: 0,
      estimated_revenue: 0,
    };
    for (const column of ['lines', 'revenue', 'margin', 'estimated_lines', 'estimated_revenue']) {
      sum[column] = Math.round((Number(sum[column]) + Number(day[column])) * 100) / 100;
    }
    months.set(key, sum);
  }
  return [...months.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([, sum]) => sum);
}

/** Daily pair rows as each pair's history: its days ascending with the running totals. */
function runningPerPair(days: Record<string, unknown>[]) {
  const pairs = new Map<
    string,
    { a: string; b: string; days: string[]; orders: number[]; value: number[] }
  >();
  const sorted = [...days].sort((x, y) => (String(x.day) < String(y.day) ? -1 : 1));
  for (const day of sorted) {
    const key = `${day.a}|${day.b}`;
    const pair = pairs.get(key) ?? { a: String(day.a), b: String(day.b), days: [], orders: [], value: [] };
    pair.days.push(String(day.day));
    pair.orders.push((pair.orders.at(-1) ?? 0) + Number(day.orders));
    pair.value.push(Math.round(((pair.value.at(-1) ?? 0) + Number(day.value)) * 100) / 100);
    pairs.set(key, pair);
  }
  return [...pairs.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([, pair]) => pair);
}
