import type { Database } from '@ziskomer/db';
import { sql, type Transaction } from 'kysely';
import { refreshClvForecasts } from './refresh-clv-forecasts.ts';
import { refreshCustomerCohorts } from './refresh-customer-cohorts.ts';
import { refreshCustomerDayMetrics } from './refresh-customer-day-metrics.ts';
import { refreshCustomerSequences } from './refresh-customer-sequences.ts';
import { refreshDimensionMetrics } from './refresh-dimension-metrics.ts';
import { refreshMonthlyRollups } from './refresh-monthly-rollups.ts';
import { refreshProductMargins } from './refresh-product-margins.ts';
import { refreshProductPairs } from './refresh-product-pairs.ts';

/** A rollup recomputed per dirty day. A report that needs one adds its refresh here. */
type DayRollup = (trx: Transaction<Database>, shopId: string, days: string[]) => Promise<void>;

const DAY_ROLLUPS: DayRollup[] = [
  refreshDimensionMetrics,
  refreshCustomerSequences,
  refreshCustomerDayMetrics,
  refreshProductPairs,
  refreshProductMargins,
];

/**
 * Rollups whose unit is the customer rather than the day: refreshed once with every dirty day,
 * after the day rollups. Stepping them would recompute every customer with orders in several
 * steps once per step (after a full import, each customer about six times).
 */
const CUSTOMER_ROLLUPS: DayRollup[] = [refreshCustomerCohorts];

/**
 * Rollups summed per month from a day rollup: refreshed once with every dirty day after the day
 * rollups, so that a month is summed once per refresh, not once per step.
 */
const MONTH_ROLLUPS: DayRollup[] = [refreshMonthlyRollups];

/**
 * Rollups of the whole shop, recomputed once after the others whenever any day was dirty (the CLV
 * fit: every customer's forecast depends on all orders). They take the request's clock, since
 * what they compute is as of now.
 */
type ShopRollup = (trx: Transaction<Database>, shopId: string, now: Date) => Promise<void>;

const SHOP_ROLLUPS: ShopRollup[] = [refreshClvForecasts];

/** Days per statement: bounds the size of one refresh on a shop whose whole history changed. */
const DAYS_PER_STEP = 120;

/** Dirty days from which a refresh counts as bulk and analyses every rollup table afterwards. */
const BULK_DAYS = 28;

/**
 * Brings every analytics rollup of a shop up to date with its orders: recomputes the days the
 * triggers of migration 0007 marked dirty, then clears them. A no-op (one index probe) when
 * nothing changed. Concurrent callers queue on a per-shop lock instead of computing twice.
 */
export async function refreshAnalyticsRollups(
  trx: Transaction<Database>,
  shopId: string,
  now: Date = new Date(),
): Promise<number> {
  const pending = await sql<{ any: boolean }>`
    SELECT EXISTS (SELECT 1 FROM analytics_dirty_days WHERE shop_id = ${shopId}) AS any`.execute(trx);
  if (!pending.rows[0]?.any) return 0;
  await sql`SELECT pg_advisory_xact_lock(hashtext('analytics-rollups'), hashtext(${shopId}))`.execute(trx);
  const dirty = await sql<{ day: string }>`
    DELETE FROM analytics_dirty_days WHERE shop_id = ${shopId} RETURNING day::text AS day`.execute(trx);
  const days = dirty.rows.map((row) => row.day).sort();
  for (let start = 0; start < days.length; start += DAYS_PER_STEP) {
    const step = days.slice(start, start + DAYS_PER_STEP);
    for (const refresh of DAY_ROLLUPS) await refresh(trx, shopId, step);
  }
  for (const refresh of MONTH_ROLLUPS) await refresh(trx, shopId, days);
  for (const refresh of CUSTOMER_ROLLUPS) await refresh(trx, shopId, days);
  if (days.length > 0) {
    for (const refresh of SHOP_ROLLUPS) await refresh(trx, shopId, now);
    // A first import takes the rollups from empty to hundreds of thousands of rows: without fresh
    // statistics the reports' queries are planned as if they were still empty (migration 0021).
    // The statistics counters see only committed changes, so a refresh of many days (an import
    // of a month or more) has every rollup analysed now, a smaller one those that went stale.
    const everything = days.length >= BULK_DAYS;
    await sql`SELECT analyze_stale_analytics_tables(${everything})`.execute(trx);
  }
  return days.length;
}
