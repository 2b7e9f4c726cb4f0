/**
 * The earlier route shapes of SPEC §2 and the report each now lives at. Old bookmarks and links
 * keep working: the router replaces them (no extra Back step) and keeps the query string.
 */
export const LEGACY_REDIRECTS: Record<string, string> = {
  '/customer-analytics/quintiles': '/analytics/customer/quintiles',
  '/rfm': '/analytics/customer/rfm',
  '/cohorts': '/analytics/customer/cohorts',
  '/repeat-orders': '/analytics/customer/repeat-orders',
  '/retention': '/analytics/customer/acquisition-retention',
  '/clv': '/analytics/customer/clv',
  '/cross-sell': '/analytics/product/cross-sell',
  // SPEC §2: the Google Ads report lives on its own page.
  '/analytics/marketing/google-ads': '/google-ads',
};
