import type { FeedFormat } from '@ziskomer/contracts';

/**
 * An item's fields by canonical name: Google Merchant's attribute names, which every format maps
 * to and from. Prices are kept as a plain decimal (`1299.00`) with the currency apart, so a rule or
 * a template works the same whatever the source format was. Elements with no canonical name are
 * kept under their own name in lower case.
 */
export type FeedFields = Record<string, string>;

/** Heureka and Zboží.cz share most element names (SHOP/SHOPITEM). */
const SHOP_ELEMENTS: Record<string, string> = {
  ITEM_ID: 'id',
  PRODUCTNAME: 'title',
  PRODUCT: 'product_name',
  DESCRIPTION: 'description',
  URL: 'link',
  IMGURL: 'image_link',
  PRICE_VAT: 'price',
  MANUFACTURER: 'brand',
  EAN: 'gtin',
  PRODUCTNO: 'mpn',
  DELIVERY_DATE: 'delivery_days',
  CATEGORYTEXT: 'product_type',
  ITEMGROUP_ID: 'item_group_id',
  CUSTOM_LABEL_0: 'custom_label_0',
  CUSTOM_LABEL_1: 'custom_label_1',
  CUSTOM_LABEL_2: 'custom_label_2',
  CUSTOM_LABEL_3: 'custom_label_3',
  CUSTOM_LABEL_4: 'custom_label_4',
};

/** Google's RSS and Atom elements outside the g: namespace that carry an attribute. */
const GOOGLE_PLAIN_ELEMENTS: Record<string, string> = {
  title: 'title',
  link: 'link',
  description: 'description',
  summary: 'description',
};

/** The canonical name of an item's child element in a format (`g:` elements by their local name). */
export function toFieldName(format: FeedFormat, name: string, isGoogleNamespace: boolean): string | null {
  if (format === 'google') {
    if (isGoogleNamespace) return name.toLowerCase();
    return GOOGLE_PLAIN_ELEMENTS[name] ?? null;
  }
  return SHOP_ELEMENTS[name] ?? name.toLowerCase();
}

const ELEMENTS_BY_FIELD: Record<string, string> = Object.fromEntries(
  Object.entries(SHOP_ELEMENTS).map(([element, field]) => [field, element]),
);

/** The element a canonical field is written as in Heureka and Zboží.cz feeds (upper case when unknown). */
export function toShopElementName(field: string): string {
  return ELEMENTS_BY_FIELD[field] ?? field.toUpperCase();
}

/** Elements only Zboží.cz defines: a SHOP feed with them (or its namespace) is a Zboží.cz feed. */
export const ZBOZI_ONLY_ELEMENTS = new Set([
  'MAX_CPC',
  'MAX_CPC_SEARCH',
  'EXTRA_MESSAGE',
  'SHOP_DEPOTS',
  'RELEASE_DATE',
  'PRODUCT_LINE',
  'LIST_PRICE',
  'CUSTOM_LABEL_0',
]);
