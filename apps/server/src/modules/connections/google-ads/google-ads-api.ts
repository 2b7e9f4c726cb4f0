import type { GoogleConfig } from '../../../config.ts';
import { GoogleAdsApiError, readGoogleAdsApiError } from './google-ads-api-error.ts';

const TIMEOUT_MS = 60_000;
/** Pages of one query at most (Google pages by 10,000 rows): a runaway query stops here. */
const MAX_PAGES = 200;
/** A RESOURCE_EXHAUSTED answer is waited out this many times within one call before the job retries later. */
const RATE_LIMIT_TRIES = 3;
/** Longer waits than this are left to the job's own retry. */
const MAX_INLINE_WAIT_MS = 30_000;

export interface GoogleAdsApiOptions {
  google: GoogleConfig;
  /** The current access token; `refresh` gets a new one when Google answers 401 to it. */
  accessToken: () => Promise<string>;
  refreshAccessToken: () => Promise<string>;
  sleep: (ms: number) => Promise<void>;
  signal?: AbortSignal;
}

export type GoogleAdsRow = Record<string, Record<string, unknown> | undefined>;

/**
 * The Google Ads REST API (`customers:listAccessibleCustomers`, `googleAds:search`) with the
 * headers every call needs: the bearer token, `developer-token`, and `login-customer-id` when a
 * manager account is the way in. A 401 gets one retry with a refreshed token (the stored one may
 * have been revoked before its expiry); RESOURCE_EXHAUSTED is waited out for its retryDelay.
 */
export function createGoogleAdsApi(options: GoogleAdsApiOptions) {
  const { google } = options;

  async function call(
    path: string,
    init: { method: 'GET' | 'POST'; body?: unknown; loginCustomerId?: string },
  ) {
    let token = await options.accessToken();
    let refreshed = false;
    for (let rateTry = 1; ; ) {
      let response: Response;
      try {
        response = await fetch(`${google.adsApiUrl}${path}`, {
          method: init.method,
          headers: {
            authorization: `Bearer ${token}`,
            'developer-token': google.adsDeveloperToken ?? '',
            ...(init.loginCustomerId ? { 'login-customer-id': init.loginCustomerId } : {}),
            ...(init.body ? { 'content-type': 'application/json' } : {}),
            accept: 'application/json',
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
      if (failure.status === 401 && !refreshed) {
        refreshed = true;
        token = await options.refreshAccessToken();
        continue;
      }
      const wait = failure.retryAfterMs ?? 1000 * 2 ** (rateTry - 1);
      if (failure.status === 429 && rateTry < RATE_LIMIT_TRIES && wait <= MAX_INLINE_WAIT_MS) {
        rateTry++;
        await options.sleep(wait);
        continue;
      }
      throw failure;
    }
  }

  return {
    /** The ids of the customers the signed-in Google user can reach directly. */
    async listAccessibleCustomers(): Promise<string[]> {
      const answer = await call('/customers:listAccessibleCustomers', { method: 'GET' });
      const names = Array.isArray(answer.resourceNames) ? (answer.resourceNames as string[]) : [];
      return names.map((name) => name.replace(/^customers\//, '')).filter((id) => /^\d+$/.test(id));
    },

    /** Every row of a GAQL query, page by page (`nextPageToken`). */
    async search(customerId: string, query: string, loginCustomerId?: string): Promise<GoogleAdsRow[]> {
      const rows: GoogleAdsRow[] = [];
      let pageToken: string | undefined;
      for (let page = 0; page < MAX_PAGES; page++) {
        const answer = await call(`/customers/${customerId}/googleAds:search`, {
          method: 'POST',
          body: { query, ...(pageToken ? { pageToken } : {}) },
          loginCustomerId,
        });
        if (Array.isArray(answer.results)) rows.push(...(answer.results as GoogleAdsRow[]));
        pageToken =
          typeof answer.nextPageToken === 'string' && answer.nextPageToken ? answer.nextPageToken : undefined;
        if (!pageToken) return rows;
      }
      throw new GoogleAdsApiError(200, 'OUT_OF_RANGE', null, `more than ${MAX_PAGES} pages`, null);
    },
  };
}

export type GoogleAdsApi = ReturnType<typeof createGoogleAdsApi>;
