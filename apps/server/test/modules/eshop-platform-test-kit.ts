import { createHmac } from 'node:crypto';
import { withScope } from '@ziskomer/db';
import type { FakeShopifyOrder } from '../fakes/shopify/fake-shopify.ts';
import type { FakeShoptetOrder } from '../fakes/shoptet/fake-shoptet.ts';
import type { FakeWooOrder } from '../fakes/woocommerce/fake-woocommerce.ts';
import type { TestApp } from '../helpers/test-app.ts';

/** A Shoptet order of two product lines (one with a purchase price) and a shipping line. */
export function shoptetOrder(
  code: string,
  changeTime: string,
  patch: Partial<FakeShoptetOrder> = {},
): FakeShoptetOrder {
  return {
    code,
    creationTime: '2026-11-02T10:15:00+0100',
    changeTime,
    email: `zakaznik-${code}@example.cz`,
    status: { id: -2, name: 'Vyřízena' },
    paid: true,
    price: { withVat: '1329.00', withoutVat: '1098.35', currencyCode: 'CZK' },
    billingAddress: { fullName: 'Jana Nováková', city: 'Brno', zip: '60200', countryCode: 'CZ' },
    items: [
      {
        itemType: 'product',
        code: 'KAVA-1',
        name: 'Káva Etiopie 250 g',
        amount: '2.000',
        itemPrice: { withVat: '399.00', withoutVat: '329.75' },
        purchasePrice: { withVat: '242.00', withoutVat: '200.00' },
      },
      {
        itemType: 'product',
        code: 'MLYNEK',
        name: 'Ruční mlýnek',
        amount: '1.000',
        itemPrice: { withVat: '452.00', withoutVat: '373.55' },
      },
      {
        itemType: 'shipping',
        code: null,
        name: 'PPL',
        amount: '1.000',
        itemPrice: { withVat: '79.00', withoutVat: '65.29' },
      },
    ],
    ...patch,
  };
}

export function shopifyOrder(
  id: number,
  name: string,
  updatedAt: string,
  patch: Partial<FakeShopifyOrder> = {},
): FakeShopifyOrder {
  return {
    id: `gid://shopify/Order/${id}`,
    name,
    createdAt: '2026-11-03T09:00:00Z',
    updatedAt,
    cancelledAt: null,
    displayFinancialStatus: 'PAID',
    email: `shopify-${id}@example.cz`,
    currencyCode: 'CZK',
    totalPriceSet: { shopMoney: { amount: '1000.00', currencyCode: 'CZK' } },
    lineItems: [
      {
        sku: 'HRNEK',
        name: 'Hrnek',
        quantity: 2,
        originalUnitPriceSet: { shopMoney: { amount: '500.00' } },
        variant: { inventoryItem: { unitCost: { amount: '180.00' } } },
      },
    ],
    ...patch,
  };
}

export function wooOrder(id: number, modified: string, patch: Partial<FakeWooOrder> = {}): FakeWooOrder {
  return {
    id,
    number: String(id),
    status: 'completed',
    currency: 'CZK',
    date_created_gmt: '2026-11-04T08:30:00',
    date_modified_gmt: modified,
    total: '605.00',
    payment_method_title: 'Platba kartou',
    billing: {
      first_name: 'Petr',
      last_name: 'Svoboda',
      email: `woo-${id}@example.cz`,
      city: 'Olomouc',
      postcode: '77900',
      country: 'CZ',
    },
    shipping_lines: [{ method_title: 'Zásilkovna' }],
    line_items: [
      {
        sku: 'CAJ',
        name: 'Čaj Sencha',
        quantity: 5,
        total: '500.00',
        total_tax: '105.00',
        meta_data: [{ key: '_wc_cog_item_cost', value: '60' }],
      },
    ],
    ...patch,
  };
}

/** The shop's stored orders with their lines, by order id. */
export async function readOrders(t: TestApp, shopId: string) {
  return withScope(t.deps.db, { userId: null, shopId }, async (db) => {
    const orders = await db
      .selectFrom('orders')
      .select([
        'order_id',
        'revenue',
        'margin',
        'margin_estimated',
        'is_cancelled',
        'status',
        'currency',
        'source',
        'source_ref',
        'customer_email',
        'customer_key',
      ])
      .where('shop_id', '=', shopId)
      .orderBy('order_id')
      .execute();
    const items = await db
      .selectFrom('order_items')
      .select(['order_id', 'product_code', 'quantity', 'unit_price', 'margin', 'margin_estimated'])
      .where('shop_id', '=', shopId)
      .orderBy('order_id')
      .orderBy('line_no')
      .execute();
    return orders.map((order) => ({
      ...order,
      revenue: Number(order.revenue),
      margin: Number(order.margin),
      items: items
        .filter((item) => item.order_id === order.order_id)
        .map((item) => ({
          ...item,
          quantity: Number(item.quantity),
          unit_price: Number(item.unit_price),
          margin: Number(item.margin),
        })),
    }));
  });
}

export const hmac = (secret: string, body: string, encoding: 'hex' | 'base64') =>
  createHmac('sha256', secret).update(body, 'utf8').digest(encoding);

/** Shoptet's `Shoptet-Webhook-Signature`: the hex HMAC-SHA1 of the body. */
export const shoptetSignature = (key: string, body: string) =>
  createHmac('sha1', key).update(body, 'utf8').digest('hex');
