import type { ColumnMapping, OrderImportField } from '@ziskomer/contracts';
import { getMissingFields, itemImportFields } from '@ziskomer/domain';

/** The mapping screen's groups, in the order a person reads an order export. */
export const MAPPING_GROUPS: readonly { id: 'order' | 'customer' | 'items'; fields: OrderImportField[] }[] = [
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

/**
 * How much a field is needed (the server's rule, `getMissingFields`): the order id and date
 * always; an order total or unit prices (either); the product name once any item column is used.
 */
export type FieldRequirement = 'required' | 'eitherAmount' | 'optional';

export function getFieldRequirement(field: OrderImportField, mapping: ColumnMapping): FieldRequirement {
  if (field === 'orderId' || field === 'orderDate') return 'required';
  if (field === 'revenue' || field === 'unitPrice') return 'eitherAmount';
  if (field === 'productName' && itemImportFields.some((item) => mapping[item])) return 'required';
  return 'optional';
}

export type MappingIssue =
  | { field: OrderImportField; code: 'missing' }
  | { field: OrderImportField; code: 'unknownColumn' | 'duplicateHeader'; column: string };

/**
 * What stops a mapping from being used, before asking the server: required fields without a
 * column, a column that is not in the file, or a header name the file has twice (ambiguous).
 */
export function validateMapping(mapping: ColumnMapping, header: readonly string[]): MappingIssue[] {
  const issues: MappingIssue[] = getMissingFields(mapping).map((field) => ({ field, code: 'missing' }));
  for (const [field, column] of Object.entries(mapping) as [OrderImportField, string | undefined][]) {
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
  field: OrderImportField,
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
