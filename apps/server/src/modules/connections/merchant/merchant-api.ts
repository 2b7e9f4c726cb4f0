import type { GoogleConfig } from '../../../config.ts';
import { type CallGoogle, collectPages, listOf } from '../google-api/google-rest-client.ts';

/** Products a page (the Merchant API allows up to 1,000). */
export const MERCHANT_PAGE_SIZE = 1000;

/**
 * The Merchant API (v1): `accounts.list` and `accounts.products.list`, both paged by
 * `nextPageToken`. A product carries its `productStatus` — the destinations' approved, pending
 * and disapproved countries and the item-level issues.
 */
export function createMerchantApi(google: GoogleConfig, callGoogle: CallGoogle) {
  return {
    listAccounts(): Promise<Record<string, unknown>[]> {
      return collectPages(async (pageToken) => {
        const query = new URLSearchParams({ pageSize: '250', ...(pageToken ? { pageToken } : {}) });
        const answer = await callGoogle(`${google.merchantApiUrl}/accounts/v1/accounts?${query}`, {
          method: 'GET',
        });
        return { items: listOf(answer, 'accounts'), nextPageToken: answer.nextPageToken };
      });
    },

    /** One page of the account's products; `onPage` gets each in turn, so they are written as they come. */
    async forEachProductPage(
      accountId: string,
      onPage: (products: Record<string, unknown>[]) => Promise<void>,
    ): Promise<void> {
      await collectPages(async (pageToken) => {
        const query = new URLSearchParams({
          pageSize: String(MERCHANT_PAGE_SIZE),
          ...(pageToken ? { pageToken } : {}),
        });
        const answer = await callGoogle(
          `${google.merchantApiUrl}/products/v1/accounts/${encodeURIComponent(accountId)}/products?${query}`,
          { method: 'GET' },
        );
        await onPage(listOf(answer, 'products'));
        return { items: [], nextPageToken: answer.nextPageToken };
      });
    },
  };
}
