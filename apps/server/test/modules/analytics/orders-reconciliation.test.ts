import type { OrdersReconciliationReport, OrdersReport } from '@ziskomer/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngines } from '../../helpers/test-db.ts';
import { createReportShop, type ReportShop } from './report-test-kit.ts';

/*
 * A shop in Europe/Prague, period May 2024 (VAT: SPEC §9's 20 % of revenue with VAT). The walk must lead
 * from every order dated in May to the orders report's revenue and margin, to the haléř:
 *
 *   A  10. 5.  1 210  paid, margin 400                       counted
 *   B  12. 5.  2 420  unpaid, no margin → 30 % estimate 726  counted
 *   C  15. 5.    605  cancelled                              left out
 *   D  20. 5.    363  no e-mail or phone, payment unknown, margin 50   counted
 *   E  30. 4. 22:30 UTC = 1. 5. 00:30 in Prague, 121, margin 20       counted (the zone moves it in)
 *   F  31. 5. 22:15 UTC = 1. 6. 00:15 in Prague, 242, margin 30       not in May in Prague (moved out)
 *   G  15. 4.  1 000  outside the period
 */
const NOW = new Date('2024-06-30T08:00:00Z');
const PERIOD = 'period=custom&from=2024-05-01&to=2024-05-31';

const ORDERS = [
  {
    orderId: 'A',
    orderDate: '2024-05-10T10:00:00+02:00',
    revenue: 1210,
    margin: 400,
    paid: true,
    customerEmail: 'a@example.cz',
  },
  {
    orderId: 'B',
    orderDate: '2024-05-12T10:00:00+02:00',
    revenue: 2420,
    paid: false,
    customerEmail: 'b@example.cz',
  },
  {
    orderId: 'C',
    orderDate: '2024-05-15T10:00:00+02:00',
    revenue: 605,
    margin: 100,
    cancelled: true,
    customerEmail: 'c@example.cz',
  },
  { orderId: 'D', orderDate: '2024-05-20T10:00:00+02:00', revenue: 363, margin: 50 },
  {
    orderId: 'E',
    orderDate: '2024-04-30T22:30:00Z',
    revenue: 121,
    margin: 20,
    paid: true,
    customerEmail: 'e@example.cz',
  },
  {
    orderId: 'F',
    orderDate: '2024-05-31T22:15:00Z',
    revenue: 242,
    margin: 30,
    paid: true,
    customerEmail: 'f@example.cz',
  },
  {
    orderId: 'G',
    orderDate: '2024-04-15T10:00:00+02:00',
    revenue: 1000,
    margin: 300,
    paid: true,
    customerEmail: 'g@example.cz',
  },
];

describe.each(testEngines)('orders reconciliation ("Proč se čísla liší") on %s', (engine) => {
  let shop: ReportShop;
  let walk: OrdersReconciliationReport;
  let orders: OrdersReport;
  beforeAll(async () => {
    shop = await createReportShop(engine, { now: NOW });
    await shop.addOrders(ORDERS);
    walk = (await shop.report<OrdersReconciliationReport>('orders-reconciliation', PERIOD)).data;
    orders = (await shop.report<OrdersReport>('orders', PERIOD)).data;
  }, 120_000);
  afterAll(() => shop.close());

  it('walks from every order dated in May (UTC) over the time zone and cancellations to revenue, VAT and margin', () => {
    expect(walk.steps).toEqual([
      { kind: 'gross_utc', subtotal: true, amount: 4840, orders: 5 },
      { kind: 'time_zone_in', subtotal: false, amount: 121, orders: 1 },
      { kind: 'time_zone_out', subtotal: false, amount: -242, orders: -1 },
      { kind: 'gross', subtotal: true, amount: 4719, orders: 5 },
      { kind: 'cancelled', subtotal: false, amount: -605, orders: -1 },
      { kind: 'revenue', subtotal: true, amount: 4114, orders: 4 },
      { kind: 'vat', subtotal: false, amount: -822.8, orders: 0 },
      { kind: 'revenue_without_vat', subtotal: true, amount: 3291.2, orders: 4 },
      { kind: 'costs', subtotal: false, amount: -2095.2, orders: 0 },
      { kind: 'margin', subtotal: true, amount: 1196, orders: 4 },
    ]);
  });

  it('adds up exactly: every subtotal is the one before plus the steps between', () => {
    let running = { amount: 0, orders: 0 };
    for (const [index, step] of walk.steps.entries()) {
      if (step.subtotal && index > 0) {
        expect(step.amount).toBe(Math.round(running.amount * 100) / 100);
        expect(step.orders).toBe(running.orders);
      }
      running = step.subtotal
        ? { amount: step.amount, orders: step.orders }
        : { amount: running.amount + step.amount, orders: running.orders + step.orders };
    }
  });

  it('ends at the orders report’s own revenue, revenue without VAT, margin and order counts', () => {
    const at = (kind: string) => walk.steps.find((step) => step.kind === kind)!;
    expect(at('revenue').amount).toBe(orders.totals.revenue);
    expect(at('revenue').orders).toBe(orders.totals.orders);
    expect(at('revenue_without_vat').amount).toBe(orders.totals.revenueWithoutVat);
    expect(at('margin').amount).toBe(orders.totals.margin);
    expect(-at('cancelled').orders).toBe(orders.totals.cancelledOrders);
    expect(walk.margin.estimated.orders).toBe(orders.totals.estimatedMarginOrders);
  });

  it('shows apart what the revenue includes: unpaid, unknown payment, no customer; and the estimated margin', () => {
    expect(walk.included).toEqual({
      unpaid: { amount: 2420, orders: 1 },
      paymentUnknown: { amount: 363, orders: 1 },
      withoutCustomer: { amount: 363, orders: 1 },
    });
    expect(walk.margin).toEqual({
      real: { amount: 470, orders: 3 },
      estimated: { amount: 726, orders: 1 },
    });
  });

  it('is served to the shop’s API keys too', async () => {
    const created = await shop.t.call('POST', `/api/shops/${shop.shopId}/api-keys`, {
      cookie: shop.owner.cookie,
      body: { name: 'Účetní' },
    });
    const { key } = (await created.json()) as { key: string };
    const response = await shop.t.call('GET', `/api/v1/analytics/orders-reconciliation?${PERIOD}`, {
      headers: { authorization: `Bearer ${key}` },
    });
    expect(response.status).toBe(200);
    expect(((await response.json()) as { data: OrdersReconciliationReport }).data).toEqual(walk);
  });
});
