import type { Deps } from '../../../../core/deps.ts';
import { EshopApiError } from '../eshop-api-error.ts';
import type { EshopPlatformClient } from '../eshop-platform-client.ts';
import { mapShopifyOrder, type ShopifyOrderNode } from './map-shopify-order.ts';
import { runShopifyBulkExport, startShopifyBulkExport } from './shopify-bulk.ts';
import { shopifyGraphql } from './shopify-graphql.ts';
import { orderQuery, ordersQuery, SHOP_QUERY } from './shopify-queries.ts';
import { registerShopifyWebhooks, removeShopifyWebhooks } from './shopify-webhooks.ts';

const PAGE_SIZE = 50;
/** A cursor that names a bulk operation under way (the first full load), not a page. */
const BULK_PREFIX = 'bulk:';

/**
 * Shopify's Admin GraphQL API on the shop's own domain. The first full load is one bulk operation
 * (`bulkOperationRunQuery`, polled, its JSONL downloaded); later syncs page through the orders
 * updated since the last one (`updated_at:>…`, by cursor), and a webhook's order is read alone.
 */
export function createShopifyClient(
  deps: Deps,
  shopUrl: string,
  credentials: { accessToken: string },
): EshopPlatformClient {
  const call = <T>(query: string, variables: Record<string, unknown>, signal?: AbortSignal) =>
    shopifyGraphql<T>(deps, shopUrl, credentials.accessToken, query, variables, signal);
  // Unit costs need `read_inventory`: a token without it is asked again without them.
  let costs = true;
  const withCosts = async <T>(run: (costs: boolean) => Promise<T>): Promise<T> => {
    try {
      return await run(costs);
    } catch (error) {
      const inventoryDenied =
        error instanceof EshopApiError && error.kind === 'permission' && /inventory/i.test(error.detail);
      if (!costs || !inventoryDenied) throw error;
      costs = false;
      return run(false);
    }
  };

  return {
    async verify() {
      const data = await call<{ shop: { name: string } }>(SHOP_QUERY, {});
      return { shopName: data.shop?.name ?? null };
    },
    async listOrders(since, cursor, signal) {
      if (!since && cursor === null) {
        const operationId = await withCosts((costs) =>
          startShopifyBulkExport(deps, shopUrl, credentials.accessToken, costs, signal),
        );
        return { orders: [], nextCursor: `${BULK_PREFIX}${operationId}`, total: null };
      }
      if (cursor?.startsWith(BULK_PREFIX)) {
        const orders = await runShopifyBulkExport(
          deps,
          shopUrl,
          credentials.accessToken,
          cursor.slice(BULK_PREFIX.length),
          signal,
        );
        return { orders, nextCursor: null, total: orders.length };
      }
      const data = await withCosts((costs) =>
        call<{
          orders: { pageInfo: { hasNextPage: boolean; endCursor: string | null }; nodes: ShopifyOrderNode[] };
        }>(
          ordersQuery(costs),
          {
            first: PAGE_SIZE,
            after: cursor,
            query: since ? `updated_at:>'${since.toISOString()}'` : null,
          },
          signal,
        ),
      );
      return {
        orders: data.orders.nodes.map((node) => mapShopifyOrder(node)),
        nextCursor: data.orders.pageInfo.hasNextPage ? data.orders.pageInfo.endCursor : null,
        total: null,
      };
    },
    async fetchOrder(ref, signal) {
      const data = await withCosts((costs) =>
        call<{ order: ShopifyOrderNode | null }>(
          orderQuery(costs),
          { id: `gid://shopify/Order/${ref}` },
          signal,
        ),
      );
      return data.order ? mapShopifyOrder(data.order) : null;
    },
    registerWebhooks: (target) => registerShopifyWebhooks(call, target),
    removeWebhooks: (ids) => removeShopifyWebhooks(call, ids),
  };
}
