import type { Deps } from '../../../../core/deps.ts';
import { EshopApiError } from '../eshop-api-error.ts';
import { eshopFetch } from '../eshop-fetch.ts';
import type { EshopPlatformClient, PlatformOrder } from '../eshop-platform-client.ts';
import { objectAt } from '../to-platform-order.ts';
import { mapShoptetOrder } from './map-shoptet-order.ts';
import { registerShoptetWebhooks, removeShoptetWebhooks, type ShoptetCall } from './shoptet-webhooks.ts';

const PAGE_SIZE = 50;

/**
 * Shoptet's private API (`api.myshoptet.com`, SHOPTET_API_URL): the addon's private token in the
 * `Shoptet-Private-API-Token` header. The order list (`/api/orders`, `changeTimeFrom`, paging by
 * `page` / `itemsPerPage`) holds no lines, so each order of a page is read in detail
 * (`/api/orders/{code}`, with its items and their purchase prices). Webhooks: `shoptet-webhooks.ts`.
 */
export function createShoptetClient(deps: Deps, credentials: { apiToken: string }): EshopPlatformClient {
  const base = deps.config.eshop.shoptetApiUrl;
  const call: ShoptetCall = async (method, path, body, signal?: AbortSignal) =>
    (
      await eshopFetch(deps, {
        url: `${base}${path}`,
        method,
        headers: {
          'Shoptet-Private-API-Token': credentials.apiToken,
          'Content-Type': 'application/vnd.shoptet.v1.0',
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        merchantUrl: false,
        signal,
      })
    ).body;
  const get = (path: string, signal?: AbortSignal) => call('GET', path, undefined, signal);

  const detail = async (code: string, signal: AbortSignal): Promise<PlatformOrder | null> => {
    try {
      const body = await get(`/api/orders/${encodeURIComponent(code)}`, signal);
      return mapShoptetOrder(objectAt(objectAt(body, 'data'), 'order'), code);
    } catch (error) {
      if (error instanceof EshopApiError && error.kind === 'not_found') return null;
      throw error;
    }
  };

  return {
    async verify() {
      const body = await get('/api/orders?page=1&itemsPerPage=1');
      if (!Array.isArray(objectAt(body, 'data').orders))
        throw new EshopApiError('malformed', 200, 'no orders list');
      return { shopName: null };
    },
    async listOrders(since, cursor, signal) {
      const page = Number(cursor ?? 1);
      const query = new URLSearchParams({ page: String(page), itemsPerPage: String(PAGE_SIZE) });
      // Shoptet's date-times carry a numeric offset (`2026-11-27T10:00:00+0000`).
      if (since) query.set('changeTimeFrom', since.toISOString().replace(/\.\d{3}Z$/, '+0000'));
      const data = objectAt(await get(`/api/orders?${query}`, signal), 'data');
      const summaries = Array.isArray(data.orders) ? (data.orders as Record<string, unknown>[]) : [];
      const orders: PlatformOrder[] = [];
      for (const summary of summaries) {
        const code = typeof summary.code === 'string' ? summary.code : null;
        if (!code) {
          orders.push({ ok: false, ref: '?', reason: 'code: missing' });
          continue;
        }
        const order = await detail(code, signal);
        if (order) orders.push(order);
      }
      const paginator = objectAt(data, 'paginator');
      const pageCount = Number(paginator.pageCount ?? page);
      return {
        orders,
        nextCursor: page < pageCount && summaries.length > 0 ? String(page + 1) : null,
        total: typeof paginator.totalCount === 'number' ? paginator.totalCount : null,
      };
    },
    fetchOrder: (ref, signal) => detail(ref, signal),
    registerWebhooks: (target) => registerShoptetWebhooks(call, target),
    removeWebhooks: (ids) => removeShoptetWebhooks(call, ids),
  };
}
