import { DOMAIN_NAME } from './normalise-domain.ts';

/**
 * The origin (`https://host[:port]`) of an address a user allows to send tracked orders from the
 * browser, e.g. a checkout on another domain: "pokladna.shop.cz" or a pasted page address
 * "https://pokladna.shop.cz/dekujeme" both give "https://pokladna.shop.cz". Null for anything
 * else: plain http (a page on it could be altered on the way), user names, IP addresses and hosts
 * that are not a domain.
 */
export function parseTrackingOrigin(input: string): string | null {
  const trimmed = input.trim();
  if (!trimmed || trimmed.length > 300) return null;
  let url: URL;
  try {
    url = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' || url.username || url.password) return null;
  if (!DOMAIN_NAME.test(url.hostname)) return null;
  return url.origin;
}
