import type { FeedProblemCode } from '@ziskomer/contracts';
import type { FeedFields } from './feed-fields.ts';

/**
 * What is wrong with an item for a comparison engine to take it: no id, title or price, a price
 * that is not an amount (toFeedItem left it as written), a product link that is not http(s).
 */
export function checkFeedItem(fields: FeedFields): FeedProblemCode[] {
  const problems: FeedProblemCode[] = [];
  if (!fields.id) problems.push('missing_id');
  if (!fields.title) problems.push('missing_title');
  if (fields.price === undefined) problems.push('missing_price');
  else if (!/^\d+\.\d{2}$/.test(fields.price)) problems.push('bad_price');
  if (fields.link !== undefined && !isWebUrl(fields.link)) problems.push('bad_url');
  return problems;
}

function isWebUrl(text: string): boolean {
  try {
    const url = new URL(text);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.length > 0;
  } catch {
    return false;
  }
}
