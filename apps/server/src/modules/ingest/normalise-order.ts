import type { Order } from '@ziskomer/contracts';
import { categoryLabel, getCustomerKey, resolveMargin, splitVat } from '@ziskomer/domain';
import type { OrderItemRecord, OrderRecord } from './order-record.ts';

/**
 * Turns a validated canonical order into the record the database stores: VAT split 80/20, the
 * margin from the source (order margin, else the sum of line margins when every line has one) or
 * the 30 % estimate, uncategorised lines labelled 'Nezařazeno', and the customer key. Its content
 * hash is taken when its rows are encoded (OrderBatch).
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
  return {
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
  };
}

function emptyToNull(value: string | null | undefined): string | null {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
}

function round2(value: number): number {
  return Math.round(value * 100) / 100;
}
