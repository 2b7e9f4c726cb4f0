import { type GoogleAnalyticsOverview, ga4PropertySchema } from '@ziskomer/contracts';
import type { Language } from '@ziskomer/i18n';
import { sql } from 'kysely';
import { z } from 'zod';
import type { UseCaseScope } from '../../core/use-case-scope.ts';
import { selectSourceFigures } from '../analytics/index.ts';
import { readGa4Selection } from './google-analytics/read-ga4-selection.ts';
import { readProductConnection } from './read-google-product-head.ts';
import { readShopTimeZone } from './read-shop-time-zone.ts';
import { getLastDays } from './sync-range.ts';

const round2 = (value: number) => Math.round(value * 100) / 100;

/**
 * /google-analytics: the GA4 connection and its property, and GA4 beside the shop's own orders
 * over the last `days` days — by session source (the orders' acquisition source, lower-cased) and
 * by day — so the user sees where GA4 and the shop disagree.
 */
export async function getGoogleAnalyticsOverview(
  scope: UseCaseScope,
  shopId: string,
  days: number,
  language: Language,
): Promise<GoogleAnalyticsOverview> {
  const { row, ...head } = await readProductConnection(scope, shopId, 'google_analytics', language);
  const base = { ...head, days };
  if (!row) return { ...base, properties: null, selection: null, bySource: [], byDay: [] };
  const { from, to } = getLastDays(scope.deps.now(), await readShopTimeZone(scope.db, shopId), days);
  const ga4 = await sql<{
    day: string;
    source: string;
    medium: string;
    sessions: number;
    users: number;
    conversions: string | number;
    revenue: string | number;
  }>`
    SELECT day::text AS day, source, medium, sessions, users, conversions, revenue
    FROM ga4_daily
    WHERE shop_id = ${shopId} AND connection_id = ${row.id} AND day BETWEEN ${from}::date AND ${to}::date`.execute(
    scope.db,
  );
  const orderSources = await selectSourceFigures(scope.db, shopId, { from, to }, 'source');
  const orderDays = await sql<{ day: string; orders: number; revenue: string | number }>`
    SELECT day::text AS day, orders, revenue FROM daily_shop_metrics
    WHERE shop_id = ${shopId} AND day BETWEEN ${from}::date AND ${to}::date`.execute(scope.db);

  const empty = () => ({
    sessions: 0,
    users: 0,
    ga4Conversions: 0,
    ga4Revenue: 0,
    orders: 0,
    revenue: 0,
    media: new Set<string>(),
  });
  const sources = new Map<string, ReturnType<typeof empty>>();
  const daysMap = new Map<string, ReturnType<typeof empty>>();
  const add = (map: Map<string, ReturnType<typeof empty>>, key: string) => {
    const entry = map.get(key) ?? empty();
    map.set(key, entry);
    return entry;
  };
  for (const entry of ga4.rows) {
    for (const target of [add(sources, entry.source.toLowerCase()), add(daysMap, entry.day)]) {
      target.sessions += Number(entry.sessions);
      target.users += Number(entry.users);
      target.ga4Conversions += Number(entry.conversions);
      target.ga4Revenue += Number(entry.revenue);
    }
    add(sources, entry.source.toLowerCase()).media.add(entry.medium);
  }
  for (const entry of orderSources) {
    const target = add(sources, entry.value || '(direct)');
    target.orders += entry.orders;
    target.revenue += entry.revenue;
  }
  for (const entry of orderDays.rows) {
    const target = add(daysMap, entry.day);
    target.orders += Number(entry.orders);
    target.revenue += Number(entry.revenue);
  }
  const finish = ({ media: _media, ...entry }: ReturnType<typeof empty>) => ({
    ...entry,
    ga4Conversions: round2(entry.ga4Conversions),
    ga4Revenue: round2(entry.ga4Revenue),
    revenue: round2(entry.revenue),
  });
  const properties = z.array(ga4PropertySchema).safeParse(row.accounts);
  return {
    ...base,
    properties: properties.success ? properties.data : null,
    selection: readGa4Selection(row.settings),
    bySource: [...sources.entries()]
      .map(([source, entry]) => ({ source, medium: [...entry.media].sort().join(', '), ...finish(entry) }))
      .sort((a, b) => b.sessions - a.sessions || b.revenue - a.revenue)
      .slice(0, 50),
    byDay: [...daysMap.entries()]
      .map(([day, entry]) => ({ day, ...finish(entry) }))
      .sort((a, b) => b.day.localeCompare(a.day)),
  };
}
