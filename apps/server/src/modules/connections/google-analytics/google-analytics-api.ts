import type { GoogleConfig } from '../../../config.ts';
import { GoogleApiError } from '../google-api/google-api-error.ts';
import { type CallGoogle, collectPages, listOf } from '../google-api/google-rest-client.ts';

/** runReport rows a page (the Data API allows up to 250,000). */
export const GA4_PAGE_ROWS = 10_000;
const MAX_REPORT_PAGES = 100;

export interface Ga4ReportRow {
  dimensionValues?: { value?: string }[];
  metricValues?: { value?: string }[];
}

/**
 * The Google Analytics Admin API (`accountSummaries`, paged by `nextPageToken`) and Data API
 * (`properties/{id}:runReport`, paged by `offset` and `limit` against `rowCount`).
 */
export function createGoogleAnalyticsApi(google: GoogleConfig, callGoogle: CallGoogle) {
  return {
    /** Every GA4 property the user reaches, with its account's name. */
    async listProperties(): Promise<{ id: string; name: string; accountName: string }[]> {
      const summaries = await collectPages(async (pageToken) => {
        const query = new URLSearchParams({ pageSize: '200', ...(pageToken ? { pageToken } : {}) });
        const answer = await callGoogle(`${google.analyticsAdminApiUrl}/accountSummaries?${query}`, {
          method: 'GET',
        });
        return { items: listOf(answer, 'accountSummaries'), nextPageToken: answer.nextPageToken };
      });
      return summaries.flatMap((summary) => {
        const accountName = typeof summary.displayName === 'string' ? summary.displayName : '';
        return listOf(summary, 'propertySummaries').flatMap((property) => {
          const id = String(property.property ?? '').replace(/^properties\//, '');
          if (!/^\d+$/.test(id)) return [];
          const name =
            typeof property.displayName === 'string' && property.displayName
              ? property.displayName
              : `Property ${id}`;
          return [{ id, name, accountName }];
        });
      });
    },

    /** Every row of a report, page by page. */
    async runReport(propertyId: string, request: Record<string, unknown>): Promise<Ga4ReportRow[]> {
      const rows: Ga4ReportRow[] = [];
      for (let page = 0; page < MAX_REPORT_PAGES; page++) {
        const answer = await callGoogle(`${google.analyticsDataApiUrl}/properties/${propertyId}:runReport`, {
          method: 'POST',
          body: { ...request, limit: String(GA4_PAGE_ROWS), offset: String(rows.length) },
        });
        const pageRows = Array.isArray(answer.rows) ? (answer.rows as Ga4ReportRow[]) : [];
        rows.push(...pageRows);
        const total = Number(answer.rowCount ?? 0);
        if (pageRows.length === 0 || rows.length >= total) return rows;
      }
      throw new GoogleApiError(200, 'OUT_OF_RANGE', null, `more than ${MAX_REPORT_PAGES} pages`, null);
    },
  };
}

export type GoogleAnalyticsApi = ReturnType<typeof createGoogleAnalyticsApi>;
