import type { CustomerJourneyReport, JourneyLink, OrderInput } from '@ziskomer/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngines } from '../../helpers/test-db.ts';
import { createReportShop, type ReportShop } from './report-test-kit.ts';

const order = (
  orderId: string,
  orderDate: string,
  customerEmail: string | null,
  acquisitionSource: string | null,
  extra: Partial<OrderInput> = {},
): OrderInput => ({ orderId, orderDate, customerEmail, acquisitionSource, revenue: 500, ...extra });

// All times in Prague (CET +01:00 until 31 March, CEST +02:00 after).
const FIXTURE: OrderInput[] = [
  // anna: google → seznam (10 days later) → Google → (none): 4 orders.
  order('A1', '2024-03-02T10:00:00+01:00', 'anna@example.cz', 'google'),
  order('A2', '2024-03-12T10:00:00+01:00', 'anna@example.cz', 'seznam'),
  order('A3', '2024-04-20T10:00:00+02:00', 'anna@example.cz', 'Google'),
  order('A4', '2024-05-01T10:00:00+02:00', 'anna@example.cz', null),
  // bob: google → google 20 days later.
  order('B1', '2024-03-05T10:00:00+01:00', 'bob@example.cz', 'google'),
  order('B2', '2024-03-25T10:00:00+01:00', 'bob@example.cz', 'google'),
  // cyril: no source; his second order is cancelled, so he has one order.
  order('C1', '2024-03-10T10:00:00+01:00', 'cyril@example.cz', null),
  order('C2', '2024-03-15T10:00:00+01:00', 'cyril@example.cz', 'google', { cancelled: true }),
  // dana's first order is in February: she belongs to the previous period's cohort (12 days to the 2nd).
  order('D1', '2024-02-20T10:00:00+01:00', 'dana@example.cz', 'facebook'),
  order('D2', '2024-03-03T10:00:00+01:00', 'dana@example.cz', 'facebook'),
  // eva: 22:30 UTC on 31 March is 00:30 on 1 April in Prague — not a March customer.
  order('E1', '2024-03-31T22:30:00Z', 'eva@example.cz', 'google'),
  // filip: 23:30 UTC on 29 February is 00:30 on 1 March in Prague — a March customer; 5 orders,
  // the second 35 days after the first (1.3. → 31.3. = 30, → 5.4. = 35).
  order('F1', '2024-02-29T23:30:00Z', 'filip@example.cz', 'facebook'),
  order('F2', '2024-04-05T10:00:00+02:00', 'filip@example.cz', 'facebook'),
  order('F3', '2024-04-10T10:00:00+02:00', 'filip@example.cz', 'facebook'),
  order('F4', '2024-05-10T10:00:00+02:00', 'filip@example.cz', 'heureka'),
  order('F5', '2024-06-10T10:00:00+02:00', 'filip@example.cz', 'heureka'),
  // Five one-order customers with one source each, and an order without a customer.
  order('S1', '2024-03-20T10:00:00+01:00', 's1@example.cz', 'heureka'),
  order('S2', '2024-03-20T11:00:00+01:00', 's2@example.cz', 'zbozi'),
  order('S3', '2024-03-20T12:00:00+01:00', 's3@example.cz', 'instagram'),
  order('S4', '2024-03-20T13:00:00+01:00', 's4@example.cz', 'tiktok'),
  order('S5', '2024-03-20T14:00:00+01:00', 's5@example.cz', 'newsletter'),
  order('N1', '2024-03-20T15:00:00+01:00', null, 'google'),
];

const MARCH = 'period=custom&from=2024-03-01&to=2024-03-31';
const byFlow = (a: JourneyLink, b: JourneyLink) =>
  a.step - b.step || `${a.from}>${a.to}`.localeCompare(`${b.from}>${b.to}`);

describe.each(testEngines)('customer journey report on %s', (engine) => {
  let shop: ReportShop;

  beforeAll(async () => {
    shop = await createReportShop(engine, { now: new Date('2024-06-30T08:00:00Z') });
    await shop.addOrders(FIXTURE);
  });
  afterAll(() => shop.close());

  it('sums up the customers whose first counted order falls in the period', async () => {
    const { data } = await shop.report<CustomerJourneyReport>('customer-journey', MARCH);
    // anna, bob, cyril, filip, s1–s5 = 9; anna, bob and filip came back.
    // Days to the second order: anna 10, bob 20, filip 35 → median 20, mean 65 / 3.
    expect(data.totals).toMatchObject({
      customers: 9,
      returned: 3,
      returnedShare: 3 / 9,
      medianDaysToSecond: 20,
      pathLengths: [6, 1, 0, 1, 1],
      // Only anna's second order came from another source.
      switchedSource: 1,
    });
    expect(data.totals.meanDaysToSecond).toBeCloseTo(65 / 3, 10);
    expect(data.previousTotals).toBeNull();
  });

  it('groups sources: the 7 most frequent by name, then Neuvedeno and Ostatní', async () => {
    const { data } = await shop.report<CustomerJourneyReport>('customer-journey', MARCH);
    // Appearances among the first three orders: google 4 (A1, A3, B1, B2), facebook 3 (F1–F3),
    // heureka, instagram, newsletter, seznam, tiktok, zbozi 1 each: zbozi (last by name) is 'Ostatní'.
    expect(
      data.bySource.map((group) => [
        group.source,
        group.customers,
        group.returned,
        group.medianDaysToSecond,
        group.pathLengths,
      ]),
    ).toEqual([
      ['google', 2, 2, 15, [0, 1, 0, 1, 0]], // anna (10 days) and bob (20)
      ['facebook', 1, 1, 35, [0, 0, 0, 0, 1]],
      ['heureka', 1, 0, null, [1, 0, 0, 0, 0]],
      ['instagram', 1, 0, null, [1, 0, 0, 0, 0]],
      ['newsletter', 1, 0, null, [1, 0, 0, 0, 0]],
      ['tiktok', 1, 0, null, [1, 0, 0, 0, 0]],
      ['', 1, 0, null, [1, 0, 0, 0, 0]], // cyril
      [null, 1, 0, null, [1, 0, 0, 0, 0]], // s2 (zbozi)
    ]);
    expect(data.bySource[0]?.returnedShare).toBe(1);
    expect(data.bySource[2]?.returnedShare).toBe(0);
  });

  it('draws the flows from the first to the second and from the second to the third order', async () => {
    const { data } = await shop.report<CustomerJourneyReport>('customer-journey', MARCH);
    expect(data.links.toSorted(byFlow)).toEqual(
      (<JourneyLink[]>[
        { step: 1, from: 'google', to: 'seznam', customers: 1 }, // anna
        { step: 1, from: 'google', to: 'google', customers: 1 }, // bob
        { step: 1, from: 'facebook', to: 'facebook', customers: 1 }, // filip
        { step: 2, from: 'seznam', to: 'google', customers: 1 }, // anna's third order
        { step: 2, from: 'facebook', to: 'facebook', customers: 1 }, // filip's third order
      ]).toSorted(byFlow),
    );
  });

  it('compares with the cohort of the previous period', async () => {
    // March (31 days) against 30 January … 29 February: only dana (filip's first day is 1 March in Prague).
    const { data, meta } = await shop.report<CustomerJourneyReport>('customer-journey', `${MARCH}&compare=1`);
    expect(meta.previous).toEqual({ from: '2024-01-30', to: '2024-02-29' });
    // 20.2. → 3.3. = 9 + 3 = 12 days.
    expect(data.previousTotals).toEqual({
      customers: 1,
      returned: 1,
      returnedShare: 1,
      medianDaysToSecond: 12,
      meanDaysToSecond: 12,
      pathLengths: [0, 1, 0, 0, 0],
    });
  });

  it('answers a single customer and an empty period', async () => {
    // 5 March: bob alone.
    const single = await shop.report<CustomerJourneyReport>(
      'customer-journey',
      'period=custom&from=2024-03-05&to=2024-03-05',
    );
    expect(single.data.totals).toMatchObject({ customers: 1, returned: 1, medianDaysToSecond: 20 });
    expect(single.data.links).toEqual([{ step: 1, from: 'google', to: 'google', customers: 1 }]);
    // 1 April holds eva's first order only (the 23:30 UTC edge).
    const april = await shop.report<CustomerJourneyReport>(
      'customer-journey',
      'period=custom&from=2024-04-01&to=2024-04-01',
    );
    expect(april.data.bySource.map((group) => [group.source, group.customers])).toEqual([['google', 1]]);
    const empty = await shop.report<CustomerJourneyReport>(
      'customer-journey',
      'period=custom&from=2023-01-01&to=2023-12-31',
    );
    expect(empty.data).toEqual({
      totals: {
        customers: 0,
        returned: 0,
        returnedShare: null,
        medianDaysToSecond: null,
        meanDaysToSecond: null,
        pathLengths: [0, 0, 0, 0, 0],
        switchedSource: 0,
      },
      bySource: [],
      links: [],
      previousTotals: null,
    });
  });

  it('moves a customer to an earlier cohort when an earlier order of theirs arrives', async () => {
    // bob's new first order on 15 February (heureka) takes him out of March; his journey becomes
    // heureka → google → google.
    await shop.addOrders([order('B0', '2024-02-15T10:00:00+01:00', 'bob@example.cz', 'heureka')]);
    const march = await shop.report<CustomerJourneyReport>('customer-journey', MARCH);
    expect(march.data.totals).toMatchObject({ customers: 8, returned: 2 });
    const february = await shop.report<CustomerJourneyReport>(
      'customer-journey',
      'period=custom&from=2024-02-01&to=2024-02-29',
    );
    // dana (facebook → facebook, 12 days) and bob (heureka → google, 15.2. → 5.3. = 14 + 5 = 19 days).
    expect(february.data.totals).toMatchObject({ customers: 2, returned: 2, medianDaysToSecond: 15.5 });
    expect(february.data.links.toSorted(byFlow)).toEqual(
      (<JourneyLink[]>[
        { step: 1, from: 'facebook', to: 'facebook', customers: 1 },
        { step: 1, from: 'heureka', to: 'google', customers: 1 },
        { step: 2, from: 'google', to: 'google', customers: 1 },
      ]).toSorted(byFlow),
    );
  });
});
