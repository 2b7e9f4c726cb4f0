import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { orderFacetRoutes, orderRoutes } from '@ziskomer/contracts';
import { callApi } from '../../lib/api.ts';

/** Every cached read of a shop's data starts with this, so one invalidation refreshes them all. */
export const shopKey = (shopId: string | undefined) => ['shop', shopId] as const;

/** A page of the shop's orders for an API query (filters, sort, page). */
export function useOrderList(shopId: string | undefined, query: string) {
  return useQuery({
    queryKey: [...shopKey(shopId), 'orders', 'list', query],
    queryFn: ({ signal }) =>
      callApi(orderRoutes.listOrders, {
        params: { shopId: shopId ?? '' },
        query: new URLSearchParams(query),
        signal,
      }),
    enabled: Boolean(shopId),
    // The previous page stays on screen (dimmed) while the next one loads.
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}

/** One order with its items and customer facts, for the side panel. */
export function useOrderDetail(shopId: string | undefined, orderId: string | null) {
  return useQuery({
    queryKey: [...shopKey(shopId), 'orders', 'detail', orderId],
    queryFn: ({ signal }) =>
      callApi(orderRoutes.getOrder, { params: { shopId: shopId ?? '', orderId: orderId ?? '' }, signal }),
    enabled: Boolean(shopId && orderId),
    staleTime: 60_000,
  });
}

/** The statuses, sources, payment and shipping methods the shop's orders use. */
export function useOrderFacets(shopId: string | undefined) {
  return useQuery({
    queryKey: [...shopKey(shopId), 'orders', 'facets'],
    queryFn: ({ signal }) =>
      callApi(orderFacetRoutes.listOrderFacets, { params: { shopId: shopId ?? '' }, signal }),
    enabled: Boolean(shopId),
  });
}
