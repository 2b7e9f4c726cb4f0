import { type CustomersReport, type OrderInput, orderInputSchema } from '@ziskomer/contracts';
import { withScope } from '@ziskomer/db';
import { parseOrderDate } from '@ziskomer/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { normaliseOrder } from '../../../src/modules/ingest/normalise-order.ts';
import { writeOrders } from '../../../src/modules/ingest/write-orders.ts';
import { testEngines } from '../../helpers/test-db.ts';
import { CUSTOMER_ORDERS, NOW, PHONE_KEY } from './customer-report-fixture.ts';
import { createReportShop, type ReportShop } from './report-test-kit.ts';

const JUNE = 'period=custom&from=2024-06-01&to=2024-06-30';
const MARCH = 'period=custom&from=2024-03-01&to=2024-03-31';

describe.each(testEngines)('customers report on %s', (engine) => {
  let shop: ReportShop;

  beforeAll(async () => {
    shop = await createReportShop(engine, { now: NOW });
  });
  afterAll(() => shop.close());

  const report = (query: string) => shop.report<CustomersReport>('customers', query);

  /** Writes orders through the import's save path, so an existing order id is updated. */
  async function saveThroughImport(orders: OrderInput[]) {
    await withScope(shop.t.deps.db, { userId: shop.owner.id, shopId: shop.shopId }, async (trx) => {
      const records = orders.map((input) => {
        const order = orderInputSchema.parse(input);
        const date = parseOrderDate(order.orderDate, 'Europe/Prague', 'iso');
        if (!date.ok) throw new Error(date.code);
        return normaliseOrder(order, date.instant, date.day);
      });
      await writeOrders(trx, shop.shopId, { kind: 'manual', userId: shop.owner.id }, records, { now: NOW });
    });
  }

  it('answers a shop without orders with zeros', async () => {
    const { meta, data } = await report('period=30d');
    expect(meta.hasOrders).toBe(false);
    expect(data.period).toMatchObject({ activeCustomers: 0, newOrders: 0, repeatRate: null });
    expect(data.base).toMatchObject({ customers: 0, repeatRate: null });
    expect(data.topCustomers).toEqual([]);
    expect(data.stats).toMatchObject({ ordersLast24h: 0, ordersGrowth: null });
  });

  it('splits June into new, returning and anonymous orders (Petr’s 1. 6. 01:30 is June in Prague)', async () => {
    await shop.addOrders(CUSTOMER_ORDERS);
    const { data } = await report(`${JUNE}&compare=true&granularity=week`);
    // Active in June: Jana (J2, J3), Petr (P1, P2 cancelled), phone (T1). New: Petr, phone.
    // New orders P1 500 + T1 1 500; returning J2 2 000 + J3 3 000; anonymous X1 800 + X2 400.
    expect(data.period).toEqual({
      activeCustomers: 3,
      newCustomers: 2,
      returningCustomers: 1,
      newOrders: 2,
      newRevenue: 2000,
      returningOrders: 2,
      returningRevenue: 5000,
      anonymousOrders: 2,
      anonymousRevenue: 1200,
      // Only Jana ordered twice in June.
      repeatCustomers: 1,
      repeatRate: 1 / 3,
    });
    // 2. – 31. 5.: only the anonymous X0 (P1 would be here if days were counted in UTC).
    expect(data.previous).toEqual({
      activeCustomers: 0,
      newCustomers: 0,
      returningCustomers: 0,
      newOrders: 0,
      newRevenue: 0,
      returningOrders: 0,
      returningRevenue: 0,
      anonymousOrders: 1,
      anonymousRevenue: 4100,
      repeatCustomers: 0,
      repeatRate: null,
    });
    // Weeks from Monday: 27. 5. holds 1. 6. (P1), 10. 6. J2, 17. 6. J3, 24. 6. T1.
    expect(data.trend).toEqual([
      { bucket: '2024-05-27', newOrders: 1, newRevenue: 500, returningOrders: 0, returningRevenue: 0 },
      { bucket: '2024-06-03', newOrders: 0, newRevenue: 0, returningOrders: 0, returningRevenue: 0 },
      { bucket: '2024-06-10', newOrders: 0, newRevenue: 0, returningOrders: 1, returningRevenue: 2000 },
      { bucket: '2024-06-17', newOrders: 0, newRevenue: 0, returningOrders: 1, returningRevenue: 3000 },
      { bucket: '2024-06-24', newOrders: 1, newRevenue: 1500, returningOrders: 0, returningRevenue: 0 },
    ]);
  });

  it('describes the whole customer base by tier and by churn risk as of today', async () => {
    const { data } = await report(JUNE);
    // 6 000 + 500 + 60 000 + 500 + 1 500; repeat customers Jana (3) and Karel (2) of 5.
    expect(data.base).toEqual({
      customers: 5,
      revenue: 68_500,
      repeatCustomers: 2,
      repeatRate: 0.4,
      tiers: [
        { tier: 'high', customers: 1, revenue: 60_000 },
        { tier: 'medium', customers: 2, revenue: 7500 },
        { tier: 'low', customers: 2, revenue: 1000 },
      ],
      churn: [
        { risk: 'low', customers: 3, revenue: 8000 },
        { risk: 'medium', customers: 1, revenue: 60_000 },
        { risk: 'high', customers: 1, revenue: 500 },
      ],
    });
  });

  it('lists the top customers by revenue, equal revenue by key', async () => {
    const { data } = await report(JUNE);
    expect(data.topCustomers.map((row) => [row.customerKey, row.orders, row.revenue, row.tier])).toEqual([
      ['eva@example.cz', 1, 60_000, 'high'],
      ['jana@example.cz', 3, 6000, 'medium'],
      [PHONE_KEY, 1, 1500, 'medium'],
      ['karel@example.cz', 2, 500, 'low'],
      ['petr@example.cz', 1, 500, 'low'],
    ]);
    expect(data.topCustomers[1]).toMatchObject({
      name: 'Jana Nováková',
      email: 'jana@example.cz',
      lastOrderDate: '2024-06-20T08:00:00.000Z',
    });
    expect(data.topCustomers[2]).toMatchObject({ email: null, phone: '+420 777 123 456' });
  });

  it('computes the stats relative to now, whatever the period', async () => {
    const { data } = await report(MARCH);
    // Last 24 h (29. 6. 08:00 – 30. 6. 08:00 UTC): X2 only; X1 is 25 h old, P2 is cancelled.
    // 1. – 30. 6.: P1, J2, J3, T1, X1, X2 = 6 orders, 8 200; 2. – 31. 5.: X0 = 1 order, 4 100.
    expect(data.stats).toEqual({
      ordersLast24h: 1,
      revenueLast24h: 400,
      last30Days: { from: '2024-06-01', to: '2024-06-30', orders: 6, revenue: 8200 },
      previous30Days: { from: '2024-05-02', to: '2024-05-31', orders: 1, revenue: 4100 },
      ordersGrowth: 5,
      revenueGrowth: 1,
    });
  });

  it('counts active and repeat customers alike for periods to the last order day and earlier ones', async () => {
    // Periods reaching 30. 6. (the last order day) read last and previous order days per customer.
    const all = await report('period=all');
    expect(all.data.period).toMatchObject({ activeCustomers: 5, repeatCustomers: 2, repeatRate: 0.4 });
    // From 2. 10. 2023 Karel has only K2: still active, no longer a repeat customer. First orders
    // E1, J1, P1, T1; returning K2, J2, J3.
    const later = await report('period=custom&from=2023-10-02&to=2024-06-30');
    expect(later.data.period).toMatchObject({
      activeCustomers: 5,
      newCustomers: 4,
      returningCustomers: 1,
      repeatCustomers: 1,
      newOrders: 4,
      returningOrders: 3,
    });
    // A period ending before the last order day counts its orders: 1. 3. – 25. 6. holds K2, J1,
    // P1, J2, J3, T1 — Karel, Jana, Petr and the phone customer, Jana three times.
    const earlier = await report('period=custom&from=2024-03-01&to=2024-06-25');
    expect(earlier.data.period).toMatchObject({
      activeCustomers: 4,
      newCustomers: 3,
      returningCustomers: 1,
      repeatCustomers: 1,
      repeatRate: 0.25,
    });
    // A period without any order.
    const empty = await report('period=custom&from=2024-04-01&to=2024-04-30');
    expect(empty.data.period).toMatchObject({ activeCustomers: 0, newOrders: 0, anonymousOrders: 0 });
    expect(empty.data.trend.every((point) => point.newOrders + point.returningOrders === 0)).toBe(true);
  });

  it('agrees with daily_shop_metrics on new and returning orders every day', async () => {
    const rows = await withScope(shop.t.deps.db, { userId: shop.owner.id, shopId: shop.shopId }, (trx) =>
      sql<{ day: string; mismatch: boolean }>`
        SELECT s.day::text AS day,
               s.new_customers <> coalesce(c.new_orders, 0)
                 OR s.returning_customer_orders <> coalesce(c.returning_orders, 0) AS mismatch
        FROM daily_shop_metrics s
        LEFT JOIN daily_customer_metrics c ON c.shop_id = s.shop_id AND c.day = s.day
        WHERE s.shop_id = ${shop.shopId}`.execute(trx),
    );
    expect(rows.rows.length).toBeGreaterThan(0);
    expect(rows.rows.filter((row) => row.mismatch)).toEqual([]);
  });

  it("moves a customer's first order when an earlier one arrives or the first is cancelled", async () => {
    // March before: J1 (10. 3.) is Jana's first order, K2 (1. 3.) Karel's second.
    expect((await report(MARCH)).data.period).toMatchObject({
      newOrders: 1,
      newRevenue: 1000,
      returningOrders: 1,
      returningRevenue: 300,
    });
    // An earlier order of Jana in February: J1 becomes a returning order though 10. 3. saw no write.
    await shop.addOrders([
      {
        orderId: 'J0',
        orderDate: '2024-02-01T10:00:00+01:00',
        revenue: 250,
        customerEmail: 'jana@example.cz',
      },
    ]);
    expect((await report(MARCH)).data.period).toMatchObject({
      newOrders: 0,
      returningOrders: 2,
      returningRevenue: 1300,
      returningCustomers: 2,
    });
    // J0 cancelled by a re-import: J1 is the first order again.
    await saveThroughImport([
      {
        orderId: 'J0',
        orderDate: '2024-02-01T10:00:00+01:00',
        revenue: 250,
        customerEmail: 'jana@example.cz',
        cancelled: true,
      },
    ]);
    expect((await report(MARCH)).data.period).toMatchObject({
      newOrders: 1,
      newRevenue: 1000,
      returningOrders: 1,
      returningRevenue: 300,
    });
  });

  it('counts two orders of one day, even at the same instant, as a repeat', async () => {
    const before = (await report('period=7d')).data.period;
    await shop.addOrders([
      {
        orderId: 'D1',
        orderDate: '2024-06-30T08:00:00+02:00',
        revenue: 100,
        customerEmail: 'den@example.cz',
      },
      {
        orderId: 'D2',
        orderDate: '2024-06-30T09:00:00+02:00',
        revenue: 100,
        customerEmail: 'den@example.cz',
      },
      {
        orderId: 'S1',
        orderDate: '2024-06-30T09:15:00+02:00',
        revenue: 100,
        customerEmail: 'stejne@example.cz',
      },
      {
        orderId: 'S2',
        orderDate: '2024-06-30T09:15:00+02:00',
        revenue: 100,
        customerEmail: 'stejne@example.cz',
      },
    ]);
    const after = (await report('period=7d')).data.period;
    // Two new customers, each with a first order and a returning one on 30. 6.
    expect(after.activeCustomers - before.activeCustomers).toBe(2);
    expect(after.repeatCustomers - before.repeatCustomers).toBe(2);
    expect(after.newOrders - before.newOrders).toBe(2);
    expect(after.returningOrders - before.returningOrders).toBe(2);
  });
});
