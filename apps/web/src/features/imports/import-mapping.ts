import type { AdChannel, ColumnMapping, ImportField, ImportKind } from '@ziskomer/contracts';
import { getMissingAdSpendFields, getMissingFields, itemImportFields } from '@ziskomer/domain';

export interface MappingGroup {
  id: 'order' | 'customer' | 'items' | 'spend' | 'performance';
  fields: ImportField[];
}

/** The mapping screen's groups, in the order a person reads an order export. */
export const MAPPING_GROUPS: readonly MappingGroup[] = [
  {
    id: 'order',
    fields: [
      'orderId',
      'orderDate',
      'revenue',
      'margin',
      'currency',
      'status',
      'paid',
      'cancelled',
      'online',
      'paymentMethod',
      'shippingMethod',
      'acquisitionSource',
      'acquisitionCampaign',
    ],
  },
  {
    id: 'customer',
    fields: [
      'customerEmail',
      'customerName',
      'customerFirstName',
      'customerLastName',
      'customerPhone',
      'customerCity',
      'customerZip',
      'customerCountry',
    ],
  },
  {
    id: 'items',
    fields: ['productName', 'productCode', 'category', 'quantity', 'unitPrice', 'itemMargin', 'itemType'],
  },
];

/** The groups of an ad-spend file: what was spent where, then the campaign's optional figures. */
export const AD_SPEND_MAPPING_GROUPS: readonly MappingGroup[] = [
  { id: 'spend', fields: ['date', 'channel', 'cost', 'currency', 'campaign', 'account', 'campaignId'] },
  { id: 'performance', fields: ['impressions', 'clicks', 'conversions', 'conversionValue'] },
];

export function getMappingGroups(kind: ImportKind): readonly MappingGroup[] {
  return kind === 'ad-spend' ? AD_SPEND_MAPPING_GROUPS : MAPPING_GROUPS;
}

/** What a mapping is checked against besides the header: the kind, and an ad-spend file's channel. */
export interface MappingContext {
  kind: ImportKind;
  /** The channel chosen for the whole file (ad spend), which stands in for a channel column. */
  channel: AdChannel | null;
}

const ORDERS: MappingContext = { kind: 'orders', channel: null };

/**
 * How much a field is needed (the server's rule, `getMissingFields`): the order id and date
 * always; an order total or unit prices (either); the product name once any item column is used.
 */
export type FieldRequirement = 'required' | 'eitherAmount' | 'channel' | 'optional';

export function getFieldRequirement(
  field: ImportField,
  mapping: ColumnMapping,
  context: MappingContext = ORDERS,
): FieldRequirement {
  if (context.kind === 'ad-spend') {
    if (field === 'date' || field === 'cost') return 'required';
    return field === 'channel' ? 'channel' : 'optional';
  }
  if (field === 'orderId' || field === 'orderDate') return 'required';
  if (field === 'revenue' || field === 'unitPrice') return 'eitherAmount';
  if (field === 'productName' && itemImportFields.some((item) => mapping[item])) return 'required';
  return 'optional';
}

export type MappingIssue =
  | { field: ImportField; code: 'missing' }
  | { field: ImportField; code: 'unknownColumn' | 'duplicateHeader'; column: string };

/**
 * What stops a mapping from being used, before asking the server: required fields without a
 * column, a column that is not in the file, or a header name the file has twice (ambiguous).
 */
export function validateMapping(
  mapping: ColumnMapping,
  header: readonly string[],
  context: MappingContext = ORDERS,
): MappingIssue[] {
  const missing: ImportField[] =
    context.kind === 'ad-spend'
      ? getMissingAdSpendFields(mapping, context.channel)
      : getMissingFields(mapping);
  const issues: MappingIssue[] = missing.map((field) => ({ field, code: 'missing' }));
  for (const [field, column] of Object.entries(mapping) as [ImportField, string | undefined][]) {
    if (!column) continue;
    const count = header.filter((name) => name === column).length;
    if (count === 0) issues.push({ field, code: 'unknownColumn', column });
    else if (count > 1) issues.push({ field, code: 'duplicateHeader', column });
  }
  return issues;
}

/** The mapping with `field` set to `column`, or unmapped when `column` is empty. */
export function setMappedColumn(
  mapping: ColumnMapping,
  field: ImportField,
  column: string | null,
): ColumnMapping {
  const next = { ...mapping };
  if (column) next[field] = column;
  else delete next[field];
  return next;
}

/** Header names that occur more than once: they cannot be told apart, so they cannot be mapped. */
export function listDuplicateHeaders(header: readonly string[]): Set<string> {
  const seen = new Set<string>();
  const duplicates = new Set<string>();
  for (const name of header) {
    if (seen.has(name)) duplicates.add(name);
    seen.add(name);
  }
  return duplicates;
}
