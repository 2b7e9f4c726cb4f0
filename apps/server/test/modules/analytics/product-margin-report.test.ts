import type { ProductMarginReport } from '@ziskomer/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngines } from '../../helpers/test-db.ts';
import { JUNE, PRODUCT_FIXTURE_ORDERS } from './product-report-fixture.ts';
import { createReportShop, type ReportShop } from './report-test-kit.ts';

const close = (value: number) => expect.closeTo(value, 6);

describe.each(testEngines)('product margin report on %s', (engine) => {
  let shop: ReportShop;

  beforeAll(async () => {
    shop = await createReportShop(engine, { now: new Date('2024-06-30T08:00:00Z') });
    await shop.addOrders(PRODUCT_FIXTURE_ORDERS);
  });
  afterAll(() => shop.close());

  it('keeps the estimated part of the margin apart in the totals', async () => {
    const { data } = await shop.report<ProductMarginReport>('product-margin', JUNE);
    // June's 7 counted lines: revenue 2650, margin 945. Estimated: P2's KAVA (300 → 90) and FILTR
    // (150 → 45) = 2 lines, 450 revenue, 135 margin, 450 / 2650 of revenue. The real lines alone:
    // 2650 − 450 = 2200 revenue, 945 − 135 = 810 margin, 810 / 2200 ≈ 36.8 %.
    expect(data.totals).toEqual({
      lines: 7,
      quantity: 12,
      revenue: 2650,
      margin: 945,
      marginPercent: close(945 / 2650),
      estimatedLines: 2,
      estimatedRevenue: 450,
      estimatedMargin: 135,
      estimatedShare: close(450 / 2650),
      estimate: 'partial',
      realRevenue: 2200,
      realMargin: 810,
      realMarginPercent: close(810 / 2200),
      products: 5,
    });
    expect(data.previousTotals).toBeNull();
  });

  it('marks each product real, partly or fully estimated', async () => {
    const { data } = await shop.report<ProductMarginReport>('product-margin', JUNE);
    // By revenue. HRNEK sold 800 in Dárky (P5) and 400 in Doplňky (P1): its category is Dárky.
    // KAVA: P1's line is real (240), P2's the estimate (90): partial, 300 of 900 estimated.
    // FILTR: its only line is estimated.
    expect(
      data.products.map((row) => [row.key, row.category, row.revenue, row.margin, row.estimate]),
    ).toEqual([
      ['HRNEK', 'Dárky', 1200, 450, 'real'],
      ['KAVA', 'Káva', 900, 330, 'partial'],
      ['CAJ', 'Čaj', 300, 90, 'real'],
      ['FILTR', 'Nezařazeno', 150, 45, 'estimated'],
      ['SIRUP', 'Sirupy', 100, 30, 'real'],
    ]);
    expect(data.products[1]).toEqual({
      key: 'KAVA',
      name: 'Káva',
      category: 'Káva',
      lines: 2,
      quantity: 3,
      revenue: 900,
      margin: 330,
      marginPercent: close(330 / 900),
      estimatedLines: 1,
      estimatedRevenue: 300,
      estimatedMargin: 90,
      estimatedShare: close(300 / 900),
      estimate: 'partial',
    });
    expect(data.products[3]).toMatchObject({ estimatedShare: 1, marginPercent: close(0.3) });
  });

  it('sums categories, lines without one as Nezařazeno', async () => {
    const { data } = await shop.report<ProductMarginReport>('product-margin', JUNE);
    expect(
      data.categories.map((row) => [row.category, row.products, row.revenue, row.margin, row.estimate]),
    ).toEqual([
      ['Káva', 1, 900, 330, 'partial'],
      ['Dárky', 1, 800, 300, 'real'],
      ['Doplňky', 1, 400, 150, 'real'],
      ['Čaj', 1, 300, 90, 'real'],
      ['Nezařazeno', 1, 150, 45, 'estimated'],
      ['Sirupy', 1, 100, 30, 'real'],
    ]);
  });

  it('compares with 2–31 May and answers an empty period', async () => {
    const compared = await shop.report<ProductMarginReport>('product-margin', `${JUNE}&compare=1`);
    // P7: one real line, 300 revenue, 100 margin.
    expect(compared.data.previousTotals).toMatchObject({
      lines: 1,
      revenue: 300,
      margin: 100,
      estimatedLines: 0,
      estimate: 'real',
      realMarginPercent: close(100 / 300),
    });
    const empty = await shop.report<ProductMarginReport>(
      'product-margin',
      'period=custom&from=2024-01-01&to=2024-01-31',
    );
    expect(empty.data.products).toEqual([]);
    expect(empty.data.categories).toEqual([]);
    expect(empty.data.totals).toMatchObject({
      lines: 0,
      revenue: 0,
      margin: 0,
      marginPercent: null,
      realMarginPercent: null,
      estimate: 'real',
      estimatedShare: 0,
    });
  });
});
