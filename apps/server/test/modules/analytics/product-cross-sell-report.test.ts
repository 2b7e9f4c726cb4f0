import type { OrderInput, ProductCrossSellReport } from '@ziskomer/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngines } from '../../helpers/test-db.ts';
import { createReportShop, type ReportShop } from './report-test-kit.ts';

/**
 * Baskets of one customer in Europe/Prague (product keys in upper-case ASCII, so the pair order
 * A < B is the same under any collation):
 *
 *  order  Prague day                          products              revenue
 *  O1     3 June                              KAVA, FILTR             500
 *  O2     5 June                              KAVA, FILTR, HRNEK      900
 *  O3     10 June                             KAVA, FILTR             600
 *  O4     15 June                             KAVA, HRNEK             700
 *  O5     20 June                             KAVA (on two lines)     300
 *  O6     20 June                             CAJ                     200
 *  O7     30 June                             FILTR, HRNEK            400
 *  O8     12 June, cancelled                  KAVA, FILTR, MLYNEK    1500
 *  O9     12 June, no lines                   —                      1000
 *  O10    1 June (23:30 UTC on 31 May)        KAVA, MLYNEK            800
 *  O11    1 July (22:30 UTC on 30 June)       KAVA, FILTR, SIRUP     1000
 *
 * June: 8 baskets (O1–O7, O10; O8 is cancelled, O9 has no lines), 6 with two or more products.
 * Orders holding: KAVA 6 (O1–O5, O10), FILTR 4 (O1–O3, O7), HRNEK 3 (O2, O4, O7), CAJ 1, MLYNEK 1.
 * Pairs: FILTR+KAVA 3 (O1–O3, 500 + 900 + 600 = 2000), FILTR+HRNEK 2 (O2, O7: 1300),
 *        HRNEK+KAVA 2 (O2, O4: 1600), KAVA+MLYNEK 1 (O10: 800).
 *  FILTR+KAVA:  support 3/8 = 0.375; FILTR→KAVA 3/4 = 0.75; KAVA→FILTR 3/6 = 0.5; lift 3·8/(4·6) = 1
 *  FILTR+HRNEK: support 2/8 = 0.25;  FILTR→HRNEK 2/4 = 0.5; HRNEK→FILTR 2/3;      lift 2·8/(4·3) = 4/3
 *  HRNEK+KAVA:  support 0.25;        HRNEK→KAVA 2/3;        KAVA→HRNEK 2/6 = 1/3; lift 2·8/(3·6) = 8/9
 *  KAVA+MLYNEK: support 1/8;         KAVA→MLYNEK 1/6;       MLYNEK→KAVA 1;        lift 1·8/(6·1) = 4/3
 */
const customer = { customerEmail: 'petr.svoboda@example.cz', customerName: 'Petr Svoboda' };
const item = (code: string, unitPrice = 100) => ({ productCode: code, productName: NAMES[code]!, unitPrice });
const NAMES: Record<string, string> = {
  KAVA: 'Káva Etiopie',
  FILTR: 'Papírové filtry',
  HRNEK: 'Hrnek',
  CAJ: 'Čaj',
  MLYNEK: 'Mlýnek',
  SIRUP: 'Sirup',
};
const basket = (
  orderId: string,
  orderDate: string,
  revenue: number,
  codes: string[],
  extra: Partial<OrderInput> = {},
) => ({
  orderId,
  orderDate,
  revenue,
  ...customer,
  items: codes.map((code) => item(code)),
  ...extra,
});

const ORDERS: OrderInput[] = [
  basket('O1', '2024-06-03T10:00:00+02:00', 500, ['KAVA', 'FILTR']),
  basket('O2', '2024-06-05T10:00:00+02:00', 900, ['KAVA', 'FILTR', 'HRNEK']),
  basket('O3', '2024-06-10T10:00:00+02:00', 600, ['KAVA', 'FILTR']),
  basket('O4', '2024-06-15T10:00:00+02:00', 700, ['KAVA', 'HRNEK']),
  basket('O5', '2024-06-20T10:00:00+02:00', 300, ['KAVA', 'KAVA']),
  basket('O6', '2024-06-20T11:00:00+02:00', 200, ['CAJ']),
  basket('O7', '2024-06-30T10:00:00+02:00', 400, ['FILTR', 'HRNEK']),
  basket('O8', '2024-06-12T10:00:00+02:00', 1500, ['KAVA', 'FILTR', 'MLYNEK'], { cancelled: true }),
  basket('O9', '2024-06-12T11:00:00+02:00', 1000, []),
  basket('O10', '2024-05-31T23:30:00Z', 800, ['KAVA', 'MLYNEK']),
  basket('O11', '2024-06-30T22:30:00Z', 1000, ['KAVA', 'FILTR', 'SIRUP']),
];

// June is one whole month: the report reads the monthly pair rollup alone.
const JUNE = 'period=custom&from=2024-06-01&to=2024-06-30';
const close = (value: number) => expect.closeTo(value, 6);

describe.each(testEngines)('product cross-sell report on %s', (engine) => {
  let shop: ReportShop;
  const report = async (query: string) =>
    (await shop.report<ProductCrossSellReport>('product-cross-sell', query)).data;
  const pairKeys = (data: ProductCrossSellReport) =>
    data.pairs.map((pair) => `${pair.productA.key}+${pair.productB.key}:${pair.pairOrders}`);

  beforeAll(async () => {
    shop = await createReportShop(engine, { now: new Date('2024-07-02T08:00:00Z') });
    await shop.addOrders(ORDERS);
  });
  afterAll(() => shop.close());

  it('gives every pair its frequency, support, confidence both ways, lift and order value', async () => {
    const data = await report(`${JUNE}&minPairs=1`);
    expect(data.totals).toEqual({
      orders: 8,
      // 500 + 900 + 600 + 700 + 300 + 200 + 400 + 800
      revenue: 4400,
      multiProductOrders: 6,
      // all but O5 and O6: 4400 − 300 − 200
      multiProductRevenue: 3900,
      pairs: 4,
    });
    expect(data.pairs).toEqual([
      {
        productA: { key: 'FILTR', name: 'Papírové filtry' },
        productB: { key: 'KAVA', name: 'Káva Etiopie' },
        pairOrders: 3,
        ordersA: 4,
        ordersB: 6,
        support: 0.375,
        confidenceAB: 0.75,
        confidenceBA: 0.5,
        lift: 1,
        totalOrderValue: 2000,
        avgOrderValue: close(2000 / 3),
      },
      {
        productA: { key: 'FILTR', name: 'Papírové filtry' },
        productB: { key: 'HRNEK', name: 'Hrnek' },
        pairOrders: 2,
        ordersA: 4,
        ordersB: 3,
        support: 0.25,
        confidenceAB: 0.5,
        confidenceBA: close(2 / 3),
        lift: close(4 / 3),
        totalOrderValue: 1300,
        avgOrderValue: 650,
      },
      {
        productA: { key: 'HRNEK', name: 'Hrnek' },
        productB: { key: 'KAVA', name: 'Káva Etiopie' },
        pairOrders: 2,
        ordersA: 3,
        ordersB: 6,
        support: 0.25,
        confidenceAB: close(2 / 3),
        confidenceBA: close(1 / 3),
        lift: close(8 / 9),
        totalOrderValue: 1600,
        avgOrderValue: 800,
      },
      {
        productA: { key: 'KAVA', name: 'Káva Etiopie' },
        productB: { key: 'MLYNEK', name: 'Mlýnek' },
        pairOrders: 1,
        ordersA: 6,
        ordersB: 1,
        support: 0.125,
        confidenceAB: close(1 / 6),
        confidenceBA: 1,
        lift: close(4 / 3),
        totalOrderValue: 800,
        avgOrderValue: 800,
      },
    ]);
  });

  it('ranks by lift or by the stronger confidence, ties by frequency then keys', async () => {
    // Lift: FILTR+HRNEK and KAVA+MLYNEK 4/3 (2 orders before 1), FILTR+KAVA 1, HRNEK+KAVA 8/9.
    expect(pairKeys(await report(`${JUNE}&minPairs=1&sort=lift`))).toEqual([
      'FILTR+HRNEK:2',
      'KAVA+MLYNEK:1',
      'FILTR+KAVA:3',
      'HRNEK+KAVA:2',
    ]);
    // Stronger direction: KAVA+MLYNEK 1, FILTR+KAVA 0.75, FILTR+HRNEK and HRNEK+KAVA 2/3.
    expect(pairKeys(await report(`${JUNE}&minPairs=1&sort=confidence`))).toEqual([
      'KAVA+MLYNEK:1',
      'FILTR+KAVA:3',
      'FILTR+HRNEK:2',
      'HRNEK+KAVA:2',
    ]);
  });

  it('leaves out pairs bought together fewer times than the minimum (3 by default)', async () => {
    const byDefault = await report(JUNE);
    expect(byDefault.minPairOrders).toBe(3);
    expect(pairKeys(byDefault)).toEqual(['FILTR+KAVA:3']);
    expect(byDefault.totals.pairs).toBe(1);
    const two = await report(`${JUNE}&minPairs=2`);
    expect(pairKeys(two)).toEqual(['FILTR+KAVA:3', 'FILTR+HRNEK:2', 'HRNEK+KAVA:2']);
    expect(two.totals.pairs).toBe(3);
  });

  it('counts any period to the day, across months and within one', async () => {
    // 31 May – 1 July: June, 31 May and 1 July (O11), from the pairs' running totals.
    const wider = await report('period=custom&from=2024-05-31&to=2024-07-01&minPairs=1');
    expect(wider.totals.orders).toBe(9);
    expect(pairKeys(wider)).toEqual([
      'FILTR+KAVA:4',
      'FILTR+HRNEK:2',
      'HRNEK+KAVA:2',
      'FILTR+SIRUP:1',
      'KAVA+MLYNEK:1',
      'KAVA+SIRUP:1',
    ]);
    expect(wider.pairs[0]?.totalOrderValue).toBe(3000);
    // 1–29 June: O7 (30 June) drops out: FILTR+HRNEK only in O2.
    const days = await report('period=custom&from=2024-06-01&to=2024-06-29&minPairs=1');
    expect(pairKeys(days)).toEqual(['FILTR+KAVA:3', 'HRNEK+KAVA:2', 'FILTR+HRNEK:1', 'KAVA+MLYNEK:1']);
    // The 23:30 UTC order of 31 May is a June order in Prague: May alone has no basket.
    const may = await report('period=custom&from=2024-05-01&to=2024-05-31&minPairs=1');
    expect(may.totals.orders).toBe(0);
  });

  it('lists what is bought with the best seller unless a product is chosen', async () => {
    const data = await report(JUNE);
    expect(data.products).toEqual([
      { key: 'KAVA', name: 'Káva Etiopie', orders: 6 },
      { key: 'FILTR', name: 'Papírové filtry', orders: 4 },
      { key: 'HRNEK', name: 'Hrnek', orders: 3 },
      { key: 'CAJ', name: 'Čaj', orders: 1 },
      { key: 'MLYNEK', name: 'Mlýnek', orders: 1 },
    ]);
    expect(data.selected).toEqual({ key: 'KAVA', name: 'Káva Etiopie', orders: 6 });
    // KAVA→FILTR 3/6, lift 1; KAVA→HRNEK 2/6, lift 8/9; KAVA→MLYNEK 1/6, lift 4/3.
    expect(data.boughtTogether).toEqual([
      {
        product: { key: 'FILTR', name: 'Papírové filtry' },
        pairOrders: 3,
        orders: 4,
        confidence: 0.5,
        lift: 1,
        avgOrderValue: close(2000 / 3),
      },
      {
        product: { key: 'HRNEK', name: 'Hrnek' },
        pairOrders: 2,
        orders: 3,
        confidence: close(1 / 3),
        lift: close(8 / 9),
        avgOrderValue: 800,
      },
      {
        product: { key: 'MLYNEK', name: 'Mlýnek' },
        pairOrders: 1,
        orders: 1,
        confidence: close(1 / 6),
        lift: close(4 / 3),
        avgOrderValue: 800,
      },
    ]);
  });

  it('breaks ties among partners by lift and keeps a chosen product that sold nothing', async () => {
    // HRNEK: FILTR and KAVA both 2 orders; FILTR's lift 4/3 beats KAVA's 8/9.
    const hrnek = await report(`${JUNE}&product=HRNEK`);
    expect(hrnek.selected).toEqual({ key: 'HRNEK', name: 'Hrnek', orders: 3 });
    expect(hrnek.boughtTogether.map((row) => [row.product.key, row.pairOrders, row.confidence])).toEqual([
      ['FILTR', 2, close(2 / 3)],
      ['KAVA', 2, close(2 / 3)],
    ]);
    // CAJ was bought alone.
    expect((await report(`${JUNE}&product=CAJ`)).boughtTogether).toEqual([]);
    // SIRUP sold only on 1 July: June knows its name but no pair.
    const sirup = await report(`${JUNE}&product=SIRUP`);
    expect(sirup.selected).toEqual({ key: 'SIRUP', name: 'Sirup', orders: 0 });
    expect(sirup.boughtTogether).toEqual([]);
    expect(sirup.products.at(-1)).toEqual({ key: 'SIRUP', name: 'Sirup', orders: 0 });
  });

  it('answers an empty period with nothing to choose', async () => {
    const data = await report('period=custom&from=2024-01-01&to=2024-01-31');
    expect(data).toEqual({
      sort: 'frequency',
      minPairOrders: 3,
      totals: { orders: 0, revenue: 0, multiProductOrders: 0, multiProductRevenue: 0, pairs: 0 },
      pairs: [],
      products: [],
      selected: null,
      boughtTogether: [],
    });
  });
});
