import { CLV_HORIZONS } from '@ziskomer/contracts';
import { type Database, withScope } from '@ziskomer/db';
import { forecastCustomerColumnsAtHorizons, forecastCustomerValueAtHorizons } from '@ziskomer/domain';
import { sql, type Transaction } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BatchSizer } from '../../../src/lib/batch-sizer.ts';
import {
  readClvPurchaseData,
  readClvPurchaseDataByRanges,
} from '../../../src/modules/analytics/rollups/clv-purchase-summaries.ts';
import { storeClvRun } from '../../../src/modules/analytics/rollups/store-clv-run.ts';
import { testEngines } from '../../helpers/test-db.ts';
import { createGeneratedHistoryShop, type ReportShop } from './report-test-kit.ts';

/*
 * The CLV refresh reads the purchase summaries a page at a time into columns and writes the
 * forecasts a page at a time: the pages must not change a number. A shop's customers take many
 * pages here (pages of 7 and 13 customers), where the server takes pages of 10,000.
 */
describe.each(testEngines)('CLV refresh in pages (%s)', (engine) => {
  const now = new Date('2026-03-15T10:00:00Z');
  let shop: ReportShop;
  beforeAll(async () => {
    shop = await createGeneratedHistoryShop(engine, now);
  }, 120_000);
  afterAll(() => shop.close());
  const scoped = <T>(work: (trx: Transaction<Database>) => Promise<T>) =>
    withScope(shop.t.deps.db, { userId: null, shopId: shop.shopId }, work);

  it('reads the same columns in pages of 7 customers as in one page', async () => {
    const [whole, paged] = await scoped(async (trx) => [
      await readClvPurchaseData(trx, shop.shopId, 'Europe/Prague', now),
      await readClvPurchaseData(trx, shop.shopId, 'Europe/Prague', now, 7),
    ]);
    expect(whole.customerKeys.length).toBeGreaterThan(1000);
    expect(paged).toEqual(whole);
    // In code-unit order, each customer once, and a row of every column per customer.
    const keys = whole.customerKeys;
    expect(keys.every((key, i) => i === 0 || keys[i - 1]! < key)).toBe(true);
    for (const column of Object.values(whole.customers)) expect(column).toHaveLength(keys.length);
  }, 60_000);

  it('reads the same columns by ranges of 7 customers, each in a transaction of its own', async () => {
    const whole = await scoped((trx) => readClvPurchaseData(trx, shop.shopId, 'Europe/Prague', now));
    let transactions = 0;
    const ranged = await readClvPurchaseDataByRanges(
      (work) => {
        transactions++;
        return scoped(work);
      },
      shop.shopId,
      'Europe/Prague',
      now,
      new BatchSizer({ initial: 7, min: 7, max: 7, targetMs: 150 }),
    );
    expect(ranged).toEqual(whole);
    // The end of observation, then one range per 7 customers and the last, shorter one.
    expect(transactions).toBe(1 + Math.floor(whole.customerKeys.length / 7) + 1);
  }, 120_000);

  it('stores in pages of 13 customers exactly what the forecast with objects gives', async () => {
    const { stored, objects } = await scoped(async (trx) => {
      const data = await readClvPurchaseData(trx, shop.shopId, 'Europe/Prague', now);
      const forecast = forecastCustomerColumnsAtHorizons(data.customers, CLV_HORIZONS);
      await storeClvRun(trx, shop.shopId, now, data, forecast, null, 13);
      const rows = await sql<{
        customer_key: string;
        repeat_purchase_days: number;
        p_alive: number;
        expected_average_value: number;
        expected_orders_90: number;
        expected_value_90: number;
        expected_orders_365: number | null;
        expected_value_365: number | null;
      }>`SELECT customer_key, repeat_purchase_days, p_alive, expected_average_value, expected_orders_90,
                expected_value_90, expected_orders_365, expected_value_365
         FROM customer_clv_forecasts`.execute(trx);
      // The same customers as objects, as the summaries' form has them (null: no repeat purchase).
      const summaries = data.customerKeys.map((customerId, i) => ({
        customerId,
        repeatPurchaseDays: data.customers.repeatPurchaseDays[i]!,
        daysFromFirstToLastPurchase: data.customers.daysFromFirstToLastPurchase[i]!,
        daysSinceFirstPurchase: data.customers.daysSinceFirstPurchase[i]!,
        averageRepeatPurchaseValue:
          data.customers.repeatPurchaseDays[i] === 0 ? null : data.customers.averageRepeatPurchaseValue[i]!,
      }));
      return {
        stored: new Map(rows.rows.map((row) => [row.customer_key, row])),
        objects: forecastCustomerValueAtHorizons(summaries, CLV_HORIZONS),
      };
    });
    if (objects.status !== 'ok') throw new Error(objects.reason);
    expect(stored.size).toBe(objects.customers.length);
    const short = CLV_HORIZONS.indexOf(90);
    const long = CLV_HORIZONS.indexOf(365);
    for (const customer of objects.customers) {
      const row = stored.get(customer.customerId)!;
      // Doubles travel as shortest round-trip text both ways: equal to the last bit.
      expect(Number(row.p_alive)).toBe(customer.probabilityAlive);
      expect(Number(row.expected_average_value)).toBe(customer.expectedAverageValue);
      expect(Number(row.expected_orders_90)).toBe(customer.horizons[short]!.expectedPurchases);
      expect(Number(row.expected_value_90)).toBe(customer.horizons[short]!.expectedValue);
      expect(Number(row.expected_orders_365)).toBe(customer.horizons[long]!.expectedPurchases);
      expect(Number(row.expected_value_365)).toBe(customer.horizons[long]!.expectedValue);
    }
  }, 60_000);
});
