import { withScope } from '@ziskomer/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestUser } from '../helpers/test-app.ts';
import { testEngines } from '../helpers/test-db.ts';

interface Summary {
  from: string;
  to: string;
  hasOrders: boolean;
  hasAdSpend: boolean;
  lastOrderDay: string | null;
  current: Record<string, number | null>;
  previous: Record<string, number | null>;
  daily: { day: string; revenue: number; orders: number; margin: number }[];
}

describe.each(testEngines)('shop summary on %s', (engine) => {
  let t: TestApp;
  let owner: TestUser;
  let shopId: string;
  // 10:00 in Prague on 2024-06-30: the last 7 days are 24.–30. 6., the 7 before 17.–23. 6.
  const now = new Date('2024-06-30T08:00:00Z');

  beforeAll(async () => {
    t = await createTestApp(engine, { now: () => now });
    owner = await t.signUp('majitel@example.cz');
    const shop = await t.call('POST', '/api/shops', {
      cookie: owner.cookie,
      body: { name: 'Čaj', domain: 'caj.cz' },
    });
    shopId = ((await shop.json()) as { id: string }).id;
  });
  afterAll(() => t.close());

  const summary = async (days: number) => {
    const response = await t.call('GET', `/api/shops/${shopId}/summary?days=${days}`, {
      cookie: owner.cookie,
    });
    expect(response.status).toBe(200);
    return (await response.json()) as Summary;
  };

  const order = (orderId: string, orderDate: string, revenue: number, extra: Record<string, unknown> = {}) =>
    t.call('POST', `/api/shops/${shopId}/orders`, {
      cookie: owner.cookie,
      body: { orderId, orderDate, revenue, ...extra },
    });

  it('says a shop without orders has none, with zero totals and no averages', async () => {
    const result = await summary(7);
    expect(result).toMatchObject({
      from: '2024-06-24',
      to: '2024-06-30',
      hasOrders: false,
      hasAdSpend: false,
      lastOrderDay: null,
    });
    expect(result.current).toMatchObject({
      revenue: 0,
      orders: 0,
      averageOrderValue: null,
      marginPercent: null,
    });
    expect(result.daily).toEqual([]);
  });

  it('sums the period and the one before from the daily rollup, by the shop day', async () => {
    // 23:30 Prague on 23.6. belongs to the previous period, 00:30 on 24.6. to the current one.
    expect((await order('A', '2024-06-23T23:30:00+02:00', 1210, { margin: 300 })).status).toBe(201);
    expect((await order('B', '2024-06-24T00:30:00+02:00', 1000, { margin: 200 })).status).toBe(201);
    expect((await order('C', '2024-06-30T09:00:00+02:00', 500)).status).toBe(201);
    expect(
      (await order('D', '2024-06-29T12:00:00+02:00', 999, { cancelled: true, margin: 100 })).status,
    ).toBe(201);

    const result = await summary(7);
    expect(result.hasOrders).toBe(true);
    expect(result.lastOrderDay).toBe('2024-06-30');
    // Current: B (1000, margin 200) and C (500, estimated margin 30 % = 150); D is cancelled.
    expect(result.current).toEqual({
      revenue: 1500,
      revenueWithoutVat: 1200,
      orders: 2,
      margin: 350,
      marginPercent: 23.33,
      averageOrderValue: 750,
      cancelledOrders: 1,
      newCustomers: 0,
      estimatedMarginOrders: 1,
      adSpend: 0,
      poas: null,
    });
    expect(result.previous).toMatchObject({ revenue: 1210, orders: 1, margin: 300, cancelledOrders: 0 });
    expect(result.daily.map((d) => [d.day, d.orders, d.revenue])).toEqual([
      ['2024-06-24', 1, 1000],
      ['2024-06-29', 0, 0],
      ['2024-06-30', 1, 500],
    ]);
  });

  it('gives POAS once ad spend exists: margin of the period ÷ its spend', async () => {
    await withScope(t.deps.db, { userId: owner.id, shopId }, (trx) =>
      trx
        .insertInto('ad_spend')
        .values([
          // 23.6. belongs to the previous 7 days, 24.6. and 30.6. to the current ones.
          { shop_id: shopId, day: '2024-06-23', channel: 'sklik', cost: 600, source: 'api' },
          { shop_id: shopId, day: '2024-06-24', channel: 'sklik', cost: 100, source: 'api' },
          { shop_id: shopId, day: '2024-06-30', channel: 'meta', campaign: 'Léto', cost: 150, source: 'api' },
        ])
        .execute(),
    );
    const result = await summary(7);
    // The home's checklist ticks its ad step.
    expect(result.hasAdSpend).toBe(true);
    // Current margin 350 ÷ spend 250 = 1.4; previous 300 ÷ 600 = 0.5.
    expect(result.current).toMatchObject({ adSpend: 250, poas: 1.4 });
    expect(result.previous).toMatchObject({ adSpend: 600, poas: 0.5 });
  });

  it('refuses a period longer than a year', async () => {
    const response = await t.call('GET', `/api/shops/${shopId}/summary?days=400`, { cookie: owner.cookie });
    expect(response.status).toBe(422);
  });
});
