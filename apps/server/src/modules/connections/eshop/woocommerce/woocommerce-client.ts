import type { Deps } from '../../../../core/deps.ts';
import { EshopApiError } from '../eshop-api-error.ts';
import { eshopFetch } from '../eshop-fetch.ts';
import type { EshopPlatformClient } from '../eshop-platform-client.ts';
import { mapWooCommerceOrder } from './map-woocommerce-order.ts';
import { registerWooCommerceWebhooks, removeWooCommerceWebhooks } from './woocommerce-webhooks.ts';

const PAGE_SIZE = 50;

export interface WooCommerceCredentials {
  consumerKey: string;
  consumerSecret: string;
}

/**
 * WooCommerce's REST API v3 on the merchant's own site (`/wp-json/wc/v3/orders`), signed in with
 * the consumer key and secret (HTTP Basic). Incremental by `modified_after` (in GMT), paging by
 * `page` / `per_page` against the `X-WP-TotalPages` header, oldest change first.
 */
export function createWooCommerceClient(
  deps: Deps,
  storeUrl: string,
  credentials: WooCommerceCredentials,
): EshopPlatformClient {
  const authorization = `Basic ${Buffer.from(`${credentials.consumerKey}:${credentials.consumerSecret}`).toString('base64')}`;
  const call = (method: 'GET' | 'POST' | 'DELETE', path: string, body?: unknown, signal?: AbortSignal) =>
    eshopFetch(deps, {
      url: `${storeUrl}/wp-json/wc/v3${path}`,
      method,
      headers: body === undefined ? { authorization } : { authorization, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
      merchantUrl: true,
      signal,
    });
  const get = (path: string, signal?: AbortSignal) => call('GET', path, undefined, signal);

  return {
    async verify() {
      const response = await get('/orders?per_page=1');
      if (!Array.isArray(response.body))
        throw new EshopApiError('malformed', response.status, 'no orders list');
      return { shopName: new URL(storeUrl).host };
    },
    async listOrders(since, cursor, signal) {
      const page = Number(cursor ?? 1);
      const query = new URLSearchParams({
        page: String(page),
        per_page: String(PAGE_SIZE),
        orderby: 'modified',
        order: 'asc',
        dates_are_gmt: 'true',
      });
      if (since) query.set('modified_after', since.toISOString().slice(0, 19));
      const response = await get(`/orders?${query}`, signal);
      if (!Array.isArray(response.body))
        throw new EshopApiError('malformed', response.status, 'no orders list');
      const pages = Number(response.headers.get('x-wp-totalpages') ?? page);
      const total = Number(response.headers.get('x-wp-total'));
      return {
        orders: (response.body as unknown[]).map((order) => mapWooCommerceOrder(order)),
        nextCursor: page < pages && response.body.length > 0 ? String(page + 1) : null,
        total: Number.isFinite(total) ? total : null,
      };
    },
    async fetchOrder(ref, signal) {
      try {
        return mapWooCommerceOrder((await get(`/orders/${encodeURIComponent(ref)}`, signal)).body);
      } catch (error) {
        if (error instanceof EshopApiError && error.kind === 'not_found') return null;
        throw error;
      }
    },
    registerWebhooks: (target) => registerWooCommerceWebhooks(call, target),
    removeWebhooks: (ids) => removeWooCommerceWebhooks(call, ids),
  };
}
