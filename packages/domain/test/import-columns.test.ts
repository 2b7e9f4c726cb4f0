import { describe, expect, it } from 'vitest';
import { detectColumns, getMissingFields, normaliseHeader } from '../src/import-columns.ts';

describe('detectColumns', () => {
  it('maps the SPEC column names (ziskomer)', () => {
    const result = detectColumns([
      'order_id',
      'order_date',
      'customer_email',
      'order_revenue',
      'product_name',
      'product_category',
      'quantity',
      'shop_id',
    ]);
    expect(result.preset).toBe('ziskomer');
    expect(result.mapping).toMatchObject({
      orderId: 'order_id',
      orderDate: 'order_date',
      customerEmail: 'customer_email',
      revenue: 'order_revenue',
      productName: 'product_name',
      category: 'product_category',
      quantity: 'quantity',
    });
    expect(Object.values(result.mapping)).not.toContain('shop_id');
    expect(result.missing).toEqual([]);
  });

  it('maps a Czech Shoptet export', () => {
    const result = detectColumns([
      'Kód objednávky',
      'Datum',
      'Stav',
      'E-mail',
      'Celkem s DPH',
      'Kód položky',
      'Název položky',
      'Množství',
      'Jednotková cena s DPH',
    ]);
    expect(result.preset).toBe('shoptet');
    expect(result.mapping).toEqual({
      orderId: 'Kód objednávky',
      orderDate: 'Datum',
      status: 'Stav',
      customerEmail: 'E-mail',
      revenue: 'Celkem s DPH',
      productCode: 'Kód položky',
      productName: 'Název položky',
      quantity: 'Množství',
      unitPrice: 'Jednotková cena s DPH',
    });
  });

  it("maps Shoptet's own camelCase names", () => {
    const result = detectColumns([
      'code',
      'date',
      'statusName',
      'email',
      'totalPriceWithVat',
      'orderItemName',
      'orderItemAmount',
    ]);
    expect(result.preset).toBe('shoptet');
    expect(result.mapping.orderId).toBe('code');
    expect(result.mapping.productName).toBe('orderItemName');
  });

  it('maps a WooCommerce export', () => {
    const result = detectColumns([
      'Order Number',
      'Order Date',
      'Order Status',
      'Billing Email',
      'Order Total',
      'Item Name',
      'Quantity',
      'Item Cost',
    ]);
    expect(result.preset).toBe('woocommerce');
    expect(result.mapping).toMatchObject({
      orderId: 'Order Number',
      customerEmail: 'Billing Email',
      unitPrice: 'Item Cost',
    });
  });

  it('maps a Shopify export', () => {
    const result = detectColumns([
      'Name',
      'Email',
      'Financial Status',
      'Currency',
      'Total',
      'Created at',
      'Lineitem quantity',
      'Lineitem name',
      'Lineitem price',
      'Cancelled at',
    ]);
    expect(result.preset).toBe('shopify');
    expect(result.mapping).toMatchObject({
      orderId: 'Name',
      orderDate: 'Created at',
      paid: 'Financial Status',
      cancelled: 'Cancelled at',
    });
  });

  it('asks for a manual mapping of unknown headers', () => {
    const result = detectColumns(['A', 'B', 'C']);
    expect(result.preset).toBeNull();
    expect(result.missing).toEqual(['orderId', 'orderDate', 'revenue']);
  });

  it('requires a product name once item columns are mapped', () => {
    expect(getMissingFields({ orderId: 'a', orderDate: 'b', unitPrice: 'c' })).toEqual(['productName']);
    expect(normaliseHeader('Kód objednávky')).toBe('kodobjednavky');
  });
});
