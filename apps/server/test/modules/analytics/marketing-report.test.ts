import type { MarketingReport } from '@ziskomer/contracts';
import { withScope } from '@ziskomer/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngines } from '../../helpers/test-db.ts';
import { createReportShop, type ReportShop } from './report-test-kit.ts';

describe.each(testEngines)('marketing report on %s', (engine) => {
  let shop: ReportShop;
  // Today is 30.6.2024 in Prague; 'period=7d' is 24.–30.6., the previous 7 days 17.–23.6.
  const now = new Date('2024-06-30T08:00:00Z');
  const report = (query = 'period=7d') => shop.report<MarketingReport>('marketing', query);

  beforeAll(async () => {
    shop = await createReportShop(engine, { now });
  });
  afterAll(() => shop.close());

  it('says there is no ad spend yet and shows no ratio instead of Infinity', async () => {
    await shop.addOrders([
      {
        orderId: 'O1',
        orderDate: '2024-06-25T10:00:00+02:00',
        revenue: 1000,
        margin: 400,
        acquisitionSource: 'google',
      },
    ]);
    const { data } = await report();
    expect(data.hasAdSpend).toBe(false);
    expect(data.totals).toMatchObject({
      adSpend: 0,
      revenue: 1000,
      poas: null,
      roas: null,
      pno: 0,
      costPerOrder: 0,
    });
    expect(data.scenario).toBeNull();
  });

  it('attributes orders to channels and campaigns and divides profit by spend', async () => {
    await shop.addOrders([
      // Google: O1 above (1000, margin 400, first order of nobody — no customer) and O2.
      {
        orderId: 'O2',
        orderDate: '2024-06-26T10:00:00+02:00',
        revenue: 2000,
        margin: 600,
        customerEmail: 'eva@example.cz',
        acquisitionSource: 'Google',
        acquisitionCampaign: 'Léto',
      },
      // Sklik via "seznam.cz", a new customer.
      {
        orderId: 'O3',
        orderDate: '2024-06-27T10:00:00+02:00',
        revenue: 500,
        margin: 100,
        customerEmail: 'jan@example.cz',
        acquisitionSource: 'seznam.cz',
      },
      // Direct: no channel claims it.
      {
        orderId: 'O4',
        orderDate: '2024-06-28T10:00:00+02:00',
        revenue: 300,
        margin: 90,
        acquisitionSource: '(direct)',
      },
      // Cancelled: never counted.
      {
        orderId: 'O5',
        orderDate: '2024-06-28T11:00:00+02:00',
        revenue: 9999,
        cancelled: true,
        acquisitionSource: 'google',
      },
      // Previous period: one Google order.
      {
        orderId: 'P1',
        orderDate: '2024-06-20T10:00:00+02:00',
        revenue: 1500,
        margin: 500,
        acquisitionSource: 'google',
      },
    ]);
    await withScope(shop.t.deps.db, { userId: shop.owner.id, shopId: shop.shopId }, (trx) =>
      trx
        .insertInto('ad_spend')
        .values([
          {
            shop_id: shop.shopId,
            day: '2024-06-25',
            channel: 'google_ads',
            campaign: 'Léto',
            cost: 400,
            clicks: 80,
            source: 'api',
          },
          {
            shop_id: shop.shopId,
            day: '2024-06-26',
            channel: 'google_ads',
            campaign: 'Brand',
            cost: 100,
            source: 'api',
          },
          {
            shop_id: shop.shopId,
            day: '2024-06-27',
            channel: 'sklik',
            campaign: 'Vše',
            cost: 500,
            source: 'api',
          },
          {
            shop_id: shop.shopId,
            day: '2024-06-20',
            channel: 'google_ads',
            campaign: 'Léto',
            cost: 500,
            source: 'api',
          },
        ])
        .execute(),
    );
    const { data } = await report('period=7d&compare=true');
    expect(data.hasAdSpend).toBe(true);
    // Blended: revenue 1000 + 2000 + 500 + 300 = 3800, profit 400 + 600 + 100 + 90 = 1190, spend 1000.
    expect(data.totals).toMatchObject({
      adSpend: 1000,
      revenue: 3800,
      grossProfit: 1190,
      orders: 4,
      newCustomers: 2,
      poas: 1.19,
      roas: 3.8,
      pno: 26.316,
      costPerOrder: 250,
      costPerNewCustomer: 500,
      guidance: [],
    });
    const channel = (name: string) => data.channels.find((row) => row.channel === name);
    // Google: profit 1000 ÷ spend 500 = 2; revenue 3000 ÷ 500 = 6; PNO 500 ÷ 3000 = 16.667 %.
    expect(channel('google_ads')).toMatchObject({
      adSpend: 500,
      revenue: 3000,
      orders: 2,
      poas: 2,
      roas: 6,
      pno: 16.667,
    });
    // Sklik: profit 100 ÷ 500 = 0.2 (below break-even); PNO 500 ÷ 500 = 100 % (above 40 %).
    expect(channel('sklik')).toMatchObject({
      adSpend: 500,
      revenue: 500,
      poas: 0.2,
      newCustomers: 1,
      costPerNewCustomer: 500,
      guidance: ['pno_above_limit', 'poas_below_break_even'],
    });
    expect(channel('unattributed')).toMatchObject({ adSpend: 0, revenue: 300, poas: null });
    // The blended POAS 1.19 counts O4's margin, which no channel brought: the channels' orders
    // earned 400 + 600 + 100 = 1100 on the same 1000 of spend (POAS 1.1), before 500 on 500.
    expect(data.attribution).toEqual({
      attributed: { orders: 3, revenue: 3500, grossProfit: 1100, poas: 1.1, previousPoas: 1 },
      unattributed: { orders: 1, revenue: 300, grossProfit: 90 },
    });
    // Campaign 'Léto' got O2 (2000, profit 600) for 400: POAS 1.5.
    const summer = data.campaigns.find((row) => row.campaign === 'Léto');
    expect(summer).toMatchObject({
      channel: 'google_ads',
      adSpend: 400,
      revenue: 2000,
      poas: 1.5,
      newCustomers: null,
    });
    expect(data.campaigns.map((row) => row.campaign)).toEqual(['Vše', 'Léto', 'Brand']);
    // New customers' first orders: O2 and O3 (2500, profit 700); the rest is returning or anonymous.
    expect(data.split).toEqual({
      newCustomers: { orders: 2, revenue: 2500, grossProfit: 700 },
      returning: { orders: 2, revenue: 1300, grossProfit: 490 },
    });
    expect(data.previous).toMatchObject({ adSpend: 500, revenue: 1500, poas: 1 });
    // Daily trend: 7 buckets; 25.6.: 1000 revenue, 400 profit, 400 spend → POAS 1.
    expect(data.trend).toHaveLength(7);
    expect(data.trend[1]).toEqual({
      bucket: '2024-06-25',
      adSpend: 400,
      revenue: 1000,
      grossProfit: 400,
      poas: 1,
      roas: 2.5,
    });
    // Profit after ads 1190 − 1000 = 190 against 500 − 500 = 0 before; revenue up 153 %.
    expect(data.scenario?.revenue.direction).toBe('up');
    expect(data.scenario?.profit.direction).toBe('up');
  });

  it('answers the same report to the shop API key', async () => {
    const created = await shop.t.call('POST', `/api/shops/${shop.shopId}/api-keys`, {
      cookie: shop.owner.cookie,
      body: { name: 'BI' },
    });
    const { key } = (await created.json()) as { key: string };
    const response = await shop.t.app.request('/api/v1/analytics/marketing?period=7d', {
      headers: { authorization: `Bearer ${key}` },
    });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { data: MarketingReport };
    expect(body.data.totals.adSpend).toBe(1000);
  });
});
