import type { GoogleConfig } from '../../../config.ts';
import { type CallGoogle, collectPages } from '../google-api/google-rest-client.ts';

export type GoogleAdsRow = Record<string, Record<string, unknown> | undefined>;

/**
 * The Google Ads REST API (`customers:listAccessibleCustomers`, `googleAds:search`) over a client
 * that sends `developer-token` with every call; `login-customer-id` is added when a manager account
 * is the way in.
 */
export function createGoogleAdsApi(google: GoogleConfig, callGoogle: CallGoogle) {
  return {
    /** The ids of the customers the signed-in Google user can reach directly. */
    async listAccessibleCustomers(): Promise<string[]> {
      const answer = await callGoogle(`${google.adsApiUrl}/customers:listAccessibleCustomers`, {
        method: 'GET',
      });
      const names = Array.isArray(answer.resourceNames) ? (answer.resourceNames as string[]) : [];
      return names.map((name) => name.replace(/^customers\//, '')).filter((id) => /^\d+$/.test(id));
    },

    /** Every row of a GAQL query, page by page (`nextPageToken`). */
    search(customerId: string, query: string, loginCustomerId?: string): Promise<GoogleAdsRow[]> {
      return collectPages(async (pageToken) => {
        const answer = await callGoogle(`${google.adsApiUrl}/customers/${customerId}/googleAds:search`, {
          method: 'POST',
          body: { query, ...(pageToken ? { pageToken } : {}) },
          headers: loginCustomerId ? { 'login-customer-id': loginCustomerId } : undefined,
        });
        return {
          items: Array.isArray(answer.results) ? (answer.results as GoogleAdsRow[]) : [],
          nextPageToken: answer.nextPageToken,
        };
      });
    },

    /**
     * `customers/{id}:uploadClickConversions` with `partialFailure` (profit back to Google Ads): the
     * valid rows are accepted, and each refused one comes back in `partialFailureError` with its
     * index in `location.fieldPathElements`.
     */
    uploadClickConversions(
      customerId: string,
      conversions: Record<string, unknown>[],
      loginCustomerId?: string,
    ): Promise<Record<string, unknown>> {
      return callGoogle(`${google.adsApiUrl}/customers/${customerId}:uploadClickConversions`, {
        method: 'POST',
        body: { conversions, partialFailure: true, validateOnly: false },
        headers: loginCustomerId ? { 'login-customer-id': loginCustomerId } : undefined,
      });
    },
  };
}

export type GoogleAdsApi = ReturnType<typeof createGoogleAdsApi>;
