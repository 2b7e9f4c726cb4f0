import type { ProductsReport } from '@ziskomer/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngines } from '../../helpers/test-db.ts';
import { JUNE, PRODUCT_FIXTURE_ORDERS } from './product-report-fixture.ts';
import { createReportShop, type ReportShop } from './report-test-kit.ts';

const close = (value: number) => expect.closeTo(value, 6);

describe.each(testEngines)('products report on %s', (engine) => {
  let shop: ReportShop;

  beforeAll(async () => {
    shop = await createReportShop(engine, { now: new Date('2024-06-30T08:00:00Z') });
    await shop.addOrders(PRODUCT_FIXTURE_ORDERS);
  });
  afterAll(() => shop.close());

  it('sums June’s counted lines per product, the 23:30 UTC order on 1 June included', async () => {
    const { data } = await shop.report<ProductsReport>('products', JUNE);
    // Lines of P1, P2, P3, P5 (P4 cancelled, P6 on 1 July, P7 in May):
    // revenue 600 + 400 + 300 + 150 + 300 + 100 + 800 = 2650; margin 240 + 150 + 90 + 45 + 90 + 30
    // + 300 = 945; units 2 + 1 + 1 + 3 + 2 + 1 + 2 = 12; without VAT 80 % of each (every order's
    // ratio is 0.8) = 2120; 2 estimated lines (P2's KAVA and FILTR).
    expect(data.totals).toEqual({
      revenue: 2650,
      revenueWithoutVat: 2120,
      margin: 945,
      marginPercent: close(945 / 2650),
      quantity: 12,
      products: 5,
      categories: 6,
      estimatedLines: 2,
    });
    expect(data.previousTotals).toBeNull();
    expect(data.sort).toBe('revenue');
    // HRNEK 400 + 800 = 1200 in P1 and P5; KAVA 600 + 300 = 900 in P1 and P2 (margin 240 + 90).
    expect(
      data.products.map((row) => [row.key, row.name, row.orders, row.quantity, row.revenue, row.margin]),
    ).toEqual([
      ['HRNEK', 'Hrnek', 2, 3, 1200, 450],
      ['KAVA', 'Káva', 2, 3, 900, 330],
      ['CAJ', 'Čaj', 1, 2, 300, 90],
      ['FILTR', 'Filtry', 1, 3, 150, 45],
      ['SIRUP', 'Sirup', 1, 1, 100, 30],
    ]);
    expect(data.products[0]).toEqual({
      key: 'HRNEK',
      name: 'Hrnek',
      orders: 2,
      quantity: 3,
      revenue: 1200,
      revenueWithoutVat: 960,
      margin: 450,
      marginPercent: close(450 / 1200),
      revenueShare: close(1200 / 2650),
      estimatedLines: 0,
    });
    expect(data.products.find((row) => row.key === 'FILTR')?.estimatedLines).toBe(1);
  });

  it('ranks the top products by the chosen measure, ties by key', async () => {
    const keys = async (sort: string) =>
      (await shop.report<ProductsReport>('products', `${JUNE}&sort=${sort}`)).data.products.map(
        (row) => row.key,
      );
    // Units: FILTR, HRNEK and KAVA 3 each (by key), CAJ 2, SIRUP 1.
    expect(await keys('quantity')).toEqual(['FILTR', 'HRNEK', 'KAVA', 'CAJ', 'SIRUP']);
    // Orders: HRNEK and KAVA 2, the rest 1.
    expect(await keys('orders')).toEqual(['HRNEK', 'KAVA', 'CAJ', 'FILTR', 'SIRUP']);
    expect(await keys('margin')).toEqual(['HRNEK', 'KAVA', 'CAJ', 'FILTR', 'SIRUP']);
  });

  it('lists categories with Nezařazeno and trends the top 5 by week', async () => {
    const { data, meta } = await shop.report<ProductsReport>('products', `${JUNE}&granularity=week`);
    expect(meta.granularity).toBe('week');
    // Káva 600 + 300, Dárky 800 (HRNEK in P5), Doplňky 400, Čaj 300, Nezařazeno 150 (FILTR), Sirupy 100.
    expect(data.categories.map((row) => [row.category, row.revenue, row.margin, row.orders])).toEqual([
      ['Káva', 900, 330, 2],
      ['Dárky', 800, 300, 1],
      ['Doplňky', 400, 150, 1],
      ['Čaj', 300, 90, 1],
      ['Nezařazeno', 150, 45, 1],
      ['Sirupy', 100, 30, 1],
    ]);
    expect(data.categories[0]?.revenueShare).toBeCloseTo(900 / 2650, 6);
    // Weeks start on Monday: 1 June (Saturday) is in the week of 27 May.
    expect(data.categoryTrend.buckets).toEqual([
      '2024-05-27',
      '2024-06-03',
      '2024-06-10',
      '2024-06-17',
      '2024-06-24',
    ]);
    // Sirupy is 6th and left out of the top 5.
    expect(data.categoryTrend.series).toEqual([
      { category: 'Káva', revenue: [0, 600, 300, 0, 0], margin: [0, 240, 90, 0, 0] },
      { category: 'Dárky', revenue: [800, 0, 0, 0, 0], margin: [300, 0, 0, 0, 0] },
      { category: 'Doplňky', revenue: [0, 400, 0, 0, 0], margin: [0, 150, 0, 0, 0] },
      { category: 'Čaj', revenue: [0, 0, 0, 300, 0], margin: [0, 0, 0, 90, 0] },
      { category: 'Nezařazeno', revenue: [0, 0, 150, 0, 0], margin: [0, 0, 45, 0, 0] },
    ]);
  });

  it('compares with the previous 30 days (2–31 May: P7 only)', async () => {
    const { data, meta } = await shop.report<ProductsReport>('products', `${JUNE}&compare=true`);
    expect(meta.previous).toEqual({ from: '2024-05-02', to: '2024-05-31' });
    expect(data.previousTotals).toEqual({
      revenue: 300,
      revenueWithoutVat: 240,
      margin: 100,
      marginPercent: close(100 / 300),
      quantity: 1,
      products: 1,
      categories: 1,
      estimatedLines: 0,
    });
  });

  it('answers an empty period with zeros and empty lists', async () => {
    const { data, meta } = await shop.report<ProductsReport>(
      'products',
      'period=custom&from=2024-01-01&to=2024-01-31',
    );
    expect(meta.hasOrders).toBe(true);
    expect(data.totals).toEqual({
      revenue: 0,
      revenueWithoutVat: 0,
      margin: 0,
      marginPercent: null,
      quantity: 0,
      products: 0,
      categories: 0,
      estimatedLines: 0,
    });
    expect(data.products).toEqual([]);
    expect(data.categories).toEqual([]);
    expect(data.categoryTrend.series).toEqual([]);
    expect(data.categoryTrend.buckets).toHaveLength(31);
  });

  it('refuses an unknown sort', async () => {
    const response = await shop.t.call('GET', `/api/shops/${shop.shopId}/analytics/products?sort=price`, {
      cookie: shop.owner.cookie,
    });
    expect(response.status).toBe(422);
  });
});
