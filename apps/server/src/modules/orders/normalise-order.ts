import { hash } from 'node:crypto';
import type { Order } from '@ziskomer/contracts';
import { categoryLabel, getCustomerKey, resolveMargin, splitVat } from '@ziskomer/domain';
import type { OrderItemRecord, OrderRecord } from './order-record.ts';

/**
 * Turns a validated canonical order into the record the database stores: VAT split 80/20, the
 * margin from the source (order margin, else the sum of line margins when every line has one) or
 * the 30 % estimate, uncategorised lines labelled 'Nezařazeno', the customer key, and a hash of
 * the content so that an unchanged re-import writes nothing.
 */
export function normaliseOrder(order: Order, orderDate: Date, orderDay: string): OrderRecord {
  const items: OrderItemRecord[] = order.items.map((item, index) => {
    const lineRevenue = round2(item.quantity * item.unitPrice);
    const margin = resolveMargin(lineRevenue, item.margin);
    return {
      lineNo: index + 1,
      productCode: emptyToNull(item.productCode),
      productName: item.productName,
      category: categoryLabel(item.category),
      quantity: item.quantity,
      unitPrice: item.unitPrice,
      margin: margin.margin,
      marginEstimated: margin.isEstimated,
    };
  });
  const lineMargins = order.items.every((item) => item.margin !== null && item.margin !== undefined);
  const sourceMargin =
    order.margin ??
    (order.items.length > 0 && lineMargins
      ? round2(items.reduce((sum, item) => sum + item.margin, 0))
      : null);
  const margin = resolveMargin(order.revenue, sourceMargin);
  const { withoutVat, vat } = splitVat(order.revenue);
  const record: OrderRecord = {
    orderId: order.orderId,
    orderDate,
    orderDay,
    customerKey: getCustomerKey(order.customerEmail, order.customerPhone),
    customerEmail: emptyToNull(order.customerEmail),
    customerName: emptyToNull(order.customerName),
    customerPhone: emptyToNull(order.customerPhone),
    customerCity: emptyToNull(order.customerCity),
    customerCountry: emptyToNull(order.customerCountry),
    customerZip: emptyToNull(order.customerZip),
    revenue: order.revenue,
    revenueWithoutVat: withoutVat,
    vat,
    margin: margin.margin,
    marginEstimated: margin.isEstimated,
    currency: order.currency,
    isPaid: order.paid ?? null,
    isOnline: order.online ?? null,
    isCancelled: order.cancelled,
    status: emptyToNull(order.status),
    paymentMethod: emptyToNull(order.paymentMethod),
    shippingMethod: emptyToNull(order.shippingMethod),
    acquisitionSource: emptyToNull(order.acquisitionSource),
    acquisitionCampaign: emptyToNull(order.acquisitionCampaign),
    // SPEC §3 "item_count (default 1)": the number of order lines, 1 for an order without lines.
    itemCount: Math.max(1, items.length),
    items,
    contentHash: '',
  };
  record.contentHash = hashOrder(record);
  return record;
}

/**
 * A digest of every stored field, joined by a unit separator (null as NUL, which no stored text
 * contains), so that any change of content changes it: the order's fields in the record's order
 * (the order date first, as an ISO string), then each line's after a record separator. Written
 * out field by field because the import hashes millions of orders; the text must stay the same
 * as long as stored hashes should keep matching.
 */
function hashOrder(record: OrderRecord): string {
  let text = `${record.orderDate.toISOString()}\u001f${record.orderId}\u001f${record.orderDay}`;
  text += field(record.customerKey) + field(record.customerEmail) + field(record.customerName);
  text += field(record.customerPhone) + field(record.customerCity) + field(record.customerCountry);
  text += field(record.customerZip);
  text += `\u001f${record.revenue}\u001f${record.revenueWithoutVat}\u001f${record.vat}\u001f${record.margin}`;
  text += `\u001f${record.marginEstimated}\u001f${record.currency}`;
  text += `${field(record.isPaid)}${field(record.isOnline)}\u001f${record.isCancelled}`;
  text += field(record.status) + field(record.paymentMethod) + field(record.shippingMethod);
  text += field(record.acquisitionSource) + field(record.acquisitionCampaign);
  text += `\u001f${record.itemCount}`;
  for (const item of record.items) {
    text += `\u001e\u001f${item.lineNo}${field(item.productCode)}\u001f${item.productName}\u001f${item.category}`;
    text += `\u001f${item.quantity}\u001f${item.unitPrice}\u001f${item.margin}\u001f${item.marginEstimated}`;
  }
  return hash('sha1', text, 'base64url');
}

function field(value: string | boolean | null): string {
  return value === null ? '\u001f\u0000' : `\u001f${value}`;
}

function emptyToNull(value: string | null | undefined): string | null {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
}

function round2(value: number): number {
  return Math.round(value * 100) / 100;
}
