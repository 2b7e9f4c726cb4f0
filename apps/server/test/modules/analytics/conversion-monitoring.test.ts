import type { ConversionMonitoringReport, NotificationList, OrderInput } from '@ziskomer/contracts';
import { withScope } from '@ziskomer/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestUser } from '../../helpers/test-app.ts';
import { testEngines } from '../../helpers/test-db.ts';
import { createReportShop, type ReportShop } from './report-test-kit.ts';

type Event = {
  eventId: string;
  orderId?: string;
  source?: string;
  gclid?: string;
  fbclid?: string;
  orderDate: string;
  isTest?: boolean;
};

/** Writes order events as the tracking endpoint stores them (defaults of SPEC §3 where left out). */
async function addEvents(shop: ReportShop, events: Event[]) {
  await withScope(shop.t.deps.db, { userId: shop.owner.id, shopId: shop.shopId }, (trx) =>
    trx
      .insertInto('order_events')
      .values(
        events.map((event) => ({
          shop_id: shop.shopId,
          event_id: event.eventId,
          order_id: event.orderId ?? 'N/A',
          source: event.source ?? 'N/A',
          gclid: event.gclid ?? null,
          fbclid: event.fbclid ?? null,
          order_date: event.orderDate,
          is_test: event.isTest ?? false,
        })),
      )
      .execute(),
  );
}

async function addSpend(
  shop: ReportShop,
  rows: { day: string; channel: string; campaign: string; conversions: number }[],
) {
  await withScope(shop.t.deps.db, { userId: shop.owner.id, shopId: shop.shopId }, (trx) =>
    trx
      .insertInto('ad_spend')
      .values(rows.map((row) => ({ shop_id: shop.shopId, ...row, cost: 100, source: 'api' as const })))
      .execute(),
  );
}

const order = (orderId: string, orderDate: string, acquisitionSource?: string): OrderInput => ({
  orderId,
  orderDate,
  revenue: 1000,
  margin: 300,
  acquisitionSource,
});

describe.each(testEngines)('conversion monitoring report on %s', (engine) => {
  let shop: ReportShop;
  // Today is 30.6.2024 in Prague (UTC+2); 'period=7d' is 24.–30.6.
  const now = new Date('2024-06-30T08:00:00Z');
  const report = (query = 'period=7d') =>
    shop.report<ConversionMonitoringReport>('conversion-monitoring', query);

  beforeAll(async () => {
    shop = await createReportShop(engine, { now });
  });
  afterAll(() => shop.close());

  it('answers an empty period without a channel or a share', async () => {
    const { meta, data } = await report();
    expect(meta.hasOrders).toBe(false);
    expect(data).toMatchObject({
      hasTrackedEvents: false,
      hasAdSpend: false,
      totals: { orders: 0, tracked: 0, reported: 0, trackedShare: null, reportedShare: null },
      channels: [],
      breaks: [],
    });
    expect(data.rule).toEqual({
      baselineDays: 14,
      minDayOrders: 5,
      minBaselineDays: 7,
      dropRatio: 0.5,
      maxChance: 0.001,
    });
    expect(data.days).toHaveLength(7);
  });

  it('counts orders, tracked orders and reported conversions per channel and day', async () => {
    await shop.addOrders([
      order('O1', '2024-06-25T10:00:00+02:00', 'google'),
      order('O2', '2024-06-25T11:00:00+02:00', 'facebook'),
      order('O3', '2024-06-25T12:00:00+02:00', '(direct)'),
      order('O4', '2024-06-26T10:00:00+02:00', 'Google'),
      order('O5', '2024-06-26T11:00:00+02:00', 'google / cpc'),
      order('O6', '2024-06-26T12:00:00+02:00', 'seznam.cz'),
      // Cancelled: not an order that counts.
      { ...order('O7', '2024-06-26T13:00:00+02:00', 'google'), cancelled: true },
    ]);
    await addEvents(shop, [
      // O1 without a source but with a gclid: Google Ads.
      { eventId: 'e1', orderId: 'O1', gclid: 'Cj0KCQ', orderDate: '2024-06-25T08:00:00Z' },
      // O2 sent twice (the thank-you page reloaded): one tracked order.
      { eventId: 'e2', orderId: 'O2', source: 'facebook', orderDate: '2024-06-25T09:00:00Z' },
      { eventId: 'e2-again', orderId: 'O2', source: 'facebook', orderDate: '2024-06-25T09:00:00Z' },
      // O3 with neither source nor click id: only in the shop's total.
      { eventId: 'e3', orderId: 'O3', orderDate: '2024-06-25T10:00:00Z' },
      { eventId: 'e4', orderId: 'O4', source: 'google', orderDate: '2024-06-26T08:00:00Z' },
      // A test order never counts.
      { eventId: 'e5', orderId: 'O5', source: 'google', orderDate: '2024-06-26T09:00:00Z', isTest: true },
    ]);
    await addSpend(shop, [
      { day: '2024-06-25', channel: 'google_ads', campaign: 'Léto', conversions: 2 },
      { day: '2024-06-25', channel: 'google_ads', campaign: 'Brand', conversions: 1 },
      { day: '2024-06-26', channel: 'google_ads', campaign: 'Léto', conversions: 1.5 },
      { day: '2024-06-26', channel: 'sklik', campaign: 'Vše', conversions: 2 },
    ]);

    const { data } = await report();
    expect(data.hasTrackedEvents).toBe(true);
    expect(data.hasAdSpend).toBe(true);
    // Shop: orders O1–O6 = 6; tracked e1, e2, e3, e4 = 4; reported 2 + 1 + 1.5 + 2 = 6.5.
    expect(data.totals).toEqual({
      orders: 6,
      tracked: 4,
      reported: 6.5,
      trackedShare: 0.6667,
      reportedShare: 1.0833,
    });
    // Google (O1, O4, O5) before Meta (O2, tracked) and Sklik (O6, untracked) — by orders, then tracked.
    expect(data.channels.map((row) => row.channel)).toEqual(['google_ads', 'meta', 'sklik']);
    const google = data.channels[0]!;
    expect(google).toMatchObject({
      orders: 3,
      tracked: 2,
      reported: 4.5,
      trackedShare: 0.6667,
      reportedShare: 1.5,
    });
    expect(google.days.map((row) => row.day)).toEqual([
      '2024-06-24',
      '2024-06-25',
      '2024-06-26',
      '2024-06-27',
      '2024-06-28',
      '2024-06-29',
      '2024-06-30',
    ]);
    expect(google.days[0]).toEqual({
      day: '2024-06-24',
      orders: 0,
      tracked: 0,
      reported: 0,
      trackedShare: null,
      reportedShare: null,
    });
    expect(google.days[1]).toEqual({
      day: '2024-06-25',
      orders: 1,
      tracked: 1,
      reported: 3,
      trackedShare: 1,
      reportedShare: 3,
    });
    expect(google.days[2]).toEqual({
      day: '2024-06-26',
      orders: 2,
      tracked: 1,
      reported: 1.5,
      trackedShare: 0.5,
      reportedShare: 0.75,
    });
    expect(data.channels[1]).toMatchObject({
      channel: 'meta',
      orders: 1,
      tracked: 1,
      reported: 0,
      trackedShare: 1,
    });
    expect(data.channels[2]).toMatchObject({
      channel: 'sklik',
      orders: 1,
      tracked: 0,
      reported: 2,
      trackedShare: 0,
      reportedShare: 2,
    });
    expect(data.breaks).toEqual([]);
  });

  it('puts orders and events of 23:30 UTC on the next day in Prague', async () => {
    await shop.addOrders([order('Z1', '2024-06-27T23:30:00Z', 'heureka')]);
    await addEvents(shop, [
      { eventId: 'z1', orderId: 'Z1', source: 'Heureka.cz', orderDate: '2024-06-27T23:30:00Z' },
      // 23.6. 21:30 UTC is 23:30 in Prague, the day before the period; 23.6. 22:30 UTC is 24.6. 00:30.
      { eventId: 'z2', orderId: 'Z2', source: 'heureka', orderDate: '2024-06-23T21:30:00Z' },
      { eventId: 'z3', orderId: 'Z3', source: 'heureka', orderDate: '2024-06-23T22:30:00Z' },
    ]);
    const { data } = await report();
    const heureka = data.channels.find((row) => row.channel === 'heureka')!;
    const day = (iso: string) => heureka.days.find((row) => row.day === iso);
    expect(day('2024-06-27')).toMatchObject({ orders: 0, tracked: 0 });
    expect(day('2024-06-28')).toMatchObject({ orders: 1, tracked: 1, trackedShare: 1 });
    expect(day('2024-06-24')).toMatchObject({ orders: 0, tracked: 1, trackedShare: null });
    expect(heureka).toMatchObject({ orders: 1, tracked: 2 });
  });
});

describe.each(testEngines)('tracking breaks on %s', (engine) => {
  let shop: ReportShop;
  // Today is 30.6.2024 in Prague.
  const now = new Date('2024-06-30T08:00:00Z');
  const report = (query: string) => shop.report<ConversionMonitoringReport>('conversion-monitoring', query);
  let viewer: TestUser;
  const notifications = async (user: TestUser = shop.owner) => {
    const response = await shop.t.call('GET', `/api/shops/${shop.shopId}/notifications`, {
      cookie: user.cookie,
    });
    expect(response.status).toBe(200);
    return ((await response.json()) as NotificationList).items.filter(
      (item) => item.eventType === 'tracking_break',
    );
  };

  beforeAll(async () => {
    shop = await createReportShop(engine, { now, email: 'mereni@example.cz' });
    viewer = await shop.t.signUp('kolega@example.cz');
    const shared = await shop.t.call('POST', `/api/shops/${shop.shopId}/access`, {
      cookie: shop.owner.cookie,
      body: { email: viewer.email },
    });
    expect(shared.status).toBe(201);
    // Sklik, 10.–23.6.: 5 orders a day, 4 of them tracked (share 0.8).
    // 24.6.: 5 orders, none tracked (0 is under half of 0.8, and 0 of 5 at 0.8 has a chance of
    // 0.2⁵ = 0.00032) — the break starts. 25.6.: 5 orders, 1 tracked (0.2, still under 0.4).
    // 26.6.: 2 orders (too few to judge), none tracked.
    // Every day also 10 direct orders, all tracked: the whole shop stays above half its usual
    // level (24.6.: 10 of 15 = 0.67 against (4 + 10) / 15 = 0.93), so only Sklik breaks.
    const orders: OrderInput[] = [];
    const events: Event[] = [];
    const plan: [string, number, number][] = [];
    for (let date = 10; date <= 23; date += 1) plan.push([`2024-06-${date}`, 5, 4]);
    plan.push(['2024-06-24', 5, 0], ['2024-06-25', 5, 1], ['2024-06-26', 2, 0]);
    for (const [day, count, tracked] of plan) {
      for (let n = 0; n < count; n += 1) {
        const orderId = `${day}-S${n}`;
        orders.push(order(orderId, `${day}T12:00:00+02:00`, 'sklik'));
        if (n < tracked)
          events.push({ eventId: orderId, orderId, source: 'sklik', orderDate: `${day}T10:00:00Z` });
      }
      for (let n = 0; n < 10; n += 1) {
        const orderId = `${day}-D${n}`;
        orders.push(order(orderId, `${day}T13:00:00+02:00`, 'direct'));
        events.push({ eventId: orderId, orderId, orderDate: `${day}T11:00:00Z` });
      }
    }
    // 252 orders in one batch of the public API (the order form would take one request each).
    const created = await shop.t.call('POST', `/api/shops/${shop.shopId}/api-keys`, {
      cookie: shop.owner.cookie,
      body: { name: 'Fixture' },
    });
    const { key } = (await created.json()) as { key: string };
    const batch = await shop.t.app.request('/api/v1/orders', {
      method: 'POST',
      headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
      body: JSON.stringify({ orders }),
    });
    expect(batch.status, await batch.clone().text()).toBe(200);
    await addEvents(shop, events);
  }, 120_000);
  afterAll(() => shop.close());

  it('shows the break of a past period but notifies only about periods reaching today', async () => {
    const past = await report('period=custom&from=2024-06-20&to=2024-06-25');
    expect(past.data.breaks).toMatchObject([{ channel: 'sklik', startDay: '2024-06-24', ongoing: true }]);
    expect(await notifications()).toEqual([]);
  });

  it('finds the break on its first day and notifies once', async () => {
    const { data } = await report('period=7d');
    expect(data.breaks).toEqual([
      {
        channel: 'sklik',
        startDay: '2024-06-24',
        lastDay: '2024-06-25',
        ongoing: true,
        baselineShare: 0.8,
        startShare: 0,
      },
    ]);
    const sklik = data.channels.find((row) => row.channel === 'sklik')!;
    // 24.–26.6.: 12 orders, 1 tracked.
    expect(sklik).toMatchObject({ orders: 12, tracked: 1, trackedShare: 0.0833 });

    const first = await notifications();
    expect(first).toHaveLength(1);
    expect(first[0]).toMatchObject({
      title: 'Sklik: Měření může být rozbité od 24. 6. 2024',
      type: 'warning',
      read: false,
    });
    expect(first[0]!.description).toMatch(/jen 0\s%.*obvykle 80\s%/u);
    // Everyone who may see the shop hears of it.
    expect(await notifications(viewer)).toMatchObject([{ title: first[0]!.title }]);

    // Asked again, and with a period that starts after the break began: still the same break from
    // its first day, and no second notification.
    const later = await report('period=custom&from=2024-06-26&to=2024-06-30');
    expect(later.data.breaks.map((entry) => entry.startDay)).toEqual(['2024-06-24']);
    await report('period=30d');
    expect(await notifications()).toHaveLength(1);
    expect(await notifications(viewer)).toHaveLength(1);
  });
});
