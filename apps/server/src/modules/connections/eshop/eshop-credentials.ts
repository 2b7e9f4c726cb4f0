import type { Deps } from '../../../core/deps.ts';
import { getSecretBox } from '../connection-secrets.ts';

/**
 * The webhook key a renewal replaced, still taken for a short while: Shoptet may have signed a
 * delivery with it just before the renewal that arrives (or is retried) just after.
 */
interface RetiredWebhookSecret {
  previousWebhookSecret?: string;
  /** ISO time after which the replaced key is refused. */
  previousWebhookSecretUntil?: string;
}

/** The secrets of a platform connection, sealed together in `credentials_sealed`. */
export type EshopCredentials = (
  | { platform: 'shoptet'; apiToken: string; webhookSecret: string }
  | { platform: 'shopify'; accessToken: string; webhookSecret: string }
  | { platform: 'woocommerce'; consumerKey: string; consumerSecret: string; webhookSecret: string }
) &
  RetiredWebhookSecret;

/** How long a replaced webhook key is still taken. */
export const RETIRED_WEBHOOK_SECRET_MS = 15 * 60_000;

/** Bound to its shop: a sealed value copied to another shop's row does not open. */
const context = (shopId: string) => `${shopId}:eshop_platform:credentials`;

export function sealEshopCredentials(deps: Deps, shopId: string, credentials: EshopCredentials): string {
  return getSecretBox(deps.config).seal(JSON.stringify(credentials), context(shopId));
}

export function openEshopCredentials(deps: Deps, shopId: string, sealed: string): EshopCredentials {
  return JSON.parse(getSecretBox(deps.config).open(sealed, context(shopId))) as EshopCredentials;
}

/**
 * The credentials with `secret` as the webhook key; the key it replaces is still taken for
 * RETIRED_WEBHOOK_SECRET_MS. The same key again changes nothing (the earlier grace stays).
 */
export function withWebhookSecret(
  credentials: EshopCredentials,
  secret: string,
  now: Date,
): EshopCredentials {
  if (credentials.webhookSecret === secret) return credentials;
  return {
    ...credentials,
    webhookSecret: secret,
    previousWebhookSecret: credentials.webhookSecret,
    previousWebhookSecretUntil: new Date(now.getTime() + RETIRED_WEBHOOK_SECRET_MS).toISOString(),
  };
}

/** The keys a delivery may be signed with now: the current one, and the replaced one within its grace. */
export function acceptedWebhookSecrets(credentials: EshopCredentials, now: Date): string[] {
  const until = Date.parse(credentials.previousWebhookSecretUntil ?? '');
  return credentials.previousWebhookSecret && until > now.getTime()
    ? [credentials.webhookSecret, credentials.previousWebhookSecret]
    : [credentials.webhookSecret];
}
