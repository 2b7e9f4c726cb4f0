import { isCancelledStatus } from '@ziskomer/domain';
import type { PlatformOrder } from '../eshop-platform-client.ts';
import {
  isoWithColon,
  lineMargin,
  objectAt,
  readAmount,
  round2,
  textAt,
  toPlatformOrder,
} from '../to-platform-order.ts';

/** Shoptet's status "Stornována" (its fixed id -4), whatever the shop renamed it to. */
const CANCELLED_STATUS_ID = -4;

/**
 * A Shoptet order detail as the canonical order. Its id is the order `code`, the column a Shoptet
 * CSV export names too, so a synced order and the same order imported from a file are one. Only
 * product lines count as items (shipping, payment and discount lines are in the total); a line's
 * margin is its price without VAT minus its purchase price without VAT, when the shop keeps one.
 */
export function mapShoptetOrder(order: Record<string, unknown>, code: string): PlatformOrder {
  const price = objectAt(order, 'price');
  const status = objectAt(order, 'status');
  const billing = objectAt(order, 'billingAddress');
  const statusName = textAt(status, 'name');
  const items = (Array.isArray(order.items) ? (order.items as Record<string, unknown>[]) : [])
    .filter((item) => (item.itemType ?? 'product') === 'product')
    .map((item) => {
      const quantity = readAmount(item.amount) ?? 1;
      const itemPrice = objectAt(item, 'itemPrice');
      const unitPrice = readAmount(itemPrice.withVat) ?? Number.NaN;
      const withoutVat = readAmount(itemPrice.withoutVat);
      const cost = readAmount(objectAt(item, 'purchasePrice').withoutVat);
      return {
        productCode: textAt(item, 'code'),
        productName: textAt(item, 'name') ?? '',
        quantity,
        unitPrice,
        margin: withoutVat === null ? null : lineMargin(quantity, withoutVat, cost),
      };
    });
  const created = textAt(order, 'creationTime');
  return toPlatformOrder(code, textAt(order, 'changeTime') ?? created ?? '', {
    orderId: textAt(order, 'code') ?? code,
    orderDate: created ? isoWithColon(created) : '',
    customerEmail: textAt(order, 'email'),
    customerName: textAt(billing, 'fullName'),
    customerPhone: textAt(order, 'phone'),
    customerCity: textAt(billing, 'city'),
    customerCountry: textAt(billing, 'countryCode'),
    customerZip: textAt(billing, 'zip'),
    revenue: round2(readAmount(price.withVat) ?? Number.NaN),
    currency: textAt(price, 'currencyCode') ?? 'CZK',
    paid: typeof order.paid === 'boolean' ? order.paid : null,
    cancelled: status.id === CANCELLED_STATUS_ID || (statusName !== null && isCancelledStatus(statusName)),
    status: statusName,
    paymentMethod: textAt(objectAt(order, 'paymentMethod'), 'name'),
    shippingMethod: textAt(objectAt(order, 'shipping'), 'name'),
    items,
  });
}
