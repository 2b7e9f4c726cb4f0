import type { OrderEventFilter, OrderEventList, TrackingKeyKind, TrackingKeys } from '@ziskomer/contracts';
import { api } from '../../lib/api.ts';

const shopPath = (shopId: string) => `/api/shops/${encodeURIComponent(shopId)}`;

/** The order-tracking routes of the API, typed by the shared contracts. */
export const linkTrackingApi = {
  events: (shopId: string, filter: OrderEventFilter, page: number, signal?: AbortSignal) =>
    api<OrderEventList>(`${shopPath(shopId)}/order-events?filter=${filter}&page=${page}`, { signal }),
  keys: (shopId: string, signal?: AbortSignal) =>
    api<TrackingKeys>(`${shopPath(shopId)}/order-tracking/keys`, { signal }),
  createKeys: (shopId: string) =>
    api<TrackingKeys>(`${shopPath(shopId)}/order-tracking/keys`, { method: 'POST' }),
  rotateKey: (shopId: string, key: TrackingKeyKind) =>
    api<TrackingKeys>(`${shopPath(shopId)}/order-tracking/keys/rotate`, { method: 'POST', body: { key } }),
  updateOrigins: (shopId: string, origins: string[]) =>
    api<TrackingKeys>(`${shopPath(shopId)}/order-tracking/origins`, { method: 'PUT', body: { origins } }),
};

/** TanStack Query keys: everything of a shop's tracking sits under ['link-tracking', shopId]. */
export const linkTrackingKeys = {
  shop: (shopId: string) => ['link-tracking', shopId] as const,
  events: (shopId: string, filter: OrderEventFilter, page: number) =>
    ['link-tracking', shopId, 'events', filter, page] as const,
  keys: (shopId: string) => ['link-tracking', shopId, 'keys'] as const,
};
