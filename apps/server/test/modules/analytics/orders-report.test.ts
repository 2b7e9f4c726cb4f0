import type { MarketingReport, OrderInput, OrdersReport } from '@ziskomer/contracts';
import { withScope } from '@ziskomer/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngines } from '../../helpers/test-db.ts';
import { createReportShop, type ReportShop } from './report-test-kit.ts';

/*
 * A hand-made shop (Europe/Prague, today 30. 6. 2024). June is the period under test, May the
 * period before it (2. 5. – 31. 5., the same 30 days).
 *
 * June, counted:
 *   A  10. 6.  1 000 Kč, margin 300, Jana, Praha, cz, Google / Léto, Karta, Zásilkovna, paid, online,
 *              lines K1 Káva 2 × 300 (margin 200) and Hrnek 1 × 400 (margin 100, Nezařazeno)
 *   B  15. 6.    500 Kč, margin estimated 150, Jana, Praha, CZ, google, Dobírka, Zásilkovna, online,
 *              line K1 Káva 1 × 500 (margin estimated 150)
 *   C  31. 5. 23:30 UTC = 1. 6. 01:30 in Prague: 2 000 Kč, margin 500, no customer, Brno, SK,
 *              Karta, PPL, paid, no lines
 *   E  25. 6.    300 Kč, margin −30, Petr, no city, CZ, Seznam / Léto, Karta, Zásilkovna, paid,
 *              online, line Hrnek 1 × 300 (margin −30)
 * June, cancelled: D 20. 6. 700 Kč, Petr, Praha.
 * May: F 10. 5. 2 000 Kč (margin 600); G 31. 5. 21:00 UTC = 23:00 in Prague, 1 000 Kč (margin 200).
 */
const JUNE: OrderInput[] = [
  {
    orderId: 'A',
    orderDate: '2024-06-10T10:00:00+02:00',
    revenue: 1000,
    margin: 300,
    customerEmail: 'jana@example.cz',
    customerName: 'Jana Nováková',
    customerCity: 'Praha',
    customerCountry: 'cz',
    acquisitionSource: 'Google',
    acquisitionCampaign: 'Léto',
    paymentMethod: 'Karta',
    shippingMethod: 'Zásilkovna',
    paid: true,
    online: true,
    status: 'Vyřízena',
    items: [
      { productCode: 'K1', productName: 'Káva', category: 'Káva', quantity: 2, unitPrice: 300, margin: 200 },
      { productName: 'Hrnek', quantity: 1, unitPrice: 400, margin: 100 },
    ],
  },
  {
    orderId: 'B',
    orderDate: '2024-06-15T12:00:00+02:00',
    revenue: 500,
    customerEmail: 'jana@example.cz',
    customerName: 'Jana Nováková',
    customerCity: 'Praha',
    customerCountry: 'CZ',
    acquisitionSource: 'google',
    paymentMethod: 'Dobírka',
    shippingMethod: 'Zásilkovna',
    paid: false,
    online: true,
    items: [{ productCode: 'K1', productName: 'Káva', category: 'Káva', quantity: 1, unitPrice: 500 }],
  },
  {
    orderId: 'C',
    orderDate: '2024-05-31T23:30:00Z',
    revenue: 2000,
    margin: 500,
    customerCity: 'Brno',
    customerCountry: 'SK',
    paymentMethod: 'Karta',
    shippingMethod: 'PPL',
    paid: true,
    online: false,
    status: 'Vyřízena',
  },
  {
    orderId: 'D',
    orderDate: '2024-06-20T09:00:00+02:00',
    revenue: 700,
    cancelled: true,
    customerEmail: 'petr@example.cz',
    customerName: 'Petr Svoboda',
    customerCity: 'Praha',
    status: 'Stornována',
    paid: false,
  },
  {
    orderId: 'E',
    orderDate: '2024-06-25T18:00:00+02:00',
    revenue: 300,
    margin: -30,
    customerEmail: 'petr@example.cz',
    customerName: 'Petr Svoboda',
    customerCountry: 'CZ',
    acquisitionSource: 'Seznam',
    acquisitionCampaign: 'Léto',
    paymentMethod: 'Karta',
    shippingMethod: 'Zásilkovna',
    paid: true,
    online: true,
    items: [{ productName: 'Hrnek', quantity: 1, unitPrice: 300, margin: -30 }],
  },
];

const MAY: OrderInput[] = [
  {
    orderId: 'F',
    orderDate: '2024-05-10T10:00:00+02:00',
    revenue: 2000,
    margin: 600,
    customerEmail: 'jana@example.cz',
    customerCity: 'Praha',
  },
  { orderId: 'G', orderDate: '2024-05-31T21:00:00Z', revenue: 1000, margin: 200, customerCity: 'Ostrava' },
];

/** Twelve small orders, one a day from 1. 4., to show that the recent list stops at 10. */
const APRIL: OrderInput[] = Array.from({ length: 12 }, (_, index) => ({
  orderId: `APR-${String(index + 1).padStart(2, '0')}`,
  orderDate: `2024-04-${String(index + 1).padStart(2, '0')}T12:00:00+02:00`,
  revenue: 100,
}));

const JUNE_QUERY = 'period=custom&from=2024-06-01&to=2024-06-30';

describe.each(testEngines)('orders report on %s', (engine) => {
  let shop: ReportShop;
  const report = (query: string) => shop.report<OrdersReport>('orders', query);

  beforeAll(async () => {
    shop = await createReportShop(engine, { now: new Date('2024-06-30T08:00:00Z') });
    await shop.addOrders([...JUNE, ...MAY, ...APRIL]);
  });
  afterAll(() => shop.close());

  it('sums the headline figures of counted orders, the 1. 6. order of 31. 5. UTC included', async () => {
    const { meta, data } = await report(JUNE_QUERY);
    expect(meta).toMatchObject({ from: '2024-06-01', to: '2024-06-30', granularity: 'day', previous: null });
    expect(data.totals).toEqual({
      revenue: 3800, // A 1 000 + B 500 + C 2 000 + E 300; D is cancelled
      revenueWithoutVat: 3040, // 80 % of each
      orders: 4,
      averageOrderValue: 950, // 3 800 ÷ 4
      margin: 920, // 300 + 150 + 500 − 30
      marginPercent: 920 / 3800,
      itemsPerOrder: 1.25, // lines 2 + 1 + 1 (C has none, counts 1) + 1 = 5 ÷ 4
      paidOrders: 3, // A, C, E
      onlineOrders: 3, // A, B, E
      cancelledOrders: 1,
      paidShare: 0.75,
      onlineShare: 0.75,
      cancelledShare: 0.2, // 1 of the 5 orders placed
      estimatedMarginOrders: 1, // B
    });
    expect(data.previousTotals).toBeNull();
    expect(data.previousTrend).toBeNull();
  });

  it('fills every day of the trend and puts the zone-edge order on 1. 6.', async () => {
    const { data } = await report(JUNE_QUERY);
    expect(data.trend).toHaveLength(30);
    const byDay = Object.fromEntries(data.trend.map((point) => [point.bucket, point]));
    expect(byDay['2024-06-01']).toEqual({ bucket: '2024-06-01', revenue: 2000, margin: 500, orders: 1 });
    expect(byDay['2024-06-10']).toEqual({ bucket: '2024-06-10', revenue: 1000, margin: 300, orders: 1 });
    expect(byDay['2024-06-20']).toEqual({ bucket: '2024-06-20', revenue: 0, margin: 0, orders: 0 });
    expect(byDay['2024-06-25']).toEqual({ bucket: '2024-06-25', revenue: 300, margin: -30, orders: 1 });
    expect(data.trend.reduce((sum, point) => sum + point.revenue, 0)).toBe(3800);
  });

  it('buckets weeks from Monday and overlays the previous period when comparing', async () => {
    const { meta, data } = await report(`${JUNE_QUERY}&granularity=week&compare=true`);
    expect(meta.previous).toEqual({ from: '2024-05-02', to: '2024-05-31' });
    // Today in Prague: the day still under way, which the charts mark as incomplete.
    expect(meta.today).toBe('2024-06-30');
    // 1. 6. 2024 is a Saturday: its week starts on Monday 27. 5.
    expect(data.trend).toEqual([
      { bucket: '2024-05-27', revenue: 2000, margin: 500, orders: 1 }, // C
      { bucket: '2024-06-03', revenue: 0, margin: 0, orders: 0 },
      { bucket: '2024-06-10', revenue: 1500, margin: 450, orders: 2 }, // A, B
      { bucket: '2024-06-17', revenue: 0, margin: 0, orders: 0 }, // D only, cancelled
      { bucket: '2024-06-24', revenue: 300, margin: -30, orders: 1 }, // E
    ]);
    // 2. 5. is a Thursday (week of 29. 4.); F on 10. 5. (week of 6. 5.), G on 31. 5. (week of 27. 5.).
    expect(data.previousTrend?.map((point) => [point.bucket, point.revenue])).toEqual([
      ['2024-04-29', 0],
      ['2024-05-06', 2000],
      ['2024-05-13', 0],
      ['2024-05-20', 0],
      ['2024-05-27', 1000],
    ]);
    expect(data.previousTotals).toMatchObject({ revenue: 3000, orders: 2, margin: 800, cancelledShare: 0 });
  });

  it('ranks the top lists by revenue and the mixes by orders, empty values kept as ""', async () => {
    const { data } = await report(JUNE_QUERY);
    const pick = (rows: OrdersReport['top']['city']['rows']) =>
      rows.map((row) => [row.value, row.orders, row.revenue, row.share]);
    expect(pick(data.top.city.rows)).toEqual([
      ['Brno', 1, 2000, 2000 / 3800],
      ['Praha', 2, 1500, 1500 / 3800], // D in Praha is cancelled
      ['', 1, 300, 300 / 3800], // E has no city
    ]);
    expect(data.top.city.total).toEqual({ orders: 4, revenue: 3800, margin: 920, values: 3 });
    expect(data.top.city.rows[1]).toMatchObject({ margin: 450, estimatedMargin: 1 });
    expect(pick(data.top.country.rows)).toEqual([
      ['SK', 1, 2000, 2000 / 3800],
      ['CZ', 3, 1800, 1800 / 3800], // 'cz' and 'CZ' are one country
    ]);
    expect(pick(data.top.source.rows)).toEqual([
      ['', 1, 2000, 2000 / 3800],
      ['google', 2, 1500, 1500 / 3800], // 'Google' and 'google' are one source
      ['seznam', 1, 300, 300 / 3800],
    ]);
    expect(pick(data.top.campaign.rows)).toEqual([
      ['', 2, 2500, 2500 / 3800],
      ['Léto', 2, 1300, 1300 / 3800],
    ]);
    // Mixes share orders: Karta A, C, E; Dobírka B.
    expect(pick(data.mix.payment.rows)).toEqual([
      ['Karta', 3, 3300, 0.75],
      ['Dobírka', 1, 500, 0.25],
    ]);
    expect(pick(data.mix.shipping.rows)).toEqual([
      ['Zásilkovna', 3, 1800, 0.75],
      ['PPL', 1, 2000, 0.25],
    ]);
  });

  it('ranks products and categories by line revenue with units and estimated lines', async () => {
    const { data } = await report(JUNE_QUERY);
    // Káva: A 2 × 300 + B 1 × 500 = 1 100 (margin 200 + 150 estimated); Hrnek: 400 + 300 = 700.
    expect(data.top.product.rows).toEqual([
      {
        value: 'K1',
        label: 'Káva',
        orders: 2,
        revenue: 1100,
        margin: 350,
        estimatedMargin: 1,
        quantity: 3,
        share: 1100 / 1800,
      },
      {
        value: 'Hrnek',
        label: 'Hrnek',
        orders: 2,
        revenue: 700,
        margin: 70,
        estimatedMargin: 0,
        quantity: 2,
        share: 700 / 1800,
      },
    ]);
    expect(data.top.category.rows.map((row) => [row.value, row.revenue])).toEqual([
      ['Káva', 1100],
      ['Nezařazeno', 700],
    ]);
  });

  it('lists the latest orders of the period, cancelled ones marked, 31. 5. 23:00 in Prague left out', async () => {
    const { data } = await report(JUNE_QUERY);
    expect(data.recentOrders.map((order) => [order.orderId, order.cancelled])).toEqual([
      ['E', false],
      ['D', true],
      ['B', false],
      ['A', false],
      ['C', false],
    ]);
    expect(data.recentOrders[3]).toEqual({
      orderId: 'A',
      orderDate: '2024-06-10T08:00:00.000Z',
      customerName: 'Jana Nováková',
      customerEmail: 'jana@example.cz',
      revenue: 1000,
      status: 'Vyřízena',
      cancelled: false,
      paid: true,
    });
  });

  it('stops the recent list at 10, newest first', async () => {
    const { data } = await report('period=custom&from=2024-04-01&to=2024-04-30');
    expect(data.recentOrders.map((order) => order.orderId)).toEqual(
      ['12', '11', '10', '09', '08', '07', '06', '05', '04', '03'].map((n) => `APR-${n}`),
    );
    expect(data.totals.orders).toBe(12);
  });

  it('reads the scenario and quadrant against the period before, compared or not', async () => {
    const { data } = await report(JUNE_QUERY);
    // June: revenue 3 800, profit (margin) 920, cost 2 880. May: 3 000, 800, 2 200.
    expect(data.assessment).toEqual({
      basis: { from: '2024-05-02', to: '2024-05-31' },
      adSpend: null,
      current: { revenue: 3800, cost: 2880, profit: 920, orders: 4 },
      previous: { revenue: 3000, cost: 2200, profit: 800, orders: 2 },
      scenario: {
        // Revenue +26.7 %, profit +15 %: up, but slower than revenue.
        scenario: 'growth_declining_profitability',
        revenue: { direction: 'up', change: 0.266666667 },
        cost: { direction: 'up', change: 0.309090909 },
        profit: { direction: 'up', change: 0.15 },
      },
      quadrant: {
        // Orders 4 against 2, profit 24.2 % of revenue (> 15 %).
        quadrant: 'profitable_scaling',
        volume: 'high',
        profitBand: 'profitable',
        profitShare: 920 / 3800,
        ordersChange: 1,
      },
    });
  });

  it('answers a period of a single customer', async () => {
    const { data } = await report('period=custom&from=2024-06-10&to=2024-06-15');
    expect(data.totals).toMatchObject({ orders: 2, revenue: 1500, averageOrderValue: 750, margin: 450 });
    expect(new Set(data.recentOrders.map((order) => order.customerEmail))).toEqual(
      new Set(['jana@example.cz']),
    );
    expect(data.top.city.rows.map((row) => row.value)).toEqual(['Praha']);
  });

  it('answers an empty period with zeros, gap-free buckets and no scenario', async () => {
    const { meta, data } = await report('period=custom&from=2024-01-01&to=2024-01-31&compare=true');
    expect(meta.hasOrders).toBe(true);
    expect(data.totals).toMatchObject({
      revenue: 0,
      orders: 0,
      averageOrderValue: null,
      marginPercent: null,
      itemsPerOrder: null,
      paidShare: null,
      cancelledShare: null,
    });
    expect(data.trend).toHaveLength(31);
    expect(data.trend.every((point) => point.revenue === 0 && point.orders === 0)).toBe(true);
    expect(data.previousTrend).toHaveLength(31);
    expect(data.top.product).toEqual({ rows: [], total: { orders: 0, revenue: 0, margin: 0, values: 0 } });
    expect(data.mix.payment.rows).toEqual([]);
    expect(data.recentOrders).toEqual([]);
    expect(data.assessment.scenario.scenario).toBeNull();
    expect(data.assessment.quadrant.quadrant).toBeNull();
  });

  it('is readable with a shop API key in the same shape', async () => {
    const created = await shop.t.call('POST', `/api/shops/${shop.shopId}/api-keys`, {
      cookie: shop.owner.cookie,
      body: { name: 'Report' },
    });
    expect(created.status, await created.clone().text()).toBe(201);
    const { key } = (await created.json()) as { key: string };
    const response = await shop.t.call('GET', `/api/v1/analytics/orders?${JUNE_QUERY}`, {
      headers: { authorization: `Bearer ${key}` },
    });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { data: OrdersReport };
    expect(body.data.totals.revenue).toBe(3800);
  });

  it('counts ad spend into the scenario like the marketing page, and keeps the quadrant on margin', async () => {
    await withScope(shop.t.deps.db, { userId: shop.owner.id, shopId: shop.shopId }, (trx) =>
      trx
        .insertInto('ad_spend')
        .values([
          {
            shop_id: shop.shopId,
            day: '2024-06-05',
            channel: 'google_ads',
            campaign: 'Léto',
            cost: 300,
            source: 'api',
          },
          {
            shop_id: shop.shopId,
            day: '2024-05-05',
            channel: 'sklik',
            campaign: 'Vše',
            cost: 100,
            source: 'api',
          },
        ])
        .execute(),
    );
    const { data } = await report(JUNE_QUERY);
    // June: profit 920 − 300 = 620, cost 2 880 + 300 = 3 180; May: 800 − 100 = 700, 2 300.
    expect(data.assessment.adSpend).toEqual({ current: 300, previous: 100 });
    expect(data.assessment.current).toEqual({ revenue: 3800, cost: 3180, profit: 620, orders: 4 });
    expect(data.assessment.previous).toEqual({ revenue: 3000, cost: 2300, profit: 700, orders: 2 });
    expect(data.assessment.scenario.profit.direction).toBe('down');
    expect(data.assessment.quadrant.profitShare).toBe(920 / 3800);
    const marketing = await shop.report<MarketingReport>('marketing', JUNE_QUERY);
    expect(data.assessment.scenario).toEqual(marketing.data.scenario);
  });
});
