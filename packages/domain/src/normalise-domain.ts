/**
 * The normalised form of a shop's domain (SPEC §3): lower case, every run of characters other
 * than letters and digits turned into one underscore, underscores trimmed from both ends.
 * `https://www.Kava-Shop.cz/` → `https_www_kava_shop_cz`.
 */
export function normaliseDomain(domain: string): string {
  return domain
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '');
}

/** A lower-case domain name of two or more labels (IDN in its xn-- form); no IP addresses. */
export const DOMAIN_NAME = /^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;

/**
 * The bare host of what a user typed as a shop's address ("https://www.shop.cz/eshop" → "www.shop.cz"),
 * or null when it is not a plausible domain.
 */
export function parseStoreDomain(input: string): { domain: string; url: string } | null {
  const trimmed = input.trim();
  if (!trimmed) return null;
  let url: URL;
  try {
    url = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  const host = url.hostname.toLowerCase();
  if (!DOMAIN_NAME.test(host)) return null;
  return { domain: host, url: `${url.protocol}//${host}` };
}
