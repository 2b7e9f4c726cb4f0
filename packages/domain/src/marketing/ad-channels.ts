import type { AdChannel } from '@ziskomer/contracts';

/**
 * Acquisition sources as shops write them (utm_source, Shoptet's "Zdroj", free text), lower-cased
 * and without diacritics, mapped to a channel. Checked as whole words or prefixes, in this order,
 * so "google / cpc" is Google Ads and "seznam.cz" is Sklik.
 */
const SOURCE_PATTERNS: [RegExp, AdChannel][] = [
  [/\b(google|adwords|gads|youtube|pmax)\b/, 'google_ads'],
  [/\b(facebook|fb|instagram|ig|meta|messenger)\b/, 'meta'],
  [/\b(sklik|seznam)\b/, 'sklik'],
  [/\bheureka\b/, 'heureka'],
  [/\bzbozi\b/, 'zbozi'],
];

/**
 * The channel an order is attributed to: a click id wins (gclid → Google Ads, fbclid → Meta,
 * because it proves the ad click), otherwise the acquisition source; anything else is 'other'.
 * Returns null for an order with neither (organic or unknown), which no ad channel claims.
 */
export function attributeChannel(order: {
  source?: string | null;
  gclid?: string | null;
  fbclid?: string | null;
}): AdChannel | null {
  if (order.gclid?.trim()) return 'google_ads';
  if (order.fbclid?.trim()) return 'meta';
  const source = normaliseSource(order.source);
  if (!source) return null;
  for (const [pattern, channel] of SOURCE_PATTERNS) if (pattern.test(source)) return channel;
  return 'other';
}

/** A source/medium pair whose medium is not paid ('google / organic', 'seznam / seo'). */
const UNPAID_MEDIUM = /\b(organic|seo|referral|email|newsletter)\b/;

/** Sources that are not paid traffic: attributed to no channel. */
const ORGANIC = new Set([
  'direct',
  '(direct)',
  'none',
  '(none)',
  'organic',
  'email',
  'newsletter',
  'referral',
]);

function normaliseSource(source: string | null | undefined): string | null {
  const value = source
    ?.normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .trim()
    .toLowerCase();
  if (!value || ORGANIC.has(value) || UNPAID_MEDIUM.test(value)) return null;
  return value;
}
