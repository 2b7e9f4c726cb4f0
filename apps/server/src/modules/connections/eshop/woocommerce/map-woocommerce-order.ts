import { getPaidFromStatus } from '@ziskomer/domain';
import type { PlatformOrder } from '../eshop-platform-client.ts';
import { lineMargin, objectAt, readAmount, round2, textAt, toPlatformOrder } from '../to-platform-order.ts';

/** Statuses of an order that did not end in a sale: stored as cancelled, as a file's "cancelled" is. */
const NOT_SOLD = new Set(['cancelled', 'refunded', 'failed', 'trash']);
/** The unit cost the Cost of Goods plugins keep on an order line. */
const COST_META_KEYS = ['_wc_cog_item_cost', '_alg_wc_cog_item_cost'];

/**
 * A WooCommerce order as the canonical order. Its id is the order `number` (the order number of a
 * WooCommerce CSV export), so a synced order and the same order from a file are one. A line's
 * unit price includes its tax; its margin is its price without tax minus the unit cost a Cost of
 * Goods plugin stored on it, when one did.
 */
export function mapWooCommerceOrder(value: unknown): PlatformOrder {
  const order = value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
  const billing = objectAt(order, 'billing');
  const status = textAt(order, 'status');
  const ref = textAt(order, 'id') ?? '?';
  const items = (Array.isArray(order.line_items) ? (order.line_items as Record<string, unknown>[]) : []).map(
    (line) => {
      const quantity = readAmount(line.quantity) ?? 0;
      const total = readAmount(line.total) ?? Number.NaN;
      const tax = readAmount(line.total_tax) ?? 0;
      const divisor = quantity > 0 ? quantity : 1;
      return {
        productCode: textAt(line, 'sku') || null,
        productName: textAt(line, 'name') ?? '',
        quantity,
        unitPrice: round2((total + tax) / divisor),
        margin: lineMargin(quantity, total / divisor, readCost(line.meta_data)),
      };
    },
  );
  const createdGmt = textAt(order, 'date_created_gmt');
  const name = [textAt(billing, 'first_name'), textAt(billing, 'last_name')].filter(Boolean).join(' ');
  const shipping = Array.isArray(order.shipping_lines)
    ? (order.shipping_lines[0] as Record<string, unknown>)
    : null;
  return toPlatformOrder(ref, textAt(order, 'date_modified_gmt') ?? createdGmt ?? '', {
    orderId: textAt(order, 'number') ?? ref,
    orderDate: createdGmt ? `${createdGmt.replace(/Z$/, '')}Z` : '',
    customerEmail: textAt(billing, 'email'),
    customerName: name || null,
    customerPhone: textAt(billing, 'phone'),
    customerCity: textAt(billing, 'city'),
    customerCountry: textAt(billing, 'country'),
    customerZip: textAt(billing, 'postcode'),
    revenue: round2(readAmount(order.total) ?? Number.NaN),
    currency: textAt(order, 'currency') ?? 'CZK',
    paid: status ? getPaidFromStatus(status) : null,
    cancelled: status !== null && NOT_SOLD.has(status),
    status,
    paymentMethod: textAt(order, 'payment_method_title'),
    shippingMethod: shipping ? textAt(shipping, 'method_title') : null,
    items,
  });
}

function readCost(meta: unknown): number | null {
  if (!Array.isArray(meta)) return null;
  for (const entry of meta as Record<string, unknown>[]) {
    if (typeof entry.key === 'string' && COST_META_KEYS.includes(entry.key)) return readAmount(entry.value);
  }
  return null;
}
