import type { CustomerClvReport, CustomerProfile, CustomersReport, OrdersReport } from '@ziskomer/contracts';
import { withScope } from '@ziskomer/db';
import { parse } from 'csv-parse/sync';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngines } from '../helpers/test-db.ts';
import { CUSTOMER_ORDERS, NOW, PHONE_KEY } from './analytics/customer-report-fixture.ts';
import {
  createGeneratedHistoryShop,
  createReportShop,
  type ReportShop,
} from './analytics/report-test-kit.ts';

/*
 * The customer profile on the customer reports' fixture shop (today 30. 6. 2024 in Prague):
 * Jana has J1 10. 3. (1 000), J2 10. 6. (2 000) and J3 20. 6. (3 000); her first order came from
 * Google, the two later ones from a newsletter and Seznam. Petr has P1 and a cancelled P2.
 */
const JANA = 'jana@example.cz';
const SOURCES: Record<string, { acquisitionSource: string; acquisitionCampaign?: string }> = {
  J1: { acquisitionSource: 'google', acquisitionCampaign: 'Jaro' },
  J2: { acquisitionSource: 'newsletter' },
  J3: { acquisitionSource: 'seznam' },
};

describe.each(testEngines)('customer profile on %s', (engine) => {
  let shop: ReportShop;
  let other: ReportShop;

  beforeAll(async () => {
    shop = await createReportShop(engine, { now: NOW });
    await shop.addOrders(
      CUSTOMER_ORDERS.map((order) => ({
        ...order,
        ...SOURCES[order.orderId],
        ...(order.orderId === 'J2'
          ? {
              margin: 800,
              items: [
                { productCode: 'K1', productName: 'Káva', quantity: 2, unitPrice: 600, margin: 500 },
                { productName: 'Hrnek', quantity: 1, unitPrice: 800, margin: 300 },
              ],
            }
          : {}),
      })),
    );
    other = await createReportShop(engine, { now: NOW, email: 'jiny@example.cz' });
  });
  afterAll(async () => {
    await shop.close();
    await other.close();
  });

  const path = (key: string, rest = '', shopId = shop.shopId) =>
    `/api/shops/${shopId}/customers/${encodeURIComponent(key)}${rest}`;
  const get = async (key: string, rest = '') => {
    await shop.t.settle();
    return shop.t.call('GET', path(key, rest), { cookie: shop.owner.cookie });
  };

  it('shows contact, orders with lines, first and later sources, totals and margin', async () => {
    const response = await get(JANA);
    expect(response.status, await response.clone().text()).toBe(200);
    const profile = (await response.json()) as CustomerProfile;
    expect(profile.contact).toMatchObject({ email: JANA, name: 'Jana Nováková', city: 'Praha' });
    expect(profile.orders.map((order) => order.orderId)).toEqual(['J3', 'J2', 'J1']);
    expect(profile.orders[1]!.lines).toEqual([
      {
        productCode: 'K1',
        productName: 'Káva',
        category: expect.any(String),
        quantity: 2,
        unitPrice: 600,
        margin: 500,
        marginEstimated: false,
      },
      expect.objectContaining({ productName: 'Hrnek', quantity: 1, margin: 300 }),
    ]);
    // J1 and J3 carry the 30 % estimate: 300 + 800 + 900.
    expect(profile.totals).toMatchObject({ orders: 3, cancelledOrders: 0, revenue: 6000, margin: 2000 });
    expect(profile.totals.averageOrderValue).toBe(2000);
    expect(profile.journey).toEqual({
      firstSource: 'google',
      firstCampaign: 'Jaro',
      laterSources: [
        { source: 'newsletter', orders: 1, firstDate: '2024-06-10T08:00:00.000Z' },
        { source: 'seznam', orders: 1, firstDate: '2024-06-20T08:00:00.000Z' },
      ],
    });
    // As on the RFM page: R 4, three orders F 3, revenue 6 000 the 4th of five → potential loyalist.
    expect(profile.rfm).toEqual({ recency: 4, frequency: 3, monetary: 4, segment: 'potentialLoyalists' });
    // Five customers are far too few for the CLV models: no forecast, rather than a made-up one.
    expect(profile.clv).toBeNull();
  });

  it('shows the RFM segment at each complete month end from the orders up to then', async () => {
    // Karel: K1 1. 10. 2023, K2 1. 3. 2024. Until February he is the shop's oldest buyer of one
    // order, never behind anyone (worse 0 → R 1, F 1: lost; alone he is "all alike", and on 31. 1.
    // Eva bought after him but he is not worse than anyone). From March he has 2 orders (F 2), and
    // of the 3 customers by then only Eva (15. 1.) last ordered before him: worse 1 of 3 → R 2,
    // hibernating. Petr's first order (1. 6. in Prague) is not yet counted on 31. 5.
    const karel = (await (await get('karel@example.cz')).json()) as CustomerProfile;
    expect(karel.rfmHistory).toEqual([
      { monthEnd: '2023-10-31', recency: 1, frequency: 1, segment: 'lost' },
      { monthEnd: '2023-11-30', recency: 1, frequency: 1, segment: 'lost' },
      { monthEnd: '2023-12-31', recency: 1, frequency: 1, segment: 'lost' },
      { monthEnd: '2024-01-31', recency: 1, frequency: 1, segment: 'lost' },
      { monthEnd: '2024-02-29', recency: 1, frequency: 1, segment: 'lost' },
      { monthEnd: '2024-03-31', recency: 2, frequency: 2, segment: 'hibernating' },
      { monthEnd: '2024-04-30', recency: 2, frequency: 2, segment: 'hibernating' },
      { monthEnd: '2024-05-31', recency: 2, frequency: 2, segment: 'hibernating' },
    ]);
    // Jana (first order 10. 3.): the latest buyer of 3 by each month end, one order: R 4, F 1.
    const jana = (await (await get(JANA)).json()) as CustomerProfile;
    expect(
      jana.rfmHistory.map((point) => [point.monthEnd, point.recency, point.frequency, point.segment]),
    ).toEqual([
      ['2024-03-31', 4, 1, 'promising'],
      ['2024-04-30', 4, 1, 'promising'],
      ['2024-05-31', 4, 1, 'promising'],
    ]);
    // A customer whose first order came this month has no complete month end yet.
    const phone = (await (await get(PHONE_KEY)).json()) as CustomerProfile;
    expect(phone.rfmHistory).toEqual([]);
  });

  it('counts a cancelled order apart, and finds a customer keyed by phone', async () => {
    const petr = (await (await get('petr@example.cz')).json()) as CustomerProfile;
    expect(petr.totals).toMatchObject({ orders: 1, cancelledOrders: 1, revenue: 500 });
    expect(petr.orders.find((order) => order.orderId === 'P2')?.cancelled).toBe(true);
    const phone = await get(PHONE_KEY);
    expect(phone.status).toBe(200);
    expect(((await phone.json()) as CustomerProfile).contact.phone).toBe('+420 777 123 456');
  });

  it("answers 404 for a customer the shop does not have, and for another shop's customer", async () => {
    expect((await get('nikdo@example.cz')).status).toBe(404);
    // The other shop's owner asks for Jana through their own shop: not there.
    const viaOther = await other.t.call('GET', path(JANA, '', other.shopId), { cookie: other.owner.cookie });
    expect(viaOther.status).toBe(404);
    // A path with a slash in the key is not a customer route at all.
    expect(
      (await shop.t.call('GET', `/api/shops/${shop.shopId}/customers/a%2Fb`, { cookie: shop.owner.cookie }))
        .status,
    ).toBe(422);
    const nul = await shop.t.call('GET', `/api/shops/${shop.shopId}/customers/a%00b`, {
      cookie: shop.owner.cookie,
    });
    // NUL bytes anywhere in a request are refused before routing, with their own coded 400.
    expect(nul.status).toBe(400);
  });

  it("exports the customer's orders as CSV, cells escaped", async () => {
    const response = await get(JANA, '/orders.csv');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/csv');
    const rows = parse(await response.text(), { delimiter: ';', bom: true }) as string[][];
    expect(rows[0]!.slice(0, 4)).toEqual(['order_id', 'order_date', 'revenue', 'margin']);
    expect(rows.slice(1).map((row) => [row[0], row[2], row[8]])).toEqual([
      ['J3', '3000,00', 'seznam'],
      ['J2', '2000,00', 'newsletter'],
      ['J1', '1000,00', 'google'],
    ]);
  });

  it('exports everything about the customer for a GDPR request', async () => {
    const response = await get(JANA, '/export');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toContain('attachment');
    const data = (await response.json()) as { customer: CustomerProfile; ordersAsRecorded: unknown[] };
    expect(data.customer.customerKey).toBe(JANA);
    expect(data.ordersAsRecorded).toHaveLength(3);
    expect(data.ordersAsRecorded[0]).toMatchObject({ customerEmail: JANA, customerName: 'Jana Nováková' });
  });

  it('erases the customer only when the key is confirmed, and every total stays', async () => {
    const before = await shop.report<OrdersReport>('orders', 'period=custom&from=2024-01-01&to=2024-06-30');
    const customersBefore = await shop.report<CustomersReport>('customers', 'period=all');
    const wrong = await shop.t.call('POST', path(JANA, '/erase'), {
      cookie: shop.owner.cookie,
      body: { confirm: 'jiny@example.cz' },
    });
    expect(wrong.status).toBe(422);
    expect((await get(JANA)).status).toBe(200);

    const erased = await shop.t.call('POST', path(JANA, '/erase'), {
      cookie: shop.owner.cookie,
      body: { confirm: JANA },
    });
    expect(erased.status, await erased.clone().text()).toBe(200);
    expect(await erased.json()).toEqual({ anonymisedOrders: 3 });
    expect((await get(JANA)).status).toBe(404);

    const after = await shop.report<OrdersReport>('orders', 'period=custom&from=2024-01-01&to=2024-06-30');
    expect(after.data.totals).toEqual(before.data.totals);
    const customersAfter = await shop.report<CustomersReport>('customers', 'period=all');
    expect(customersAfter.data.period).toEqual(customersBefore.data.period);
    expect(customersAfter.data.base).toEqual(customersBefore.data.base);
    // Nobody's e-mail or name is left on those orders.
    const list = await shop.t.call('GET', `/api/shops/${shop.shopId}/orders?q=J2`, {
      cookie: shop.owner.cookie,
    });
    const page = (await list.json()) as {
      items: { orderId: string; customerEmail: string | null; customerName: string | null }[];
    };
    expect(page.items.find((order) => order.orderId === 'J2')).toMatchObject({
      customerEmail: null,
      customerName: null,
    });
  });
});

describe.each(testEngines)("customer profile's CLV forecast on %s", (engine) => {
  // Two years of a coffee shop's orders: enough customers for the BG/NBD and Gamma-Gamma models.
  const now = new Date('2026-03-15T10:00:00Z');
  let shop: ReportShop;
  beforeAll(async () => {
    shop = await createGeneratedHistoryShop(engine, now);
  }, 120_000);
  afterAll(() => shop.close());

  const profileOf = async (key: string) => {
    await shop.t.settle();
    const response = await shop.t.call(
      'GET',
      `/api/shops/${shop.shopId}/customers/${encodeURIComponent(key)}`,
      {
        cookie: shop.owner.cookie,
      },
    );
    expect(response.status, await response.clone().text()).toBe(200);
    return (await response.json()) as CustomerProfile;
  };

  it("shows the stored forecast and the CLV page's figures for the same customer", async () => {
    const { predictive } = (await shop.report<CustomerClvReport>('customer-clv')).data;
    expect(predictive.status).toBe('ok');
    // The CLV page's most valuable customer: the same figures on their profile.
    const top = predictive.forecast!.topCustomers[0]!;
    const profile = await profileOf(top.customerKey);
    expect(profile.clv).toEqual({
      probabilityAlive: top.probabilityAlive,
      expectedOrders90: top.expectedPurchases90,
      expectedValue90: top.expectedValue90,
      expectedOrders365: top.expectedPurchases365,
      expectedValue365: top.expectedValue365,
    });
    expect(profile.totals).toMatchObject({ orders: top.orders, revenue: top.revenue });

    // A one-order customer far down the list, read straight from customer_clv_forecasts.
    const stored = await withScope(
      shop.t.deps.db,
      { userId: null, shopId: shop.shopId },
      async (trx) =>
        (
          await sql<{
            customer_key: string;
            p_alive: number | string;
            expected_orders_90: number | string;
            expected_value_90: number | string;
            expected_orders_365: number | string | null;
            expected_value_365: number | string | null;
          }>`
          SELECT customer_key, p_alive, expected_orders_90, expected_value_90, expected_orders_365,
                 expected_value_365
          FROM customer_clv_forecasts WHERE repeat_purchase_days = 0
          ORDER BY customer_key LIMIT 1`.execute(trx)
        ).rows[0]!,
    );
    const single = await profileOf(stored.customer_key);
    const cents = (value: number | string) => Math.round(Number(value) * 100) / 100;
    expect(single.clv).toEqual({
      probabilityAlive: Number(stored.p_alive),
      expectedOrders90: Number(stored.expected_orders_90),
      expectedValue90: cents(stored.expected_value_90),
      expectedOrders365: stored.expected_orders_365 === null ? null : Number(stored.expected_orders_365),
      expectedValue365: stored.expected_value_365 === null ? null : cents(stored.expected_value_365),
    });
    // Two years of history: both horizons are forecast, and a customer is alive with a probability.
    expect(single.clv!.expectedValue365).not.toBeNull();
    expect(single.clv!.probabilityAlive).toBeGreaterThan(0);
    expect(single.clv!.probabilityAlive).toBeLessThanOrEqual(1);
    expect(single.totals.orders).toBeGreaterThanOrEqual(1);
  }, 60_000);
});
