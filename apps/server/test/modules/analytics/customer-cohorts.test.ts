import type { CustomerCohortsReport } from '@ziskomer/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngines } from '../../helpers/test-db.ts';
import { deleteOrders, expectRollupsMatchOrders, order, upsertOrders } from './customer-cohort-kit.ts';
import { createReportShop, type ReportShop } from './report-test-kit.ts';

/** "Today" is 30 June 2024 in Prague. */
const NOW = new Date('2024-06-30T08:00:00Z');
const JAN_FEB = 'period=custom&from=2024-01-01&to=2024-02-29';

describe.each(testEngines)('customer cohorts report on %s', (engine) => {
  let shop: ReportShop;
  const cohorts = (query: string) =>
    shop.report<CustomerCohortsReport>('customer-cohorts', query).then((result) => result.data);
  const shape = (data: CustomerCohortsReport) =>
    data.cohorts.map((row) => [
      row.cohortMonth,
      row.customers,
      row.cells.map((cell) => cell.activeCustomers),
    ]);

  beforeAll(async () => {
    shop = await createReportShop(engine, { now: NOW });
    await shop.addOrders([
      // Ann: January cohort, back twice in March.
      order('A1', 'ann@example.cz', '2024-01-10T10:00:00', 1000, { margin: 300 }),
      order('A2', 'ann@example.cz', '2024-03-05T10:00:00', 500, { margin: 150 }),
      order('A3', 'ann@example.cz', '2024-03-20T10:00:00', 200, { margin: 60 }),
      // Bob: 23:30 UTC on 31 January is 00:30 on 1 February in Prague → February cohort.
      order('B1', 'Bob@Example.cz', '2024-01-31T23:30:00Z', 400, { margin: 100 }),
      order('B2', 'bob@example.cz', '2024-02-10T10:00:00', 300, { margin: 90 }),
      // Cyd: January; the February order is cancelled and does not make her active then.
      order('C1', 'cyd@example.cz', '2024-01-15T10:00:00', 800, { margin: 200 }),
      order('C2', 'cyd@example.cz', '2024-02-15T10:00:00', 999, { cancelled: true }),
      // Dan only ever cancelled: no customer. An order without a customer is left out.
      order('D1', 'dan@example.cz', '2024-02-20T10:00:00', 700, { cancelled: true }),
      order('N1', null, '2024-01-20T10:00:00', 5000),
      // Eve: June cohort; her order is the shop's latest (29 June) → cohorts are followed to June.
      order('E1', 'eve@example.cz', '2024-06-29T10:00:00', 100, { margin: 30 }),
    ]);
  });
  afterAll(() => shop.close());

  it('follows each cohort month by month to the month of the latest order', async () => {
    const data = await cohorts(JAN_FEB);
    expect(data.observedThrough).toBe('2024-06-29');
    // January: Ann and Cyd (size 2), only Ann active in March; February: Bob alone.
    expect(shape(data)).toEqual([
      ['2024-01-01', 2, [2, 0, 1, 0, 0, 0]],
      ['2024-02-01', 1, [1, 0, 0, 0, 0]],
    ]);
    const january = data.cohorts[0]!.cells;
    expect(january.map((cell) => cell.retention)).toEqual([1, 0, 0.5, 0, 0, 0]);
    // January revenue 1000 + 800 (the order without a customer is not in it); March 500 + 200.
    expect(january.map((cell) => [cell.orders, cell.revenue, cell.margin])).toEqual([
      [2, 1800, 500],
      [0, 0, 0],
      [2, 700, 210],
      [0, 0, 0],
      [0, 0, 0],
      [0, 0, 0],
    ]);
    // Cumulative revenue per customer: 1800 / 2 = 900; then (1800 + 700) / 2 = 1250.
    expect(january.map((cell) => cell.cumulativeRevenuePerCustomer)).toEqual([
      900, 900, 1250, 1250, 1250, 1250,
    ]);
    expect(data.cohorts[1]!.cells[0]).toMatchObject({ orders: 2, revenue: 700, margin: 190 });
    // Averages weighted by size: month 2 = (1 + 0) / (2 + 1). June holds today (30 June): it is
    // not finished, so February's month 4 and January's month 5 (both June) are left out —
    // month 4 is January alone and month 5, which only June reaches yet, is not averaged at all.
    expect(data.averages.map((average) => [average.offset, average.cohorts, average.retention])).toEqual([
      [0, 2, 1],
      [1, 2, 0],
      [2, 2, 1 / 3],
      [3, 2, 0],
      [4, 1, 0],
    ]);
    expect(data.averages[4]).toMatchObject({ customers: 2, cumulativeRevenuePerCustomer: 1250 });
    expect(data.totals).toEqual({ customers: 3, orders: 6, revenue: 3200, margin: 900 });
    await expectRollupsMatchOrders(shop);
  });

  it('has a single-customer cohort and nothing for a period without first orders', async () => {
    const june = await cohorts('period=custom&from=2024-06-01&to=2024-06-30');
    expect(shape(june)).toEqual([['2024-06-01', 1, [1]]]);
    const empty = await cohorts('period=custom&from=2023-01-01&to=2023-03-31');
    expect(empty.cohorts).toEqual([]);
    expect(empty.averages).toEqual([]);
    expect(empty.totals).toEqual({ customers: 0, orders: 0, revenue: 0, margin: 0 });
  });

  it('moves a customer to an earlier cohort when an earlier first order arrives', async () => {
    await shop.addOrders([order('C0', 'cyd@example.cz', '2023-12-20T10:00:00', 300, { margin: 90 })]);
    const data = await cohorts('period=custom&from=2023-12-01&to=2024-02-29');
    // Cyd now starts in December and is active in January; January keeps Ann alone.
    expect(shape(data)).toEqual([
      ['2023-12-01', 1, [1, 1, 0, 0, 0, 0, 0]],
      ['2024-01-01', 1, [1, 0, 1, 0, 0, 0]],
      ['2024-02-01', 1, [1, 0, 0, 0, 0]],
    ]);
    expect(data.cohorts[1]!.cells[0]).toMatchObject({ orders: 1, revenue: 1000 });
    await expectRollupsMatchOrders(shop);
  });

  it('moves her back when that order is cancelled, and follows other cancellations', async () => {
    await upsertOrders(shop, [
      order('C0', 'cyd@example.cz', '2023-12-20T10:00:00', 300, { margin: 90, cancelled: true }),
      // Ann's second March order is cancelled too: March keeps Ann active with one order.
      order('A3', 'ann@example.cz', '2024-03-20T10:00:00', 200, { margin: 60, cancelled: true }),
    ]);
    const data = await cohorts('period=custom&from=2023-12-01&to=2024-02-29');
    expect(shape(data)).toEqual([
      ['2024-01-01', 2, [2, 0, 1, 0, 0, 0]],
      ['2024-02-01', 1, [1, 0, 0, 0, 0]],
    ]);
    expect(data.cohorts[0]!.cells[2]).toMatchObject({ orders: 1, revenue: 500 });
    await expectRollupsMatchOrders(shop);
  });

  it('moves a customer to a later cohort when the first order is deleted, and empties with the data', async () => {
    await deleteOrders(shop, ['A1']);
    const data = await cohorts('period=custom&from=2024-01-01&to=2024-03-31');
    // Ann's first counted order is now 5 March: January holds Cyd alone, March Ann.
    expect(shape(data)).toEqual([
      ['2024-01-01', 1, [1, 0, 0, 0, 0, 0]],
      ['2024-02-01', 1, [1, 0, 0, 0, 0]],
      ['2024-03-01', 1, [1, 0, 0, 0]],
    ]);
    await expectRollupsMatchOrders(shop);

    const deleted = await shop.t.call('DELETE', `/api/shops/${shop.shopId}/orders`, {
      cookie: shop.owner.cookie,
    });
    expect(deleted.status).toBe(200);
    const none = await cohorts('period=all');
    expect(none.cohorts).toEqual([]);
    await expectRollupsMatchOrders(shop);
  });
});
