import type { GoogleConfig } from '../../../config.ts';
import { type CallGoogle, collectPages, listOf } from '../google-api/google-rest-client.ts';

/** The daily metrics the page shows, as the Performance API names them. */
export const BUSINESS_PROFILE_METRICS = [
  'BUSINESS_IMPRESSIONS_DESKTOP_MAPS',
  'BUSINESS_IMPRESSIONS_DESKTOP_SEARCH',
  'BUSINESS_IMPRESSIONS_MOBILE_MAPS',
  'BUSINESS_IMPRESSIONS_MOBILE_SEARCH',
  'CALL_CLICKS',
  'WEBSITE_CLICKS',
  'BUSINESS_DIRECTION_REQUESTS',
  'BUSINESS_CONVERSATIONS',
  'BUSINESS_BOOKINGS',
] as const;

export interface DatedValue {
  metric: string;
  day: string;
  value: number;
}

const toDay = (date: Record<string, unknown> | undefined) => {
  const year = Number(date?.year);
  const month = Number(date?.month);
  const day = Number(date?.day);
  if (!year || !month || !day) return null;
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
};

/**
 * Google Business Profile: the accounts (Account Management API), their locations (Business
 * Information API, with a `readMask`), both paged by `nextPageToken`, and a location's daily
 * metrics (Performance API `fetchMultiDailyMetricsTimeSeries`). The Performance API leaves a day's
 * value out when it is 0.
 */
export function createBusinessProfileApi(google: GoogleConfig, callGoogle: CallGoogle) {
  return {
    listAccounts(): Promise<Record<string, unknown>[]> {
      return collectPages(async (pageToken) => {
        const query = new URLSearchParams({ pageSize: '20', ...(pageToken ? { pageToken } : {}) });
        const answer = await callGoogle(`${google.businessAccountsApiUrl}/accounts?${query}`, {
          method: 'GET',
        });
        return { items: listOf(answer, 'accounts'), nextPageToken: answer.nextPageToken };
      });
    },

    /** The locations of an account (`accounts/123`). */
    listLocations(account: string): Promise<Record<string, unknown>[]> {
      return collectPages(async (pageToken) => {
        const query = new URLSearchParams({
          readMask: 'name,title,storefrontAddress',
          pageSize: '100',
          ...(pageToken ? { pageToken } : {}),
        });
        const answer = await callGoogle(`${google.businessInformationApiUrl}/${account}/locations?${query}`, {
          method: 'GET',
        });
        return { items: listOf(answer, 'locations'), nextPageToken: answer.nextPageToken };
      });
    },

    async fetchDailyMetrics(locationId: string, range: { from: string; to: string }): Promise<DatedValue[]> {
      const query = new URLSearchParams();
      for (const metric of BUSINESS_PROFILE_METRICS) query.append('dailyMetrics', metric);
      for (const [edge, day] of [
        ['startDate', range.from],
        ['endDate', range.to],
      ] as const) {
        const [year, month, date] = day.split('-');
        query.set(`dailyRange.${edge}.year`, String(Number(year)));
        query.set(`dailyRange.${edge}.month`, String(Number(month)));
        query.set(`dailyRange.${edge}.day`, String(Number(date)));
      }
      const answer = await callGoogle(
        `${google.businessProfileApiUrl}/locations/${encodeURIComponent(locationId)}:fetchMultiDailyMetricsTimeSeries?${query}`,
        { method: 'GET' },
      );
      return listOf(answer, 'multiDailyMetricTimeSeries').flatMap((multi) =>
        listOf(multi, 'dailyMetricTimeSeries').flatMap((series) => {
          const metric = typeof series.dailyMetric === 'string' ? series.dailyMetric : null;
          const timeSeries = (series.timeSeries ?? {}) as Record<string, unknown>;
          if (!metric) return [];
          return listOf(timeSeries, 'datedValues').flatMap((entry) => {
            const day = toDay(entry.date as Record<string, unknown> | undefined);
            const value = Number(entry.value ?? 0);
            return day && Number.isFinite(value) && value > 0
              ? [{ metric, day, value: Math.round(value) }]
              : [];
          });
        }),
      );
    },
  };
}
