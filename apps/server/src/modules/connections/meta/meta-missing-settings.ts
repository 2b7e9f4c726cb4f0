import type { MetaConfig } from '../../../config.ts';

/** The server settings Meta's connector needs that are not set; empty when it can connect. */
export function getMetaMissingSettings(meta: MetaConfig): string[] {
  const missing: string[] = [];
  if (!meta.appId) missing.push('META_APP_ID');
  if (!meta.appSecret) missing.push('META_APP_SECRET');
  return missing;
}
