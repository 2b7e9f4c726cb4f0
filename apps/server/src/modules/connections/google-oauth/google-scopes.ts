import type { GoogleConnector } from '@ziskomer/contracts';

/** The OAuth scopes each Google product asks for: only what its sync reads. */
export const GOOGLE_SCOPES: Record<GoogleConnector, string[]> = {
  google_ads: ['https://www.googleapis.com/auth/adwords'],
  google_analytics: ['https://www.googleapis.com/auth/analytics.readonly'],
  google_search_console: ['https://www.googleapis.com/auth/webmasters.readonly'],
  // The Merchant API has no read-only scope.
  google_merchant: ['https://www.googleapis.com/auth/content'],
  google_business_profile: ['https://www.googleapis.com/auth/business.manage'],
};

/**
 * SPEC §9: an access token is refreshed when it expires within this window (Google Ads 10 minutes;
 * GA4, Search Console and Business Profile 5 minutes; Merchant Center as the latter).
 */
export const TOKEN_REFRESH_WINDOW_MS: Record<GoogleConnector, number> = {
  google_ads: 10 * 60_000,
  google_analytics: 5 * 60_000,
  google_search_console: 5 * 60_000,
  google_merchant: 5 * 60_000,
  google_business_profile: 5 * 60_000,
};

/** SPEC §9: an access token's lifetime when Google names none. */
export const DEFAULT_TOKEN_LIFETIME_S = 3600;
