/** The orders browser opens an order's detail from `?order=<id>` (features/orders/orders-view.ts). */
export function orderLink(orderId: string): string {
  return `/analytics/r-orders?${new URLSearchParams({ order: orderId }).toString()}`;
}
