import type { Database } from '@ziskomer/db';
import { sql, type Transaction } from 'kysely';
import { refreshClvForecasts } from './refresh-clv-forecasts.ts';
import { readChangedCustomersForClv } from './refresh-clv-of-customers.ts';
import { refreshCustomerCohorts } from './refresh-customer-cohorts.ts';
import { refreshCustomerDayMetrics } from './refresh-customer-day-metrics.ts';
import { refreshCustomerSequences } from './refresh-customer-sequences.ts';
import { refreshDimensionMetrics } from './refresh-dimension-metrics.ts';
import { refreshMonthlyRollups } from './refresh-monthly-rollups.ts';
import { refreshProductMargins } from './refresh-product-margins.ts';
import {
  preparePairHistories,
  refreshDailyProductPairs,
  refreshPairHistories,
} from './refresh-product-pairs.ts';

/** A rollup recomputed per dirty day. A report that needs one adds its refresh here. */
type DayRollup = (trx: Transaction<Database>, shopId: string, days: string[]) => Promise<void>;

const DAY_ROLLUPS: DayRollup[] = [
  refreshDimensionMetrics,
  refreshCustomerSequences,
  refreshCustomerDayMetrics,
  refreshDailyProductPairs,
  refreshProductMargins,
];

/**
 * Rollups whose unit is the customer rather than the day: refreshed once with every dirty day,
 * after the day rollups. Stepping them would recompute every customer with orders in several
 * steps once per step (after a full import, each customer about six times).
 */
const CUSTOMER_ROLLUPS: DayRollup[] = [refreshCustomerCohorts];

/**
 * Rollups summed per month (or per product pair) from a day rollup: refreshed once with every
 * dirty day after the day rollups, so that a month or a pair is summed once per refresh, not once
 * per step.
 */
const MONTH_ROLLUPS: DayRollup[] = [
  refreshMonthlyRollups,
  async (trx, shopId, days) => {
    const { firstBuild } = await preparePairHistories(trx, shopId);
    await refreshPairHistories(trx, shopId, { firstBuild, fewDays: days.length < BULK_DAYS });
  },
];

/** Days per statement: bounds the size of one refresh on a shop whose whole history changed. */
const DAYS_PER_STEP = 120;

/** Dirty days from which a refresh counts as bulk and analyses every rollup table afterwards. */
export const BULK_DAYS = 28;

/**
 * Brings every analytics rollup of a shop up to date with its orders: recomputes the days the
 * triggers of migration 0007 marked dirty and the analytics-rollups job claimed (migration 0033),
 * then deletes those marks. Marks not claimed yet stay for the next run. Runs only inside
 * `refreshShopRollups`, which claims the marks and serialises the runs of one shop.
 */
export async function refreshAnalyticsRollups(
  trx: Transaction<Database>,
  shopId: string,
  now: Date = new Date(),
): Promise<number> {
  // Deleting claimed marks locks nothing a writer needs: a writer marking the same day inserts an
  // unclaimed row, which no unique index compares with these (migration 0033).
  const dirty = await sql<{ day: string }>`
    DELETE FROM analytics_dirty_days WHERE shop_id = ${shopId} AND claimed RETURNING day::text AS day`.execute(
    trx,
  );
  const days = [...new Set(dirty.rows.map((row) => row.day))].sort();
  if (days.length === 0) return 0;
  // A first import takes the rollups from empty to hundreds of thousands of rows, and the steps
  // below read what the earlier ones wrote: on the statistics of another shop's data (or of an
  // empty table) PostgreSQL plans nested loops over this shop's rows. A bulk refresh therefore
  // analyses the rollups between its phases; ANALYZE sees this transaction's own rows.
  const bulk = days.length >= BULK_DAYS;
  // The CLV run is of the whole shop (every customer's forecast depends on all orders), recomputed
  // after the others with the request's clock; a few changed customers are forecast with the
  // stored run's models. They are read before the customer rollups take their marks.
  const changedCustomers = await readChangedCustomersForClv(trx, shopId);
  for (let start = 0; start < days.length; start += DAYS_PER_STEP) {
    const step = days.slice(start, start + DAYS_PER_STEP);
    for (const refresh of DAY_ROLLUPS) await refresh(trx, shopId, step);
    if (bulk && start === 0) await analyzeRollups(trx, true);
  }
  for (const refresh of MONTH_ROLLUPS) await refresh(trx, shopId, days);
  for (const refresh of CUSTOMER_ROLLUPS) await refresh(trx, shopId, days);
  if (bulk) await analyzeRollups(trx, true);
  await refreshClvForecasts(trx, shopId, now, changedCustomers);
  // The statistics counters see only committed changes, so a refresh of many days (an import of
  // a month or more) has every rollup analysed now, a smaller one those that grew by a tenth
  // (migration 0068).
  await analyzeRollups(trx, bulk);
  return days.length;
}

/** Autovacuum's analyse of the rollup tables, done now (migration 0021). */
export async function analyzeRollups(trx: Transaction<Database>, everything: boolean): Promise<void> {
  await sql`SELECT analyze_stale_analytics_tables(${everything})`.execute(trx);
}
