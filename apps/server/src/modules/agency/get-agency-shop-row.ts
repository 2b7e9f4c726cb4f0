import type { AgencyQuery, AgencyShopRow } from '@ziskomer/contracts';
import type { Database } from '@ziskomer/db';
import { listBuckets, previousPeriod } from '@ziskomer/domain';
import type { Transaction } from 'kysely';
import { hasAnyAdSpend, resolveReportContext, selectMarketingTrend } from '../analytics/index.ts';
import type { UserShopRow } from '../shops/index.ts';
import { toAgencyFigures } from './to-agency-figures.ts';

/**
 * One shop's line of the agency overview, read exactly as the marketing report reads it: the
 * rollups as the refresh job left them, the period resolved in the shop's own time zone, and the
 * shop's counted orders and ad spend per bucket (the report's trend query) for the period and the
 * one before it. Must run with the shop's row-level-security scope set.
 */
export async function getAgencyShopRow(
  trx: Transaction<Database>,
  shop: UserShopRow,
  query: AgencyQuery,
  now: Date,
): Promise<Omit<AgencyShopRow, 'budget' | 'openAlerts'>> {
  const ctx = await resolveReportContext(
    trx,
    shop.id,
    { period: query.period, from: query.from, to: query.to, granularity: query.granularity, compare: true },
    now,
  );
  const previousRange = ctx.previous ?? previousPeriod(ctx.period);
  const [current, before, hasAdSpend] = await Promise.all([
    selectMarketingTrend(trx, shop.id, ctx.period, ctx.granularity),
    selectMarketingTrend(trx, shop.id, previousRange, ctx.granularity),
    hasAnyAdSpend(trx, shop.id),
  ]);
  const byBucket = new Map(current.map((bucket) => [bucket.bucket, bucket]));
  return {
    shop: {
      id: shop.id,
      name: shop.name,
      storeDomain: shop.storeDomain,
      projectName: shop.projectName,
      currency: shop.currency,
      role: shop.role,
    },
    period: ctx.period,
    previousPeriod: previousRange,
    granularity: ctx.granularity,
    hasOrders: ctx.meta.hasOrders,
    computingFirstFigures: ctx.meta.refreshedAt === null && ctx.meta.refreshPending,
    hasAdSpend,
    figures: toAgencyFigures(current),
    previous: toAgencyFigures(before),
    trend: listBuckets(ctx.period, ctx.granularity).map((bucket) => {
      const row = byBucket.get(bucket);
      return {
        bucket,
        revenue: row?.revenue ?? 0,
        grossProfit: row?.grossProfit ?? 0,
        adSpend: row?.adSpend ?? 0,
      };
    }),
  };
}
