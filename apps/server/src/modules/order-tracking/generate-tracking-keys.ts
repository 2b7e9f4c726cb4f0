import { randomBytes } from 'node:crypto';
import { TRACKING_PUBLIC_KEY_PREFIX, TRACKING_SECRET_PREFIX } from '@ziskomer/contracts';

/**
 * A public key of 18 random bytes (144 bits: it only names the shop, and is published on its
 * pages anyway) and a secret of 32 random bytes (256 bits, the HMAC key of server calls).
 */
export function generatePublicKey(): string {
  return TRACKING_PUBLIC_KEY_PREFIX + randomBytes(18).toString('base64url');
}

export function generateSecret(): string {
  return TRACKING_SECRET_PREFIX + randomBytes(32).toString('base64url');
}
