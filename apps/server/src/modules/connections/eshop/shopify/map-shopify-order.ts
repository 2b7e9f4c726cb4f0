import type { PlatformOrder } from '../eshop-platform-client.ts';
import { lineMargin, readAmount, round2, toPlatformOrder } from '../to-platform-order.ts';

interface Money {
  shopMoney?: { amount?: string | number | null; currencyCode?: string | null } | null;
}

export interface ShopifyLineNode {
  sku?: string | null;
  name?: string | null;
  quantity?: number | null;
  originalUnitPriceSet?: Money | null;
  variant?: { inventoryItem?: { unitCost?: { amount?: string | number | null } | null } | null } | null;
}

export interface ShopifyOrderNode {
  id: string;
  name?: string | null;
  createdAt?: string | null;
  updatedAt?: string | null;
  cancelledAt?: string | null;
  displayFinancialStatus?: string | null;
  email?: string | null;
  phone?: string | null;
  currencyCode?: string | null;
  totalPriceSet?: Money | null;
  billingAddress?: {
    name?: string | null;
    city?: string | null;
    zip?: string | null;
    countryCodeV2?: string | null;
  } | null;
  paymentGatewayNames?: string[] | null;
  shippingLine?: { title?: string | null } | null;
  lineItems?: { nodes?: ShopifyLineNode[] | null } | null;
}

/** Financial states of an order whose money went back: stored as cancelled. */
const REFUNDED = new Set(['REFUNDED', 'VOIDED']);
const PAID = new Set(['PAID', 'PARTIALLY_REFUNDED']);

/**
 * A Shopify order as the canonical order. Its id is the order `name` (`#1001`), the `Name` column
 * of Shopify's CSV export, so a synced order and the same order from a file are one. A line's
 * margin is its unit price minus the unit cost of its variant's inventory item, when the shop
 * keeps costs.
 */
export function mapShopifyOrder(node: ShopifyOrderNode): PlatformOrder {
  const ref = node.id?.split('/').pop() ?? '?';
  const financial = node.displayFinancialStatus ?? null;
  const cancelled = Boolean(node.cancelledAt) || (financial !== null && REFUNDED.has(financial));
  const items = (node.lineItems?.nodes ?? []).map((line) => {
    const quantity = line.quantity ?? 0;
    const unitPrice = readAmount(line.originalUnitPriceSet?.shopMoney?.amount) ?? Number.NaN;
    const cost = readAmount(line.variant?.inventoryItem?.unitCost?.amount);
    return {
      productCode: line.sku || null,
      productName: line.name ?? '',
      quantity,
      unitPrice,
      margin: lineMargin(quantity, unitPrice, cost),
    };
  });
  return toPlatformOrder(ref, node.updatedAt ?? node.createdAt ?? '', {
    orderId: node.name ?? ref,
    orderDate: node.createdAt ?? '',
    customerEmail: node.email,
    customerName: node.billingAddress?.name,
    customerPhone: node.phone,
    customerCity: node.billingAddress?.city,
    customerCountry: node.billingAddress?.countryCodeV2,
    customerZip: node.billingAddress?.zip,
    revenue: round2(readAmount(node.totalPriceSet?.shopMoney?.amount) ?? Number.NaN),
    currency: node.totalPriceSet?.shopMoney?.currencyCode ?? node.currencyCode ?? 'CZK',
    paid: financial === null ? null : PAID.has(financial),
    cancelled,
    status: cancelled && node.cancelledAt ? 'CANCELLED' : financial,
    paymentMethod: node.paymentGatewayNames?.[0] ?? null,
    shippingMethod: node.shippingLine?.title ?? null,
    items,
  });
}
