import type { Granularity, ReportMeta, ReportQuery } from '@ziskomer/contracts';
import type { Database } from '@ziskomer/db';
import {
  type DayRange,
  getZonedDay,
  previousPeriod,
  resolveGranularity,
  resolvePreset,
} from '@ziskomer/domain';
import { sql, type Transaction } from 'kysely';
import { getRollupFreshness } from './queries/rollup-freshness.ts';

/** Everything a report query needs: the shop, its zone and currency, the period and its buckets. */
export interface ReportContext {
  db: Transaction<Database>;
  shopId: string;
  timeZone: string;
  currency: string;
  /** The request's instant (the app's clock): for figures relative to now, like the last 24 hours. */
  now: Date;
  /** Today in the shop's time zone. */
  today: string;
  period: DayRange;
  /** The previous period of the same length, when the caller asked for a comparison. */
  previous: DayRange | null;
  granularity: Granularity;
  meta: ReportMeta;
}

/**
 * Resolves a report query against the shop: presets count back from today in the shop's zone,
 * `all` spans the shop's first to last order day (today alone while it has none).
 */
export async function resolveReportContext(
  db: Transaction<Database>,
  shopId: string,
  query: ReportQuery,
  now: Date,
): Promise<ReportContext> {
  const shop = await db
    .selectFrom('shops')
    .select(['time_zone', 'currency'])
    .where('id', '=', shopId)
    .executeTakeFirstOrThrow();
  const today = getZonedDay(now, shop.time_zone);
  const [extent, freshness] = await Promise.all([getOrderExtent(db, shopId), getRollupFreshness(db, shopId)]);
  const period: DayRange =
    query.period === 'custom'
      ? { from: query.from!, to: query.to! }
      : query.period === 'all'
        ? { from: extent.first ?? today, to: extent.last ?? today }
        : resolvePreset(query.period, today);
  const previous = query.compare ? previousPeriod(period) : null;
  const granularity = resolveGranularity(query.granularity, period);
  return {
    db,
    shopId,
    timeZone: shop.time_zone,
    currency: shop.currency,
    now,
    today,
    period,
    previous,
    granularity,
    meta: {
      ...period,
      granularity,
      previous,
      currency: shop.currency,
      timeZone: shop.time_zone,
      today,
      hasOrders: extent.last !== null,
      firstOrderDay: extent.first,
      lastOrderDay: extent.last,
      ...freshness,
    },
  };
}

/** The shop's first and last day with orders, from the daily rollup (one small index range). */
async function getOrderExtent(db: Transaction<Database>, shopId: string) {
  const result = await sql<{ first: string | null; last: string | null }>`
    SELECT min(day)::text AS first, max(day)::text AS last
    FROM daily_shop_metrics WHERE shop_id = ${shopId}`.execute(db);
  return result.rows[0] ?? { first: null, last: null };
}
