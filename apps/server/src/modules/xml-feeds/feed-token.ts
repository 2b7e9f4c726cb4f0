import { createHash, randomBytes } from 'node:crypto';
import type { Config } from '../../config.ts';
import { getSecretBox } from '../connections/index.ts';

/** A new secret for a feed's public URL: 32 random bytes, URL-safe. */
export function newFeedToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What the lookup compares: the token itself is never searched for. */
export function hashFeedToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** The token sealed for storage, bound to its feed so it cannot be moved to another. */
export function sealFeedToken(config: Config, feedId: string, token: string): string {
  return getSecretBox(config).seal(token, `xml-feed:${feedId}`);
}

export function openFeedToken(config: Config, feedId: string, sealed: string): string | null {
  try {
    return getSecretBox(config).open(sealed, `xml-feed:${feedId}`);
  } catch {
    return null;
  }
}

/** The public URL of a feed's transformed output. */
export function getFeedPublicUrl(config: Config, token: string): string {
  return `${new URL(config.appUrl).origin}/feeds/${token}.xml`;
}
