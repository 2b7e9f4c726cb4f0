import type { DimensionRow, OrdersMixDimension, OrdersTopDimension } from '@ziskomer/contracts';

export type OrdersDimension = OrdersTopDimension | OrdersMixDimension;

/** What a row of a top list is called: its main text and, for products, the code beside the name. */
export interface DimensionLabel {
  primary: string;
  secondary: string | null;
}

/**
 * The text of a dimension value: '' (orders without one) as "Neuvedeno"; a product by its name
 * with its code beside when they differ; a two-letter country code by its name in the UI's
 * language ("Česko", code beside); a source with a capital first letter, since sources are stored
 * lower-cased to merge "Google" and "google".
 */
export function labelDimension(
  dimension: OrdersDimension,
  row: Pick<DimensionRow, 'value' | 'label'>,
  notGiven: string,
  locale: string,
): DimensionLabel {
  if (row.value === '') return { primary: notGiven, secondary: null };
  if (dimension === 'product') {
    const name = row.label ?? row.value;
    return { primary: name, secondary: name === row.value ? null : row.value };
  }
  if (dimension === 'country') {
    const name = countryName(row.value, locale);
    return name ? { primary: name, secondary: row.value } : { primary: row.value, secondary: null };
  }
  if (dimension === 'source')
    return { primary: row.value.charAt(0).toUpperCase() + row.value.slice(1), secondary: null };
  return { primary: row.value, secondary: null };
}

/** A region's name for an ISO 3166 alpha-2 code, or null for anything else ("Czechia" typed out). */
function countryName(code: string, locale: string): string | null {
  if (!/^[A-Z]{2}$/.test(code)) return null;
  try {
    const name = new Intl.DisplayNames([locale], { type: 'region' }).of(code);
    return name && name !== code ? name : null;
  } catch {
    return null;
  }
}
