import { createHash, randomBytes } from 'node:crypto';
import { API_KEY_PREFIX, API_KEY_VISIBLE_LENGTH } from '@ziskomer/contracts';

export interface NewApiKey {
  /** The full key: shown to its creator once, never stored. */
  key: string;
  /** Its first characters, stored to tell keys apart in the UI. */
  prefix: string;
  hash: string;
}

/** A new key of 32 random bytes (256 bits), with the prefix and hash the database keeps. */
export function generateApiKey(): NewApiKey {
  const key = API_KEY_PREFIX + randomBytes(32).toString('base64url');
  return { key, prefix: key.slice(0, API_KEY_VISIBLE_LENGTH), hash: hashApiKey(key) };
}

/**
 * SHA-256 of the key, as lowercase hex. A fast hash is the right one here: a key has 256 random
 * bits, so no dictionary or brute force can find it from its hash, while a password hash such as
 * Argon2 would only slow every API request (and make its lookup by hash impossible).
 */
export function hashApiKey(key: string): string {
  return createHash('sha256').update(key, 'utf8').digest('hex');
}
