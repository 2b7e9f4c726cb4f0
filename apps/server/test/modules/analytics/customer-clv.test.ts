import type { CustomerClvReport, OrderInput } from '@ziskomer/contracts';
import { generateOrders, withScope } from '@ziskomer/db';
import {
  type CustomerPurchaseSummary,
  forecastColumnsWithFit,
  forecastCustomerValue,
  toPurchaseColumns,
} from '@ziskomer/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngines } from '../../helpers/test-db.ts';
import { createGeneratedHistoryShop, createReportShop, type ReportShop } from './report-test-kit.ts';

/*
 * A hand-made shop (Europe/Prague; now 30. 6. 2024 08:00 UTC = 10:00 in Prague). SPEC §9:
 * CLV = average order value × counted orders × 1.5; tier high above 50 000 total or 5 000 average,
 * medium above 10 000 or 1 000; churn low under 30 days since the last order or above 2 orders a
 * month, medium under 90 days or above 0.5 a month, else high (a month = 30 days, at least one).
 *
 *   Alena  1. 10. 2023 1 000 · 10. 3. 2 000 · 20. 6. 3 000   3 orders, 6 000, avg 2 000
 *          CLV 2 000 × 3 × 1.5 = 9 000; medium (avg > 1 000); 10 days → low
 *   Bohouš 1. 4. 23:30 UTC = 2. 4. 01:30 Prague, 400; 29. 6. 5 000 cancelled (not counted)
 *          CLV 400 × 1 × 1.5 = 600; low; 89 days since the last order, 1 order a month → medium
 *   Cyril  1. 9. 2023 60 000                                  CLV 90 000; high; 303 days, 1 a month → medium
 *   Dana   1. 7. 2023 150 · 15. 1. 250                        2 orders, 400, avg 200 → CLV 600; low;
 *          167 days, 2 orders over 198 days = 6.6 months → 0.30 a month → high
 *   Eva    (phone only) 25. 6. 1 500                          CLV 2 250; medium (avg > 1 000); low
 *   —      20. 6. 800 without e-mail or phone: no customer
 */
const NOW = new Date('2024-06-30T08:00:00Z');

const ALENA = { customerEmail: 'alena@example.cz', customerName: 'Alena Veselá' };
const BOHOUS = { customerEmail: 'bohous@example.cz', customerName: 'Bohouš Král' };
const CYRIL = { customerEmail: 'cyril@example.cz', customerName: 'Cyril Černý' };
const DANA = { customerEmail: 'dana@example.cz', customerName: 'Dana Horáková' };
const EVA = { customerPhone: '+420 777 000 111', customerName: 'Eva Malá' };

const order = (orderId: string, orderDate: string, revenue: number, customer: Partial<OrderInput> = {}) => ({
  orderId,
  orderDate,
  revenue,
  ...customer,
});

const CYRIL_ORDER = order('C1', '2023-09-01T10:00:00+02:00', 60_000, CYRIL);
const OTHER_ORDERS: OrderInput[] = [
  order('D1', '2023-07-01T10:00:00+02:00', 150, DANA),
  order('A1', '2023-10-01T10:00:00+02:00', 1000, ALENA),
  order('D2', '2024-01-15T10:00:00+01:00', 250, DANA),
  order('A2', '2024-03-10T10:00:00+01:00', 2000, ALENA),
  order('B1', '2024-04-01T23:30:00Z', 400, BOHOUS),
  order('A3', '2024-06-20T10:00:00+02:00', 3000, ALENA),
  order('X1', '2024-06-20T12:00:00+02:00', 800),
  order('E1', '2024-06-25T10:00:00+02:00', 1500, EVA),
  { ...order('B2', '2024-06-29T10:00:00+02:00', 5000, BOHOUS), cancelled: true },
];

describe.each(testEngines)('customer CLV report on %s', (engine) => {
  describe('SPEC formula and too little history (hand-made shop)', () => {
    let shop: ReportShop;
    beforeAll(async () => {
      shop = await createReportShop(engine, { now: NOW });
    });
    afterAll(() => shop.close());
    const report = async () => (await shop.report<CustomerClvReport>('customer-clv')).data;

    it('answers a shop without orders with zeros and no forecast', async () => {
      const data = await report();
      expect(data.backtest).toBeNull();
      expect(data.formula).toEqual({
        customers: 0,
        totalClv: 0,
        averageClv: null,
        ranges: [],
        tiers: [
          { tier: 'high', customers: 0, totalClv: 0, averageClv: null },
          { tier: 'medium', customers: 0, totalClv: 0, averageClv: null },
          { tier: 'low', customers: 0, totalClv: 0, averageClv: null },
        ],
        churn: [
          { risk: 'low', customers: 0, totalClv: 0, averageClv: null },
          { risk: 'medium', customers: 0, totalClv: 0, averageClv: null },
          { risk: 'high', customers: 0, totalClv: 0, averageClv: null },
        ],
      });
      expect(data.predictive).toMatchObject({
        status: 'insufficient',
        reason: 'too_few_customers',
        asOfDay: '2024-06-30',
        data: { customers: 0, repeatCustomers: 0, historyDays: 0, newCustomers: 0, newRepeatCustomers: 0 },
        requirements: { minCustomers: 500, minRepeatCustomers: 150, minHistoryDays: 90 },
        readiness: { kind: 'not_in_sight', limitedBy: 'customers' },
        forecast: null,
      });
    });

    it('values a single customer by the formula', async () => {
      await shop.addOrders([CYRIL_ORDER]);
      const { formula } = await report();
      // 60 000 × 1 × 1.5 = 90 000, in the range 50 000–100 000.
      expect(formula).toMatchObject({ customers: 1, totalClv: 90_000, averageClv: 90_000 });
      expect(formula.ranges).toEqual([{ from: 50_000, to: 100_000, customers: 1, value: 90_000 }]);
    });

    it('sums, ranges and splits CLV by tier and churn risk as of today, without cancelled orders', async () => {
      await shop.addOrders(OTHER_ORDERS);
      const { formula } = await report();
      // 9 000 + 600 + 90 000 + 600 + 2 250 = 102 450 over 5 customers = 20 490.
      expect(formula.customers).toBe(5);
      expect(formula.totalClv).toBe(102_450);
      expect(formula.averageClv).toBe(20_490);
      expect(formula.ranges).toEqual([
        { from: 500, to: 1000, customers: 2, value: 1200 },
        { from: 1000, to: 2000, customers: 0, value: 0 },
        { from: 2000, to: 5000, customers: 1, value: 2250 },
        { from: 5000, to: 10_000, customers: 1, value: 9000 },
        { from: 10_000, to: 20_000, customers: 0, value: 0 },
        { from: 20_000, to: 50_000, customers: 0, value: 0 },
        { from: 50_000, to: 100_000, customers: 1, value: 90_000 },
      ]);
      expect(formula.tiers).toEqual([
        { tier: 'high', customers: 1, totalClv: 90_000, averageClv: 90_000 },
        // Alena 9 000 + Eva 2 250 = 11 250 ÷ 2
        { tier: 'medium', customers: 2, totalClv: 11_250, averageClv: 5625 },
        // Bohouš 600 + Dana 600
        { tier: 'low', customers: 2, totalClv: 1200, averageClv: 600 },
      ]);
      expect(formula.churn).toEqual([
        // Alena 9 000 + Eva 2 250 = 11 250 ÷ 2
        { risk: 'low', customers: 2, totalClv: 11_250, averageClv: 5625 },
        // Cyril 90 000 + Bohouš 600 = 90 600 ÷ 2
        { risk: 'medium', customers: 2, totalClv: 90_600, averageClv: 45_300 },
        { risk: 'high', customers: 1, totalClv: 600, averageClv: 600 },
      ]);
    });

    it('explains that five customers are far too few for a forecast, with the counts', async () => {
      const { predictive } = await report();
      // Repeat customers: Alena (2 repeat days, 2 500 on average) and Dana (1, 250). History: Dana's
      // first day 1. 7. 2023 to 30. 6. 2024 = 365 days. In the 90 days 2. 4.–30. 6.: Bohouš (whose
      // order of 1. 4. 23:30 UTC falls on 2. 4. in Prague) and Eva bought for the first time; nobody
      // made a first repeat purchase (Alena and Dana had two purchase days before 2. 4.). 495
      // customers missing at 2 per 90 days would take 22 275 days: not in sight.
      expect(predictive).toEqual({
        computedAt: NOW.toISOString(),
        asOfDay: '2024-06-30',
        status: 'insufficient',
        reason: 'too_few_customers',
        failedModel: null,
        data: { customers: 5, repeatCustomers: 2, historyDays: 365, newCustomers: 2, newRepeatCustomers: 0 },
        requirements: { minCustomers: 500, minRepeatCustomers: 150, minHistoryDays: 90 },
        readiness: { kind: 'not_in_sight', limitedBy: 'customers' },
        forecast: null,
      });
    });

    it('says why the backtest is not possible: 3 customers had bought 90 days before the last order day', async () => {
      // The last complete day with a counted order is Eva's 25. 6. (Bohouš's 29. 6. is cancelled),
      // so the calibration ends on 27. 3. with Dana, Alena (a repeat day each) and Cyril; 1. 7. 2023
      // to 27. 3. 2024 = 270 days.
      const { backtest } = await report();
      expect(backtest).toEqual({
        requested: false,
        asOfDay: '2024-03-27',
        holdoutFrom: '2024-03-28',
        holdoutTo: '2024-06-25',
        holdoutDays: 90,
        status: 'insufficient',
        reason: 'too_few_customers',
        failedModel: null,
        data: { customers: 3, repeatCustomers: 2, historyDays: 270 },
        model: null,
        groups: [],
        total: null,
      });
    });
  });

  describe('predictive CLV on generated history', () => {
    // Two years of a coffee shop's orders up to yesterday (about 1 300 customers, 400 repeat ones).
    let now = new Date('2026-03-15T10:00:00Z');
    let shop: ReportShop;
    beforeAll(async () => {
      shop = await createGeneratedHistoryShop(engine, () => now);
    }, 120_000);
    afterAll(() => shop.close());
    const report = async () => (await shop.report<CustomerClvReport>('customer-clv')).data;

    it('stores for every customer what forecastCustomerValue gives on the raw orders', async () => {
      const { predictive } = await report();
      const rows = await readPurchaseSummaries(shop, '2026-03-15');
      await expectStoredForecastsToMatch(shop, rows, predictive);
    }, 60_000);

    it('stores the backtest as of 90 days before yesterday, the same as when asked for that day', async () => {
      const automatic = (await report()).backtest!;
      // The generated coffee shop's first 21 months give BG/NBD no interior maximum (its customers'
      // dropout parameters run off to the boundary; the live fit on 24 months finds one): the
      // backtest says so, with the data it looked at, instead of showing arbitrary numbers.
      expect(automatic).toEqual({
        requested: false,
        asOfDay: '2025-12-14',
        holdoutFrom: '2025-12-15',
        holdoutTo: '2026-03-14',
        holdoutDays: 90,
        status: 'insufficient',
        reason: 'fit_failed',
        failedModel: 'bg_nbd',
        data: {
          customers: automatic.data.customers,
          repeatCustomers: automatic.data.repeatCustomers,
          historyDays: 640,
        },
        model: null,
        groups: [],
        total: null,
      });
      expect(automatic.data.customers).toBeGreaterThan(1000);
      const asked = (await shop.report<CustomerClvReport>('customer-clv', 'asOf=2025-12-14')).data.backtest;
      expect(asked).toEqual({ ...automatic, requested: true });
    }, 60_000);

    it('forecasts a new customer of the same day with the stored models, without fitting anew', async () => {
      const before = await report();
      await shop.addOrders([
        order('NEW-1', '2026-03-14T12:00:00+01:00', 1200, { customerEmail: 'nova.zakaznice@example.cz' }),
        order('NEW-2', '2026-03-15T09:00:00+01:00', 800, { customerEmail: 'nova.zakaznice@example.cz' }),
      ]);
      const after = await report();
      // The model and the data it was fitted on stay; the new customer is forecast with it.
      expect(after.predictive.forecast!.model).toEqual(before.predictive.forecast!.model);
      expect(after.predictive.data).toEqual(before.predictive.data);
      const rows = await readPurchaseSummaries(shop, '2026-03-15');
      const newcomer = rows.find((row) => row.customerId === 'nova.zakaznice@example.cz');
      expect(newcomer).toEqual({
        customerId: 'nova.zakaznice@example.cz',
        repeatPurchaseDays: 1,
        daysFromFirstToLastPurchase: 1,
        daysSinceFirstPurchase: 1,
        averageRepeatPurchaseValue: 800,
      });
      const { model } = before.predictive.forecast!;
      const expected = forecastColumnsWithFit(toPurchaseColumns([newcomer!]), {
        bgNbd: { parameters: model.bgNbd, logLikelihood: model.bgNbd.logLikelihood },
        gammaGamma: { parameters: model.gammaGamma, logLikelihood: model.gammaGamma.logLikelihood },
        horizons: [90, 365].map((days) => ({ horizonDays: days, status: 'ok', requiredHistoryDays: days })),
        summary: { customers: 0, repeatCustomers: 0, historyDays: 0, requiredHistoryDays: 90 },
      });
      if (expected?.status !== 'ok') throw new Error('no forecast');
      const stored = await withScope(
        shop.t.deps.db,
        { userId: null, shopId: shop.shopId },
        async (trx) =>
          (
            await sql<{ p_alive: number; expected_orders_90: number; expected_value_365: number }>`
            SELECT p_alive, expected_orders_90, expected_value_365 FROM customer_clv_forecasts
            WHERE customer_key = 'nova.zakaznice@example.cz'`.execute(trx)
          ).rows,
      );
      expect(stored).toHaveLength(1);
      expectClose(stored[0]!.p_alive, expected.probabilityAlive[0]!);
      expectClose(stored[0]!.expected_orders_90, expected.expectedPurchases[0]![0]!);
      expectClose(
        stored[0]!.expected_value_365,
        expected.expectedPurchases[1]![0]! * expected.expectedAverageValue[0]!,
      );
      // Totals and segments count the new customer.
      const segments = after.predictive.forecast!;
      for (const groups of [segments.tiers, segments.churn, segments.rfm])
        expect(sumOf(groups.map((group) => group.customers))).toBe(rows.length);
      const added = expected.expectedPurchases[0]![0]! * expected.expectedAverageValue[0]!;
      expect(
        Math.abs(
          after.predictive.forecast!.horizons[0]!.expectedValue! -
            before.predictive.forecast!.horizons[0]!.expectedValue! -
            added,
        ),
      ).toBeLessThan(0.02);
    }, 60_000);

    it('refits when the day of observation moves', async () => {
      const before = await report();
      now = new Date('2026-03-16T10:00:00Z');
      await shop.addOrders([
        order('NEW-3', '2026-03-16T09:00:00+01:00', 500, { customerEmail: 'dalsi.zakaznik@example.cz' }),
      ]);
      const after = await report();
      expect(after.predictive.forecast!.model).not.toEqual(before.predictive.forecast!.model);
      const rows = await readPurchaseSummaries(shop, '2026-03-16');
      await expectStoredForecastsToMatch(shop, rows, after.predictive);
    }, 60_000);
  });
  describe('predictive CLV on 200 days of history', () => {
    // Generated orders of the 200 days up to yesterday, posted through the public API in batches.
    const now = new Date('2026-03-15T10:00:00Z');
    let shop: ReportShop;
    beforeAll(async () => {
      shop = await createReportShop(engine, { now });
      const created = await shop.t.call('POST', `/api/shops/${shop.shopId}/api-keys`, {
        cookie: shop.owner.cookie,
        body: { name: 'Generátor' },
      });
      expect(created.status).toBe(201);
      const { key } = (await created.json()) as { key: string };
      const orders = [
        ...generateOrders({
          seed: 1,
          orders: 3000,
          customers: 1350,
          start: '2025-08-28',
          end: '2026-03-14',
          shopProfile: 'coffee',
        }),
      ];
      for (let start = 0; start < orders.length; start += 1000) {
        const response = await shop.t.call('POST', '/api/v1/orders', {
          headers: { authorization: `Bearer ${key}` },
          body: { orders: orders.slice(start, start + 1000) },
        });
        expect(response.status, await response.clone().text()).toBe(200);
      }
    }, 120_000);
    afterAll(() => shop.close());

    it('forecasts 90 days only, and says from which day 365 days will be forecast', async () => {
      const { predictive } = (await shop.report<CustomerClvReport>('customer-clv')).data;
      expect(predictive.status).toBe('ok');
      // The first orders fall on 28. 8. 2025: 199 days before 15. 3. 2026.
      const { historyDays } = predictive.data;
      expect(historyDays).toBe(199);
      const forecast = predictive.forecast!;
      expect(forecast.horizons[0]).toMatchObject({ days: 90, status: 'ok', reason: null, readyOn: null });
      expect(forecast.horizons[1]).toEqual({
        days: 365,
        status: 'insufficient',
        reason: 'history_too_short',
        requiredHistoryDays: 365,
        // 365 − 199 = 166 more days of history.
        readyOn: '2026-08-28',
        expectedPurchases: null,
        expectedValue: null,
      });
      for (const group of [...forecast.tiers, ...forecast.churn, ...forecast.rfm]) {
        expect(group.expectedValue365).toBeNull();
      }
      // Without 365-day values the top list follows the 90-day value.
      const values = forecast.topCustomers.map((customer) => customer.expectedValue90);
      expect(forecast.topCustomers).toHaveLength(20);
      expect(values).toEqual([...values].sort((a, b) => b - a));
      expect(forecast.topCustomers.every((customer) => customer.expectedValue365 === null)).toBe(true);
      const rows = await readPurchaseSummaries(shop, '2026-03-15');
      const short = forecastCustomerValue(rows, 90);
      if (short.status !== 'ok') throw new Error(short.reason);
      expectClose(forecast.model.bgNbd.r, short.bgNbd.parameters.r);
    }, 60_000);
  });
});

/**
 * The models' input computed here from the raw orders, independently of the server's SQL: counted
 * orders with a customer, their Prague calendar day from the instant, one purchase per customer and
 * day with the values added up (in haléře, to add exactly).
 */
async function readPurchaseSummaries(shop: ReportShop, asOfDay: string): Promise<CustomerPurchaseSummary[]> {
  const orders = await withScope(shop.t.deps.db, { userId: null, shopId: shop.shopId }, async (trx) => {
    const result = await sql<{ customer_key: string; order_date: Date | string; revenue: string | number }>`
      SELECT customer_key, order_date, revenue FROM orders
      WHERE NOT is_cancelled AND customer_key IS NOT NULL`.execute(trx);
    return result.rows;
  });
  const pragueDay = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Prague' });
  const byCustomer = new Map<string, Map<string, number>>();
  for (const row of orders) {
    const day = pragueDay.format(new Date(row.order_date));
    const days = byCustomer.get(row.customer_key) ?? new Map<string, number>();
    days.set(day, (days.get(day) ?? 0) + Math.round(Number(row.revenue) * 100));
    byCustomer.set(row.customer_key, days);
  }
  const daysBetween = (from: string, to: string) => (Date.parse(to) - Date.parse(from)) / 86_400_000;
  // In the server's order (customer key, code units): the fit's sums then add in the same order.
  const customers = [...byCustomer].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return customers.map(([customerId, days]) => {
    const sorted = [...days].sort(([a], [b]) => a.localeCompare(b));
    const first = sorted[0]!;
    const repeat = sorted.slice(1);
    return {
      customerId,
      repeatPurchaseDays: repeat.length,
      daysFromFirstToLastPurchase: daysBetween(first[0], sorted.at(-1)![0]),
      daysSinceFirstPurchase: daysBetween(first[0], asOfDay),
      averageRepeatPurchaseValue:
        repeat.length === 0 ? null : repeat.reduce((sum, [, cents]) => sum + cents, 0) / 100 / repeat.length,
    };
  });
}

async function expectStoredForecastsToMatch(
  shop: ReportShop,
  rows: CustomerPurchaseSummary[],
  predictive: CustomerClvReport['predictive'],
) {
  const short = forecastCustomerValue(rows, 90);
  const long = forecastCustomerValue(rows, 365);
  if (short.status !== 'ok' || long.status !== 'ok') throw new Error('the generated history must be enough');
  expect(predictive.status).toBe('ok');
  expect(predictive.data.customers).toBe(rows.length);
  const model = predictive.forecast!.model;
  expectClose(model.bgNbd.r, short.bgNbd.parameters.r);
  expectClose(model.bgNbd.alpha, short.bgNbd.parameters.alpha);
  expectClose(model.bgNbd.a, short.bgNbd.parameters.a);
  expectClose(model.bgNbd.b, short.bgNbd.parameters.b);
  expectClose(model.bgNbd.logLikelihood, short.bgNbd.logLikelihood);
  expectClose(model.gammaGamma.p, short.gammaGamma.parameters.p);
  expectClose(model.gammaGamma.q, short.gammaGamma.parameters.q);
  expectClose(model.gammaGamma.gamma, short.gammaGamma.parameters.gamma);

  const stored = await withScope(shop.t.deps.db, { userId: null, shopId: shop.shopId }, async (trx) => {
    const result = await sql<{
      customer_key: string;
      repeat_purchase_days: number;
      p_alive: number;
      expected_orders_90: number;
      expected_value_90: number;
      expected_orders_365: number;
      expected_value_365: number;
    }>`SELECT customer_key, repeat_purchase_days, p_alive, expected_orders_90, expected_value_90,
              expected_orders_365, expected_value_365
       FROM customer_clv_forecasts`.execute(trx);
    return new Map(result.rows.map((row) => [row.customer_key, row]));
  });
  expect(stored.size).toBe(rows.length);
  rows.forEach((row, i) => {
    const mine = stored.get(row.customerId)!;
    expect(mine.repeat_purchase_days).toBe(row.repeatPurchaseDays);
    expectClose(mine.p_alive, short.customers[i]!.probabilityAlive);
    expectClose(mine.expected_orders_90, short.customers[i]!.expectedPurchases);
    expectClose(mine.expected_value_90, short.customers[i]!.expectedValue);
    expectClose(mine.expected_orders_365, long.customers[i]!.expectedPurchases);
    expectClose(mine.expected_value_365, long.customers[i]!.expectedValue);
  });

  const [horizon90, horizon365] = predictive.forecast!.horizons;
  // The report rounds money to hundredths.
  expect(
    Math.abs(horizon90!.expectedValue! - sumOf(short.customers.map((c) => c.expectedValue))),
  ).toBeLessThan(0.01);
  expectClose(horizon365!.expectedPurchases!, sumOf(long.customers.map((c) => c.expectedPurchases)));
  const top = [...long.customers].sort((a, b) => b.expectedValue - a.expectedValue).slice(0, 20);
  expect(predictive.forecast!.topCustomers.map((customer) => customer.customerKey)).toEqual(
    top.map((customer) => customer.customerId),
  );
  // The segments partition the customers.
  const segments = predictive.forecast!;
  for (const groups of [segments.tiers, segments.churn, segments.rfm]) {
    expect(sumOf(groups.map((group) => group.customers))).toBe(rows.length);
  }
}

/**
 * Equal up to the last digits: the server divides the repeat values in decimal and this test in
 * binary, which may differ in the last bit.
 */
function expectClose(actual: number, expected: number, relative = 1e-9) {
  expect(Math.abs(actual - expected)).toBeLessThanOrEqual(relative * Math.max(1, Math.abs(expected)));
}

function sumOf(values: number[]): number {
  return values.reduce((sum, value) => sum + value, 0);
}
