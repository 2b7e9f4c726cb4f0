import type { AvailableConnector } from '@ziskomer/contracts';

/** Where each connected product shows its data. */
export const CONNECTOR_PAGES: Record<AvailableConnector, string> = {
  google_ads: '/google-ads',
  google_analytics: '/google-analytics',
  google_search_console: '/search-console',
  google_merchant: '/merchant-center',
  google_business_profile: '/business-profile',
  sklik: '/seznam',
  heureka: '/heureka',
  zbozi: '/heureka',
  meta: '/facebook',
  eshop_platform: '/orders',
};
