import type { FeedFormat } from '@ziskomer/contracts';
import type { FeedFields } from './feed-fields.ts';
import { parseFeedPrice } from './parse-feed-price.ts';

/**
 * An item's fields from its elements as read (canonical names, first value of a repeated one),
 * with its prices made plain: `price` `1299.00` and `currency` `CZK` (Heureka and Zboží.cz prices
 * are in the shop's currency, CZK unless the feed says otherwise). A price that does not parse is
 * kept as written, so the item shows it with its problem.
 */
export function toFeedItem(format: FeedFormat, elements: Iterable<[string, string]>): FeedFields {
  const fields: FeedFields = {};
  for (const [name, value] of elements) {
    const trimmed = value.trim();
    if (trimmed && !(name in fields)) fields[name] = trimmed;
  }
  for (const name of ['price', 'sale_price']) {
    const text = fields[name];
    if (text === undefined) continue;
    const price = parseFeedPrice(text);
    if (!price) continue;
    fields[name] = price.amount;
    fields.currency ??= price.currency ?? (format === 'google' ? '' : 'CZK');
    if (!fields.currency) delete fields.currency;
  }
  return fields;
}
