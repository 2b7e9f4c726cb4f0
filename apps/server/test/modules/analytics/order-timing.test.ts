import type { OrderInput, OrderTimingReport } from '@ziskomer/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countWeekdays } from '../../../src/modules/analytics/reports/order-timing-report.ts';
import { testEngines } from '../../helpers/test-db.ts';
import { createReportShop, type ReportShop } from './report-test-kit.ts';

const order = (
  orderId: string,
  orderDate: string,
  revenue: number,
  customerEmail: string | null,
  extra: Partial<OrderInput> = {},
): OrderInput => ({ orderId, orderDate, revenue, customerEmail, ...extra });

/** The non-empty cells as 'weekday/hour orders revenue'. */
const filled = (data: OrderTimingReport) =>
  data.cells.filter((cell) => cell.orders > 0).map((c) => `${c.weekday}/${c.hour} ${c.orders} ${c.revenue}`);

// Europe/Prague: CET (+1) until Sunday 31 March 2024 01:00 UTC, CEST (+2) after.
const FIXTURE: OrderInput[] = [
  // 00:30 UTC on the last Sunday of March is 01:30 CET: Sunday, hour 1.
  order('O1', '2024-03-31T00:30:00Z', 100, 'eva@example.cz'),
  // 01:30 UTC the same night is 03:30 CEST (2:00–2:59 did not exist): Sunday, hour 3.
  order('O2', '2024-03-31T01:30:00Z', 200, null),
  // 23:30 UTC on Monday 1 April is 01:30 on Tuesday 2 April in Prague.
  order('O3', '2024-04-01T23:30:00Z', 300, 'filip@example.cz'),
  order('O4', '2024-04-02T18:15:00Z', 1000, 'eva@example.cz'), // Tue 20:15
  order('O5', '2024-04-09T18:45:00Z', 500, 'eva@example.cz'), // Tue 20:45
  // Cancelled: neither in the heatmap nor a gap (else eva's next gap would change).
  order('O6', '2024-04-09T18:50:00Z', 9999, 'eva@example.cz', { cancelled: true }),
  order('O7', '2024-04-10T08:00:00Z', 400, 'hana@example.cz'), // Wed 10:00
  // gustav ordered on 10 January, before the period, and again on Wednesday 10 April at 10:30.
  order('G1', '2024-01-10T10:00:00+01:00', 700, 'gustav@example.cz'),
  order('G2', '2024-04-10T08:30:00Z', 600, 'gustav@example.cz'),
];

describe.each(testEngines)('order timing report on %s', (engine) => {
  let shop: ReportShop;

  beforeAll(async () => {
    // Monday 15 April 2024, 10:00 UTC.
    shop = await createReportShop(engine, { now: new Date('2024-04-15T10:00:00Z') });
    await shop.addOrders(FIXTURE);
  });
  afterAll(() => shop.close());

  it('places counted orders by weekday and hour in the shop zone, across the DST change', async () => {
    // 25 March (Monday) … 14 April (Sunday): three whole weeks.
    const { data } = await shop.report<OrderTimingReport>(
      'order-timing',
      'period=custom&from=2024-03-25&to=2024-04-14',
    );
    expect(data.cells).toHaveLength(168);
    expect(data.cells[0]).toEqual({ weekday: 1, hour: 0, orders: 0, revenue: 0 });
    expect(filled(data)).toEqual([
      '2/1 1 300', // O3
      '2/20 2 1500', // O4 + O5
      '3/10 2 1000', // O7 + G2
      '7/1 1 100', // O1
      '7/3 1 200', // O2
    ]);
    expect(data.totals).toEqual({ orders: 7, revenue: 3100 });
    expect(data.weekdayDays).toEqual([3, 3, 3, 3, 3, 3, 3]);
    expect(data.previousTotals).toBeNull();
  });

  it("measures the days since each customer's previous counted order", async () => {
    const { data } = await shop.report<OrderTimingReport>(
      'order-timing',
      'period=custom&from=2024-03-25&to=2024-04-14',
    );
    // eva: 31.3. → 2.4. = 2 days, 2.4. → 9.4. = 7 days (O6 is cancelled);
    // gustav: 10.1. → 10.4. = 21 + 29 + 31 + 10 = 91 days; O1, O3 and O7 are first orders, O2 has no customer.
    expect(data.gaps.orders).toBe(3);
    expect(data.gaps.medianDays).toBe(7);
    expect(data.gaps.meanDays).toBeCloseTo(100 / 3, 10);
    // From 1 January: three whole months (monthly counts) and 1–14 April (daily ones); gustav's
    // first order of 10 January has no gap, so the same three repeat orders.
    const longer = await shop.report<OrderTimingReport>(
      'order-timing',
      'period=custom&from=2024-01-01&to=2024-04-14',
    );
    expect(longer.data.gaps).toMatchObject({ orders: 3, medianDays: 7 });
    expect(data.gaps.buckets.map((bucket) => [bucket.from, bucket.to, bucket.orders])).toEqual([
      [0, 7, 2],
      [8, 14, 0],
      [15, 30, 0],
      [31, 60, 0],
      [61, 90, 0],
      [91, 180, 1],
      [181, 365, 0],
      [366, null, 0],
    ]);
  });

  it('compares with the previous period', async () => {
    // 1.–14. 4. against 18.–31. 3.: O1 and O2 fall in the previous period, O1 being eva's first order.
    const { data, meta } = await shop.report<OrderTimingReport>(
      'order-timing',
      'period=custom&from=2024-04-01&to=2024-04-14&compare=1',
    );
    expect(meta.previous).toEqual({ from: '2024-03-18', to: '2024-03-31' });
    expect(data.totals).toEqual({ orders: 5, revenue: 2800 });
    expect(data.previousTotals).toEqual({ orders: 2, revenue: 300 });
    expect(data.gaps.orders).toBe(3);
    expect(data.previousGaps).toMatchObject({ orders: 0, medianDays: null, meanDays: null });
  });

  it('answers an empty period with zeros', async () => {
    const { data, meta } = await shop.report<OrderTimingReport>(
      'order-timing',
      'period=custom&from=2023-01-01&to=2023-01-31',
    );
    expect(meta.hasOrders).toBe(true);
    expect(filled(data)).toEqual([]);
    expect(data.totals).toEqual({ orders: 0, revenue: 0 });
    expect(data.gaps).toMatchObject({ orders: 0, medianDays: null, meanDays: null });
    // January 2023 starts on a Sunday: 5 Sundays, Mondays and Tuesdays, 4 of the rest.
    expect(data.weekdayDays).toEqual([5, 5, 4, 4, 4, 4, 5]);
  });

  it('follows a single customer and a new earlier order of theirs', async () => {
    // hana alone: one first order. An earlier order of hana on 3 April makes the one of 10 April
    // a repeat order 7 days later, although its own day did not change.
    const before = await shop.report<OrderTimingReport>(
      'order-timing',
      'period=custom&from=2024-04-10&to=2024-04-10',
    );
    // On 10 April: O7 (hana, first order) and G2 (gustav, 91 days).
    expect(before.data.gaps.orders).toBe(1);
    await shop.addOrders([order('H0', '2024-04-03T09:00:00+02:00', 50, 'hana@example.cz')]);
    const after = await shop.report<OrderTimingReport>(
      'order-timing',
      'period=custom&from=2024-04-10&to=2024-04-10',
    );
    expect(after.data.gaps.orders).toBe(2);
    expect(after.data.gaps.medianDays).toBe((7 + 91) / 2);
    expect(after.data.gaps.buckets[0]?.orders).toBe(1);
  });
});

describe('weekdays of a period', () => {
  it('counts each weekday, Monday first', () => {
    expect(countWeekdays({ from: '2024-04-01', to: '2024-04-01' })).toEqual([1, 0, 0, 0, 0, 0, 0]);
    // 2024-04-03 is a Wednesday; 10 days: Wed … Fri of the next week.
    expect(countWeekdays({ from: '2024-04-03', to: '2024-04-12' })).toEqual([1, 1, 2, 2, 2, 1, 1]);
  });
});
