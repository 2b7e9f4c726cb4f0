import type { MerchantIssue, MerchantProductStatus } from '@ziskomer/contracts';
import { listOf } from '../google-api/google-rest-client.ts';

export interface MerchantProductRow {
  product_id: string;
  offer_id: string;
  title: string;
  status: MerchantProductStatus;
  issues: MerchantIssue[];
}

const texts = (value: unknown) =>
  Array.isArray(value) ? value.filter((entry) => typeof entry === 'string') : [];
const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : null);

/**
 * A Merchant API product as stored: disapproved when a destination disapproves it in some country
 * (or an issue of severity DISAPPROVED stops it), else pending while a destination still reviews
 * it, else approved. The issues are Google's item-level issues that affect the product; those
 * that do not (NOT_IMPACTED) are left out.
 */
export function toMerchantProduct(product: Record<string, unknown>): MerchantProductRow | null {
  const name = text(product.name);
  if (!name) return null;
  const status = (product.productStatus ?? {}) as Record<string, unknown>;
  // v1 names the attributes `productAttributes`; v1beta named them `attributes`.
  const attributes = (product.productAttributes ?? product.attributes ?? {}) as Record<string, unknown>;
  const destinations = listOf(status, 'destinationStatuses');
  const issues: MerchantIssue[] = listOf(status, 'itemLevelIssues')
    .filter((issue) => issue.severity !== 'NOT_IMPACTED')
    .map((issue) => ({
      code: text(issue.code) ?? 'unknown',
      description: text(issue.description) ?? text(issue.code) ?? '—',
      detail: text(issue.detail),
      attribute: text(issue.attribute),
      severity: text(issue.severity) ?? 'SEVERITY_UNSPECIFIED',
      countries: texts(issue.applicableCountries),
    }));
  const disapproved =
    destinations.some((entry) => texts(entry.disapprovedCountries).length > 0) ||
    issues.some((issue) => issue.severity === 'DISAPPROVED');
  const pending = destinations.some((entry) => texts(entry.pendingCountries).length > 0);
  const approved = destinations.some((entry) => texts(entry.approvedCountries).length > 0);
  const offerId = text(product.offerId) ?? name.split('/').at(-1) ?? name;
  return {
    product_id: name.split('/').at(-1)!.slice(0, 500),
    offer_id: offerId.slice(0, 200),
    title: (text(attributes.title) ?? offerId).slice(0, 500),
    status: disapproved ? 'disapproved' : pending || !approved ? 'pending' : 'approved',
    issues: issues.slice(0, 20),
  };
}
