import type { OrderSummary } from '@ziskomer/contracts';
import { marginPercent } from '@ziskomer/domain';
import type { OrderRow } from './queries/list-order-rows.ts';

export function toOrderSummary(row: OrderRow): OrderSummary {
  const revenue = Number(row.revenue);
  const margin = Number(row.margin);
  return {
    orderId: row.order_id,
    orderDate: row.order_date.toISOString(),
    orderDay: row.order_day,
    customerKey: row.customer_key,
    customerEmail: row.customer_email,
    customerName: row.customer_name,
    customerCity: row.customer_city,
    customerCountry: row.customer_country,
    revenue,
    revenueWithoutVat: Number(row.revenue_without_vat),
    vat: Number(row.vat),
    margin,
    marginEstimated: row.margin_estimated,
    marginPercent: marginPercent(margin, revenue),
    currency: row.currency,
    paid: row.is_paid,
    online: row.is_online,
    cancelled: row.is_cancelled,
    status: row.status,
    paymentMethod: row.payment_method,
    shippingMethod: row.shipping_method,
    acquisitionSource: row.acquisition_source,
    acquisitionCampaign: row.acquisition_campaign,
    itemCount: row.item_count,
    updatedAt: row.updated_at.toISOString(),
  };
}
