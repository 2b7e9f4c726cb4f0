import { type CustomerClvReport, orderInputSchema } from '@ziskomer/contracts';
import { withScope } from '@ziskomer/db';
import { backtestCustomerValue, type CustomerPurchaseColumns, parseOrderDate } from '@ziskomer/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CALIBRATION_END_DAY,
  CDNOW_MASTER_PATH,
  readCdnowPurchases,
} from '../../../../../packages/domain/test/clv-models/load-cdnow.ts';
import { normaliseOrder, type OrderRecord, writeOrders } from '../../../src/modules/ingest/index.ts';
import { testEngines } from '../../helpers/test-db.ts';
import { createReportShop, type ReportShop } from './report-test-kit.ts';

/*
 * The whole CDNOW master set (69,659 purchases of 23,570 customers, 1997-01-01 … 1998-06-30) goes
 * in as orders through the import's save path; the CLV report asked for asOf=1997-09-30 must fit
 * the very models the domain fits on the same 39 weeks (Fader, Hardie & Lee's calibration period)
 * and compare them with the 39 weeks after.
 */
const NOW = new Date('2026-11-27T09:00:00Z');
const AS_OF = '1997-09-30';
const DAY_MS = 86_400_000;
const purchases = readCdnowPurchases(CDNOW_MASTER_PATH);

/** The master set's purchases per customer and day, as the shop counts them (one purchase a day). */
function expectedBacktestInput() {
  const byCustomer = new Map<string, Map<number, number>>();
  for (const { id, day, value } of purchases) {
    const days = byCustomer.get(id) ?? new Map<number, number>();
    days.set(day, (days.get(day) ?? 0) + value);
    byCustomer.set(id, days);
  }
  // Keys as the shop has them (c00001@cdnow.example …): ids are zero-padded, so both sort alike.
  const customers = [...byCustomer].sort(([a], [b]) => (a < b ? -1 : 1)).map(([, days]) => days);
  const n = customers.length;
  const calibration: CustomerPurchaseColumns = {
    repeatPurchaseDays: new Float64Array(n),
    daysFromFirstToLastPurchase: new Float64Array(n),
    daysSinceFirstPurchase: new Float64Array(n),
    averageRepeatPurchaseValue: new Float64Array(n),
  };
  const holdoutPurchaseDays = new Float64Array(n);
  const holdoutValue = new Float64Array(n);
  customers.forEach((days, i) => {
    const sorted = [...days.keys()].sort((a, b) => a - b);
    const before = sorted.filter((day) => day <= CALIBRATION_END_DAY);
    const after = sorted.filter((day) => day > CALIBRATION_END_DAY);
    calibration.repeatPurchaseDays[i] = before.length - 1;
    calibration.daysFromFirstToLastPurchase[i] = before.at(-1)! - before[0]!;
    calibration.daysSinceFirstPurchase[i] = CALIBRATION_END_DAY - before[0]!;
    const repeats = before.slice(1).map((day) => days.get(day)!);
    calibration.averageRepeatPurchaseValue[i] =
      repeats.length > 0 ? repeats.reduce((sum, value) => sum + value, 0) / repeats.length : 0;
    holdoutPurchaseDays[i] = after.length;
    holdoutValue[i] = after.reduce((sum, day) => sum + days.get(day)!, 0);
  });
  // 1997-10-01 … 1998-06-30.
  return { calibration, holdoutPurchaseDays, holdoutValue, holdoutDays: 273 };
}

async function importCdnow(shop: ReportShop): Promise<void> {
  let batch: OrderRecord[] = [];
  const flush = async () => {
    const records = batch;
    batch = [];
    await withScope(shop.t.deps.db, { userId: null, shopId: shop.shopId }, (trx) =>
      writeOrders(trx, shop.shopId, { kind: 'demo' }, records, { now: NOW }),
    );
  };
  for (const [index, { id, day, value }] of purchases.entries()) {
    const order = orderInputSchema.parse({
      orderId: `CD${index + 1}`,
      orderDate: `${new Date(day * DAY_MS).toISOString().slice(0, 10)}T12:00:00Z`,
      revenue: value,
      customerEmail: `c${id}@cdnow.example`,
    });
    const date = parseOrderDate(order.orderDate, 'Europe/Prague', 'iso');
    if (!date.ok) throw new Error(`CDNOW line ${index + 1}: ${date.code}`);
    batch.push(normaliseOrder(order, date.instant, date.day));
    if (batch.length >= 2000) await flush();
  }
  if (batch.length > 0) await flush();
}

describe.each(testEngines)('CLV backtest on the CDNOW master set imported as orders (%s)', (engine) => {
  let shop: ReportShop;
  let report: CustomerClvReport;
  const expected = backtestCustomerValue(expectedBacktestInput());
  if (expected.status !== 'ok') throw new Error('the domain fit on CDNOW failed');

  const get = (query: string, language = 'cs') =>
    shop.t.call('GET', `/api/shops/${shop.shopId}/analytics/customer-clv?${query}`, {
      cookie: shop.owner.cookie,
      headers: { 'accept-language': language },
    });

  beforeAll(async () => {
    shop = await createReportShop(engine, { now: NOW });
    await importCdnow(shop);
    const response = await get(`asOf=${AS_OF}`);
    expect(response.status, await response.clone().text()).toBe(200);
    report = ((await response.json()) as { data: CustomerClvReport }).data;
  }, 600_000);
  afterAll(() => shop?.close());

  it('holds the 23,570 customers, all with a purchase by 1997-09-30, and 273 holdout days', () => {
    expect(purchases).toHaveLength(69_659);
    expect(report.backtest).toMatchObject({
      requested: true,
      asOfDay: AS_OF,
      holdoutFrom: '1997-10-01',
      holdoutTo: '1998-06-30',
      holdoutDays: 273,
      status: 'ok',
      reason: null,
    });
    expect(report.backtest!.data.customers).toBe(23_570);
    expect(report.backtest!.total!.customers).toBe(23_570);
  });

  it('fits BG/NBD r, α, a, b and Gamma-Gamma p, q, γ as the domain does on the same 39 weeks', () => {
    const model = report.backtest!.model!;
    const relative = (actual: number, wanted: number) => Math.abs(actual - wanted) / Math.abs(wanted);
    const { r, alpha, a, b } = expected.bgNbd.parameters;
    const { p, q, gamma } = expected.gammaGamma.parameters;
    for (const [actual, wanted] of [
      [model.bgNbd.r, r],
      [model.bgNbd.alpha, alpha],
      [model.bgNbd.a, a],
      [model.bgNbd.b, b],
      [model.gammaGamma.p, p],
      [model.gammaGamma.q, q],
      [model.gammaGamma.gamma, gamma],
    ] as const) {
      // Not to the last bit: the database sums a day's orders in exact decimals, the domain here in
      // binary floating point, and the optimiser stops within its tolerance of the maximum.
      expect(relative(actual, wanted)).toBeLessThan(1e-6);
    }
    expect(model.bgNbd.logLikelihood).toBeCloseTo(expected.bgNbd.logLikelihood, 3);
  });

  it('compares the forecast with the 39 weeks after, per group, as the domain computes it', () => {
    const backtest = report.backtest!;
    expect(backtest.total!.actualPurchases).toBe(expected.total.actualPurchases);
    expect(backtest.total!.actualValue).toBeCloseTo(expected.total.actualValue, 2);
    expect(backtest.total!.predictedPurchases).toBeCloseTo(expected.total.predictedPurchases, 2);
    expect(backtest.total!.predictedValue).toBeCloseTo(expected.total.predictedValue, 0);
    expect(backtest.groups.map((group) => [group.repeatPurchaseDays, group.customers])).toEqual(
      expected.groups.map((group) => [group.repeatPurchaseDays, group.customers]),
    );
    for (const [index, group] of backtest.groups.entries()) {
      expect(group.actualPurchases).toBe(expected.groups[index]!.actualPurchases);
      expect(group.predictedPurchases).toBeCloseTo(expected.groups[index]!.predictedPurchases, 2);
    }
  });

  it('refuses today, a future day, a day before the first order and a day with no orders after it', async () => {
    const cases = [
      ['2026-11-27', 'clv_backtest_not_past', 'den před dneškem'],
      ['2027-01-01', 'clv_backtest_not_past', 'den před dneškem'],
      ['1996-12-31', 'clv_backtest_before_first_order', 'první objednávky'],
      ['1998-06-30', 'clv_backtest_no_later_orders', 'dřívější den'],
    ] as const;
    for (const [asOf, code, words] of cases) {
      const response = await get(`asOf=${asOf}`);
      expect(response.status).toBe(422);
      const body = (await response.json()) as { error: { code: string; message: string; details: unknown } };
      expect(body.error.code).toBe(code);
      expect(body.error.message).toContain(words);
      expect(body.error.details).toMatchObject({
        asOf,
        firstOrderDay: '1997-01-01',
        lastCompleteDay: '1998-06-30',
      });
    }
    const english = await get('asOf=1996-12-31', 'en');
    expect(((await english.json()) as { error: { message: string } }).error.message).toContain(
      'day of the first order',
    );
  });

  it('stores with the refreshed run the backtest as of 90 days before the last order day, as asked for that day', async () => {
    await shop.t.settle();
    const automatic = (await shop.report<CustomerClvReport>('customer-clv')).data.backtest!;
    expect(automatic).toMatchObject({
      requested: false,
      asOfDay: '1998-04-01',
      holdoutFrom: '1998-04-02',
      holdoutTo: '1998-06-30',
      holdoutDays: 90,
      status: 'ok',
    });
    const asked = (await shop.report<CustomerClvReport>('customer-clv', 'asOf=1998-04-01')).data.backtest;
    expect(asked).toEqual({ ...automatic, requested: true });
  }, 600_000);

  it('refuses a day that is not a date', async () => {
    const response = await get('asOf=1997-02-30');
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe('date_invalid');
  });
});
