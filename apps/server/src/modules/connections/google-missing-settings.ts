import type { GoogleConfig } from '../../config.ts';

/** The server settings Google's connectors need that are not set; empty when they can connect. */
export function getGoogleMissingSettings(google: GoogleConfig, connector?: string): string[] {
  const missing: string[] = [];
  if (!google.clientId) missing.push('GOOGLE_CLIENT_ID');
  if (!google.clientSecret) missing.push('GOOGLE_CLIENT_SECRET');
  // Only Google Ads needs a developer token.
  if (!google.adsDeveloperToken && (connector === undefined || connector === 'google_ads'))
    missing.push('GOOGLE_ADS_DEVELOPER_TOKEN');
  return missing;
}
