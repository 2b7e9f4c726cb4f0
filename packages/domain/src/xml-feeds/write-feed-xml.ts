import type { FeedFormat } from '@ziskomer/contracts';
import { GOOGLE_NAMESPACE, ZBOZI_NAMESPACE } from './detect-feed-format.ts';
import { escapeXml } from './escape-xml.ts';
import { type FeedFields, toShopElementName } from './feed-fields.ts';

/** Fields that Google writes without the g: prefix (RSS 2.0's own item elements). */
const GOOGLE_RSS_FIELDS = new Set(['title', 'link', 'description']);
/** The order fields are written in (others follow by name): stable whatever order storage kept. */
const FIELD_ORDER = [
  'id',
  'item_group_id',
  'title',
  'product_name',
  'description',
  'link',
  'image_link',
  'price',
  'sale_price',
  'brand',
  'gtin',
  'mpn',
  'product_type',
  'condition',
  'availability',
  'delivery_days',
].reduce<Record<string, number>>((order, name, index) => {
  order[name] = index;
  return order;
}, {});

function compareFields(a: string, b: string): number {
  const rankA = FIELD_ORDER[a] ?? Number.MAX_SAFE_INTEGER;
  const rankB = FIELD_ORDER[b] ?? Number.MAX_SAFE_INTEGER;
  return rankA - rankB || (a < b ? -1 : a > b ? 1 : 0);
}

/** Fields a format's writer uses up in other elements, never written on their own. */
const MERGED_FIELDS = new Set(['currency']);

/** The start of a feed in a format, up to its first item. */
export function writeFeedStart(format: FeedFormat, title: string): string {
  const declaration = '<?xml version="1.0" encoding="UTF-8"?>\n';
  if (format === 'google') {
    return `${declaration}<rss version="2.0" xmlns:g="${GOOGLE_NAMESPACE}">\n<channel>\n<title>${escapeXml(title)}</title>\n`;
  }
  if (format === 'zbozi') return `${declaration}<SHOP xmlns="${ZBOZI_NAMESPACE}">\n`;
  return `${declaration}<SHOP>\n`;
}

export function writeFeedEnd(format: FeedFormat): string {
  return format === 'google' ? '</channel>\n</rss>\n' : '</SHOP>\n';
}

/**
 * One item in a format. Google: `g:` elements (prices with their currency, availability from
 * Heureka's delivery days when missing). Heureka and Zboží.cz: their element names, prices without
 * currency, Google's availability as delivery days when they have none. Names that are not valid
 * XML element names are left out.
 */
export function writeFeedItem(format: FeedFormat, fields: FeedFields): string {
  const values = toFormatFields(format, fields);
  if (format === 'google') {
    const body = Object.entries(values)
      .map(([name, value]) => {
        const element = GOOGLE_RSS_FIELDS.has(name) ? name : `g:${name}`;
        return `<${element}>${escapeXml(value)}</${element}>`;
      })
      .join('');
    return `<item>${body}</item>\n`;
  }
  const body = Object.entries(values)
    .map(([name, value]) => {
      const element = toShopElementName(name);
      return `<${element}>${escapeXml(value)}</${element}>`;
    })
    .join('');
  return `<SHOPITEM>${body}</SHOPITEM>\n`;
}

function toFormatFields(format: FeedFormat, fields: FeedFields): FeedFields {
  const values: FeedFields = {};
  for (const [name, value] of Object.entries(fields)) {
    if (MERGED_FIELDS.has(name) || !/^[a-z][a-z0-9_]*$/.test(name)) continue;
    values[name] = value;
  }
  if (format === 'google') {
    const currency = fields.currency || 'CZK';
    for (const name of ['price', 'sale_price']) {
      if (values[name] && /^\d+\.\d{2}$/.test(values[name])) values[name] = `${values[name]} ${currency}`;
    }
    if (!values.availability && values.delivery_days !== undefined) {
      values.availability = values.delivery_days === '0' ? 'in_stock' : 'backorder';
    }
    delete values.delivery_days;
    delete values.product_name;
    return Object.fromEntries(Object.entries(values).sort(([a], [b]) => compareFields(a, b)));
  }
  const { availability, ...shopValues } = values;
  if (shopValues.delivery_days === undefined && availability === 'in_stock') shopValues.delivery_days = '0';
  return Object.fromEntries(Object.entries(shopValues).sort(([a], [b]) => compareFields(a, b)));
}
