import type { FeedFormat } from '@ziskomer/contracts';

export const GOOGLE_NAMESPACE = 'http://base.google.com/ns/1.0';
export const ZBOZI_NAMESPACE = 'http://www.zbozi.cz/ns/offer/1.0';

/**
 * The format of a feed from its root element: `rss` or Atom's `feed` is Google Merchant, `SHOP` is
 * Heureka unless it declares Zboží.cz's namespace (a SHOP feed without it is told apart later by
 * the elements only Zboží.cz has, `ZBOZI_ONLY_ELEMENTS`). Anything else is not a product feed.
 */
export function detectFeedFormat(rootName: string, rootNamespace: string): FeedFormat | null {
  if (rootName === 'rss' || rootName === 'feed') return 'google';
  if (rootName === 'SHOP') return rootNamespace === ZBOZI_NAMESPACE ? 'zbozi' : 'heureka';
  return null;
}

/** The element that holds one product in a format. */
export function getItemElementName(format: FeedFormat, rootName: string): string {
  if (format !== 'google') return 'SHOPITEM';
  return rootName === 'feed' ? 'entry' : 'item';
}
