import type { BusinessProfileOverview } from '@ziskomer/contracts';
import type { Language } from '@ziskomer/i18n';
import { sql } from 'kysely';
import type { UseCaseScope } from '../../../core/use-case-scope.ts';
import { readGoogleProductHead } from '../read-google-product-head.ts';
import { readShopTimeZone } from '../read-shop-time-zone.ts';
import { getLastDays } from '../sync-range.ts';

type Figures = BusinessProfileOverview['totals'];

/** Which of the page's figures a Performance API metric adds to. */
const FIGURE_OF: Record<string, keyof Figures> = {
  BUSINESS_IMPRESSIONS_DESKTOP_MAPS: 'impressions',
  BUSINESS_IMPRESSIONS_DESKTOP_SEARCH: 'impressions',
  BUSINESS_IMPRESSIONS_MOBILE_MAPS: 'impressions',
  BUSINESS_IMPRESSIONS_MOBILE_SEARCH: 'impressions',
  CALL_CLICKS: 'calls',
  WEBSITE_CLICKS: 'websiteClicks',
  BUSINESS_DIRECTION_REQUESTS: 'directions',
  BUSINESS_CONVERSATIONS: 'conversations',
  BUSINESS_BOOKINGS: 'bookings',
};

const zero = (): Figures => ({
  impressions: 0,
  calls: 0,
  websiteClicks: 0,
  directions: 0,
  conversations: 0,
  bookings: 0,
});

/** /business-profile: the connection and its location, and its figures over the last `days` days by day. */
export async function getBusinessProfileOverview(
  scope: UseCaseScope,
  shopId: string,
  days: number,
  language: Language,
): Promise<BusinessProfileOverview> {
  const { head, row } = await readGoogleProductHead(scope, shopId, 'google_business_profile', language);
  if (!row) return { ...head, days, totals: zero(), byDay: [] };
  const { from, to } = getLastDays(scope.deps.now(), await readShopTimeZone(scope.db, shopId), days);
  const rows = await scope.db
    .selectFrom('business_profile_daily')
    .select([sql<string>`day::text`.as('day'), 'metric', 'value'])
    .where('shop_id', '=', shopId)
    .where('connection_id', '=', row.id)
    .where('day', '>=', from)
    .where('day', '<=', to)
    .execute();
  const totals = zero();
  const byDay = new Map<string, Figures>();
  for (const entry of rows) {
    const figure = FIGURE_OF[entry.metric];
    if (!figure) continue;
    const day = byDay.get(entry.day) ?? zero();
    day[figure] += Number(entry.value);
    totals[figure] += Number(entry.value);
    byDay.set(entry.day, day);
  }
  return {
    ...head,
    days,
    totals,
    byDay: [...byDay.entries()]
      .map(([day, figures]) => ({ day, ...figures }))
      .sort((a, b) => b.day.localeCompare(a.day)),
  };
}
