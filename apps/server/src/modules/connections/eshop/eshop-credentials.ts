import type { Deps } from '../../../core/deps.ts';
import { getSecretBox } from '../connection-secrets.ts';

/** The secrets of a platform connection, sealed together in `credentials_sealed`. */
export type EshopCredentials =
  | { platform: 'shoptet'; apiToken: string; webhookSecret: string }
  | { platform: 'shopify'; accessToken: string; webhookSecret: string }
  | { platform: 'woocommerce'; consumerKey: string; consumerSecret: string; webhookSecret: string };

/** Bound to its shop: a sealed value copied to another shop's row does not open. */
const context = (shopId: string) => `${shopId}:eshop_platform:credentials`;

export function sealEshopCredentials(deps: Deps, shopId: string, credentials: EshopCredentials): string {
  return getSecretBox(deps.config).seal(JSON.stringify(credentials), context(shopId));
}

export function openEshopCredentials(deps: Deps, shopId: string, sealed: string): EshopCredentials {
  return JSON.parse(getSecretBox(deps.config).open(sealed, context(shopId))) as EshopCredentials;
}
