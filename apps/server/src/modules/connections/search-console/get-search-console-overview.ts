import type { SearchConsoleOverview } from '@ziskomer/contracts';
import type { Language } from '@ziskomer/i18n';
import { sql } from 'kysely';
import type { UseCaseScope } from '../../../core/use-case-scope.ts';
import { readGoogleProductHead } from '../read-google-product-head.ts';
import { readShopTimeZone } from '../read-shop-time-zone.ts';
import { getLastDays } from '../sync-range.ts';

interface Figures {
  clicks: string | number;
  impressions: string | number;
  weighted: string | number;
}

/** Clicks, impressions, CTR and the impression-weighted position of summed rows. */
function toFigures(row: Figures) {
  const clicks = Number(row.clicks);
  const impressions = Number(row.impressions);
  return {
    clicks,
    impressions,
    ctr: impressions > 0 ? Math.round((clicks / impressions) * 10_000) / 10_000 : 0,
    position: impressions > 0 ? Math.round((Number(row.weighted) / impressions) * 10) / 10 : null,
  };
}

const TOP = 25;

/** /search-console: the connection and its site, and the last `days` days by day, top queries and top pages. */
export async function getSearchConsoleOverview(
  scope: UseCaseScope,
  shopId: string,
  days: number,
  language: Language,
): Promise<SearchConsoleOverview> {
  const { head, row } = await readGoogleProductHead(scope, shopId, 'google_search_console', language);
  const empty = { clicks: 0, impressions: 0, ctr: 0, position: null };
  if (!row) return { ...head, days, totals: empty, byDay: [], topQueries: [], topPages: [] };
  const { from, to } = getLastDays(scope.deps.now(), await readShopTimeZone(scope.db, shopId), days);
  const figures = sql<Figures>`sum(clicks) AS clicks, sum(impressions) AS impressions,
    sum(position * impressions) AS weighted`;
  const where = sql`shop_id = ${shopId} AND connection_id = ${row.id} AND day BETWEEN ${from}::date AND ${to}::date`;
  const byDay = await sql<Figures & { day: string }>`
    SELECT day::text AS day, ${figures} FROM search_console_daily WHERE ${where} GROUP BY day ORDER BY day DESC`.execute(
    scope.db,
  );
  const top = (column: 'query' | 'page') =>
    sql<Figures & { key: string }>`
      SELECT ${sql.ref(column)} AS key, ${figures} FROM search_console_daily WHERE ${where}
      GROUP BY ${sql.ref(column)} ORDER BY sum(clicks) DESC, sum(impressions) DESC, ${sql.ref(column)} LIMIT ${TOP}`.execute(
      scope.db,
    );
  const totals = await sql<Figures>`SELECT ${figures} FROM search_console_daily WHERE ${where}`.execute(
    scope.db,
  );
  return {
    ...head,
    days,
    totals: totals.rows[0] && totals.rows[0].impressions !== null ? toFigures(totals.rows[0]) : empty,
    byDay: byDay.rows.map((entry) => ({ day: entry.day, ...toFigures(entry) })),
    topQueries: (await top('query')).rows.map((entry) => ({ key: entry.key, ...toFigures(entry) })),
    topPages: (await top('page')).rows.map((entry) => ({ key: entry.key, ...toFigures(entry) })),
  };
}
