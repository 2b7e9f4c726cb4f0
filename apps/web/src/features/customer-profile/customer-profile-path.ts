/**
 * The profile page of a customer (`/analytics/customer/{customerKey}`): the key is an e-mail or
 * `tel:` + digits, so it is encoded as one path segment.
 */
export function customerProfilePath(customerKey: string): string {
  return `/analytics/customer/${encodeURIComponent(customerKey)}`;
}

/** The API path of a customer of a shop, with an optional suffix (`/orders.csv`, `/export`, `/erase`). */
export function customerApiPath(shopId: string, customerKey: string, suffix = ''): string {
  return `/api/shops/${shopId}/customers/${encodeURIComponent(customerKey)}${suffix}`;
}
