import type { GoogleConfig } from '../../config.ts';

/** The server settings Google's connectors need that are not set; empty when they can connect. */
export function getGoogleMissingSettings(google: GoogleConfig): string[] {
  const missing: string[] = [];
  if (!google.clientId) missing.push('GOOGLE_CLIENT_ID');
  if (!google.clientSecret) missing.push('GOOGLE_CLIENT_SECRET');
  if (!google.adsDeveloperToken) missing.push('GOOGLE_ADS_DEVELOPER_TOKEN');
  return missing;
}
