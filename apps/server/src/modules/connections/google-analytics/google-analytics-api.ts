import type { GoogleConfig } from '../../../config.ts';
import { GoogleAdsApiError, readGoogleAdsApiError } from '../google-ads/google-ads-api-error.ts';

const TIMEOUT_MS = 60_000;
/** runReport rows a page (the Data API allows up to 250,000). */
export const GA4_PAGE_ROWS = 10_000;
const MAX_PAGES = 100;

export interface GoogleAnalyticsApiOptions {
  google: GoogleConfig;
  accessToken: () => Promise<string>;
  refreshAccessToken: () => Promise<string>;
  signal?: AbortSignal;
}

export interface Ga4ReportRow {
  dimensionValues?: { value?: string }[];
  metricValues?: { value?: string }[];
}

/**
 * The Google Analytics Admin API (`accountSummaries`, paged by `nextPageToken`) and Data API
 * (`properties/{id}:runReport`, paged by `offset` and `limit` against `rowCount`). Errors are
 * google.rpc.Status bodies, read like the Google Ads API's; a 401 gets one retry with a refreshed
 * token.
 */
export function createGoogleAnalyticsApi(options: GoogleAnalyticsApiOptions) {
  async function call(url: string, init: { method: 'GET' | 'POST'; body?: unknown }) {
    let token = await options.accessToken();
    for (let refreshed = false; ; refreshed = true) {
      let response: Response;
      try {
        response = await fetch(url, {
          method: init.method,
          headers: {
            authorization: `Bearer ${token}`,
            accept: 'application/json',
            ...(init.body ? { 'content-type': 'application/json' } : {}),
          },
          body: init.body ? JSON.stringify(init.body) : undefined,
          signal: options.signal
            ? AbortSignal.any([options.signal, AbortSignal.timeout(TIMEOUT_MS)])
            : AbortSignal.timeout(TIMEOUT_MS),
        });
      } catch (error) {
        if (options.signal?.aborted) throw error;
        throw new GoogleAdsApiError(0, 'UNAVAILABLE', null, 'no answer', null);
      }
      if (response.ok) return (await response.json()) as Record<string, unknown>;
      const failure = await readGoogleAdsApiError(response);
      if (failure.status !== 401 || refreshed) throw failure;
      token = await options.refreshAccessToken();
    }
  }

  return {
    /** Every GA4 property the user reaches, with its account's name. */
    async listProperties(): Promise<{ id: string; name: string; accountName: string }[]> {
      const properties: { id: string; name: string; accountName: string }[] = [];
      let pageToken: string | undefined;
      for (let page = 0; page < MAX_PAGES; page++) {
        const query = new URLSearchParams({ pageSize: '200', ...(pageToken ? { pageToken } : {}) });
        const answer = await call(`${options.google.analyticsAdminApiUrl}/accountSummaries?${query}`, {
          method: 'GET',
        });
        const summaries = Array.isArray(answer.accountSummaries)
          ? (answer.accountSummaries as Record<string, unknown>[])
          : [];
        for (const summary of summaries) {
          const accountName = typeof summary.displayName === 'string' ? summary.displayName : '';
          const list = Array.isArray(summary.propertySummaries)
            ? (summary.propertySummaries as Record<string, unknown>[])
            : [];
          for (const property of list) {
            const id = String(property.property ?? '').replace(/^properties\//, '');
            if (!/^\d+$/.test(id)) continue;
            const name =
              typeof property.displayName === 'string' && property.displayName
                ? property.displayName
                : `Property ${id}`;
            properties.push({ id, name, accountName });
          }
        }
        pageToken =
          typeof answer.nextPageToken === 'string' && answer.nextPageToken ? answer.nextPageToken : undefined;
        if (!pageToken) return properties;
      }
      return properties;
    },

    /** Every row of a report, page by page. */
    async runReport(propertyId: string, request: Record<string, unknown>): Promise<Ga4ReportRow[]> {
      const rows: Ga4ReportRow[] = [];
      for (let page = 0; page < MAX_PAGES; page++) {
        const answer = await call(
          `${options.google.analyticsDataApiUrl}/properties/${propertyId}:runReport`,
          {
            method: 'POST',
            body: { ...request, limit: String(GA4_PAGE_ROWS), offset: String(rows.length) },
          },
        );
        const pageRows = Array.isArray(answer.rows) ? (answer.rows as Ga4ReportRow[]) : [];
        rows.push(...pageRows);
        const total = Number(answer.rowCount ?? 0);
        if (pageRows.length === 0 || rows.length >= total) return rows;
      }
      throw new GoogleAdsApiError(200, 'OUT_OF_RANGE', null, `more than ${MAX_PAGES} pages`, null);
    },
  };
}

export type GoogleAnalyticsApi = ReturnType<typeof createGoogleAnalyticsApi>;
