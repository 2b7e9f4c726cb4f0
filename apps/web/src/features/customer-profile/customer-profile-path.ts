/**
 * The profile page of a customer (`/analytics/customer/{customerKey}`): the key is an e-mail or
 * `tel:` + digits, so it is encoded as one path segment.
 */
export function customerProfilePath(customerKey: string): string {
  return `/analytics/customer/${encodeURIComponent(customerKey)}`;
}
