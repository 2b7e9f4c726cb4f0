import type { GoogleConfig } from '../../../config.ts';
import { GoogleApiError } from '../google-api/google-api-error.ts';
import { type CallGoogle, listOf, MAX_PAGES } from '../google-api/google-rest-client.ts';

/** Rows a page of `searchAnalytics.query` (the API's maximum). */
export const SEARCH_CONSOLE_PAGE_ROWS = 25_000;

export interface SearchAnalyticsRow {
  keys?: string[];
  clicks?: number;
  impressions?: number;
  ctr?: number;
  position?: number;
}

/**
 * The Search Console API: `sites.list` (every property the user reaches, no paging) and
 * `searchanalytics.query`, paged by `startRow` and `rowLimit` until a page comes back empty (Google
 * may answer fewer rows than asked for before the end, so a short page does not prove the end).
 */
export function createSearchConsoleApi(google: GoogleConfig, callGoogle: CallGoogle) {
  return {
    async listSites(): Promise<{ siteUrl: string; permissionLevel: string }[]> {
      const answer = await callGoogle(`${google.searchConsoleApiUrl}/sites`, { method: 'GET' });
      return listOf(answer, 'siteEntry').flatMap((entry) =>
        typeof entry.siteUrl === 'string'
          ? [{ siteUrl: entry.siteUrl, permissionLevel: String(entry.permissionLevel ?? '') }]
          : [],
      );
    },

    /** Every row of a query, page by page. */
    async query(siteUrl: string, request: Record<string, unknown>): Promise<SearchAnalyticsRow[]> {
      const rows: SearchAnalyticsRow[] = [];
      const url = `${google.searchConsoleApiUrl}/sites/${encodeURIComponent(siteUrl)}/searchAnalytics/query`;
      for (let page = 0; page < MAX_PAGES; page++) {
        const answer = await callGoogle(url, {
          method: 'POST',
          body: { ...request, rowLimit: SEARCH_CONSOLE_PAGE_ROWS, startRow: rows.length },
        });
        const pageRows = listOf(answer, 'rows') as SearchAnalyticsRow[];
        rows.push(...pageRows);
        if (pageRows.length === 0) return rows;
      }
      throw new GoogleApiError(200, 'OUT_OF_RANGE', null, `more than ${MAX_PAGES} pages`, null);
    },
  };
}
