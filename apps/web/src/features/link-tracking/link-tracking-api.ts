import { type OrderEventFilter, orderTrackingRoutes, type TrackingKeyKind } from '@ziskomer/contracts';
import { callApi } from '../../lib/api.ts';

/** The order-tracking routes of the API, called through their contracts. */
export const linkTrackingApi = {
  events: (shopId: string, filter: OrderEventFilter, page: number, signal?: AbortSignal) =>
    callApi(orderTrackingRoutes.listOrderEvents, { params: { shopId }, query: { filter, page }, signal }),
  keys: (shopId: string, signal?: AbortSignal) =>
    callApi(orderTrackingRoutes.getTrackingKeys, { params: { shopId }, signal }),
  createKeys: (shopId: string) => callApi(orderTrackingRoutes.createTrackingKeys, { params: { shopId } }),
  rotateKey: (shopId: string, key: TrackingKeyKind) =>
    callApi(orderTrackingRoutes.rotateTrackingKey, { params: { shopId }, body: { key } }),
  updateOrigins: (shopId: string, origins: string[]) =>
    callApi(orderTrackingRoutes.updateTrackingOrigins, { params: { shopId }, body: { origins } }),
};

/** TanStack Query keys: everything of a shop's tracking sits under ['link-tracking', shopId]. */
export const linkTrackingKeys = {
  shop: (shopId: string) => ['link-tracking', shopId] as const,
  events: (shopId: string, filter: OrderEventFilter, page: number) =>
    ['link-tracking', shopId, 'events', filter, page] as const,
  keys: (shopId: string) => ['link-tracking', shopId, 'keys'] as const,
};
