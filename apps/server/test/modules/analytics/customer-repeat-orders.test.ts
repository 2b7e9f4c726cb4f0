import type { CustomerRepeatOrdersReport } from '@ziskomer/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngines } from '../../helpers/test-db.ts';
import { order } from './customer-cohort-kit.ts';
import { createReportShop, type ReportShop } from './report-test-kit.ts';

/** "Today" is 30 June 2024 in Prague. */
const NOW = new Date('2024-06-30T08:00:00Z');
const H1 = 'period=custom&from=2024-01-01&to=2024-06-30';

describe.each(testEngines)('customer repeat-orders report on %s', (engine) => {
  let shop: ReportShop;
  const repeat = (query: string) =>
    shop.report<CustomerRepeatOrdersReport>('customer-repeat-orders', query).then((result) => result.data);

  beforeAll(async () => {
    shop = await createReportShop(engine, { now: NOW });
    await shop.addOrders([
      // A: 4 orders; 1st → 2nd 4 days, 2nd → 3rd 15 days. Revenue 1000, average 250.
      order('A1', 'a@example.cz', '2024-01-01T10:00:00', 100),
      order('A2', 'a@example.cz', '2024-01-05T10:00:00', 200),
      order('A3', 'a@example.cz', '2024-01-20T10:00:00', 300),
      order('A4', 'a@example.cz', '2024-03-01T10:00:00', 400),
      // B: 2 orders on the same day (gap 0). Revenue 1200, average 600.
      order('B1', 'b@example.cz', '2024-02-01T09:00:00', 500),
      order('B2', 'b@example.cz', '2024-02-01T18:00:00', 700),
      // C: 1 counted order (the second is cancelled). Revenue 80.
      order('C1', 'c@example.cz', '2024-03-10T10:00:00', 80),
      order('C2', 'c@example.cz', '2024-03-12T10:00:00', 90, { cancelled: true }),
      // D: 23:30 UTC on 31 Dec 2023 is 1 January in Prague (acquired in the period); back on
      // 1 May: 31 + 29 + 31 + 30 = 121 days. Revenue 100, average 50.
      order('D1', 'd@example.cz', '2023-12-31T23:30:00Z', 50),
      order('D2', 'd@example.cz', '2024-05-01T10:00:00', 50),
      // E: acquired before the period (not in its figures), still ordering in it: up-sell.
      // Revenue 4000, average 2000.
      order('E1', 'e@example.cz', '2023-06-01T10:00:00', 3000),
      order('E2', 'e@example.cz', '2024-02-15T10:00:00', 1000),
      // F: repeat customer whose latest order is before the period: not up-sell.
      order('F1', 'f@example.cz', '2023-06-01T10:00:00', 9000),
      order('F2', 'f@example.cz', '2023-07-01T10:00:00', 9000),
      order('N1', null, '2024-02-01T10:00:00', 5000),
    ]);
  });
  afterAll(() => shop.close());

  it('counts orders per customer and the days between the first orders', async () => {
    const data = await repeat(H1);
    // Acquired in the period: A, B, C, D; repeat: A, B, D.
    expect([data.customers, data.repeatCustomers, data.repeatRate]).toEqual([4, 3, 0.75]);
    expect(
      data.orderCounts.map((bucket) => [bucket.from, bucket.to, bucket.customers, bucket.revenue]),
    ).toEqual([
      [1, 1, 1, 80],
      [2, 2, 2, 1300],
      [3, 3, 0, 0],
      [4, 4, 1, 1000],
      [5, 5, 0, 0],
      [6, 10, 0, 0],
      [11, null, 0, 0],
    ]);
    // 1st → 2nd: A 4, B 0, D 121 → median 4, average 125 / 3 = 41.7.
    expect(data.firstToSecond).toMatchObject({ customers: 3, medianDays: 4, averageDays: 41.7 });
    expect(data.firstToSecond.buckets.map((bucket) => bucket.customers)).toEqual([2, 0, 0, 0, 0, 1, 0, 0]);
    // 2nd → 3rd: A alone, 15 days.
    expect(data.secondToThird).toMatchObject({ customers: 1, medianDays: 15, averageDays: 15 });
    expect(data.secondToThird.buckets.map((bucket) => bucket.customers)).toEqual([0, 0, 1, 0, 0, 0, 0, 0]);
    expect(data.cohorts).toEqual([
      { cohortMonth: '2024-01-01', customers: 2, repeatCustomers: 2, repeatRate: 1 },
      { cohortMonth: '2024-02-01', customers: 1, repeatCustomers: 1, repeatRate: 1 },
      { cohortMonth: '2024-03-01', customers: 1, repeatCustomers: 0, repeatRate: 0 },
    ]);
  });

  it('lists repeat customers still ordering by average order value', async () => {
    const { upsell } = await repeat(H1);
    expect(upsell.map((row) => [row.customerKey, row.orders, row.averageOrderValue, row.revenue])).toEqual([
      ['e@example.cz', 2, 2000, 4000],
      ['b@example.cz', 2, 600, 1200],
      ['a@example.cz', 4, 250, 1000],
      ['d@example.cz', 2, 50, 100],
    ]);
    // E: last order 15 Feb → 136 days; 2 orders over 259 days = 0.23 a month → high risk.
    // B: 150 days, both orders on one day count over one month = 2 a month → medium.
    expect(upsell.map((row) => [row.daysSinceLastOrder, row.churnRisk])).toEqual([
      [136, 'high'],
      [150, 'medium'],
      [121, 'medium'],
      [60, 'medium'],
    ]);
  });

  it('answers a single customer and an empty period', async () => {
    const march = await repeat('period=custom&from=2024-03-01&to=2024-03-31');
    expect([march.customers, march.repeatCustomers, march.repeatRate]).toEqual([1, 0, 0]);
    expect(march.firstToSecond).toMatchObject({ customers: 0, medianDays: null, averageDays: null });
    // Latest orders on or after 1 March: A (1 March) and D (1 May).
    expect(march.upsell.map((row) => row.customerKey)).toEqual(['a@example.cz', 'd@example.cz']);

    const june = await repeat('period=custom&from=2024-06-01&to=2024-06-30');
    expect([june.customers, june.repeatRate, june.cohorts, june.upsell]).toEqual([0, null, [], []]);
    expect(june.orderCounts.every((bucket) => bucket.customers === 0 && bucket.share === null)).toBe(true);
  });
});
