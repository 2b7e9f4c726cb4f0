import type { OrderEvent } from '@ziskomer/contracts';
import { deriveOrderEventMargin } from '@ziskomer/domain';
import type { OrderEventRow } from './queries/list-order-event-rows.ts';

/** An event row with its pairing and the margin columns derived from the paired order (SPEC §3). */
export function toOrderEvent(row: OrderEventRow): OrderEvent {
  const paired = row.paired_order_id !== null;
  const derived = deriveOrderEventMargin(
    paired
      ? {
          revenue: Number(row.order_revenue),
          margin: Number(row.order_margin),
          marginEstimated: Boolean(row.order_margin_estimated),
        }
      : null,
  );
  return {
    id: row.id,
    eventId: row.event_id,
    orderId: row.order_id,
    storeName: row.store_name,
    totalPrice: Number(row.total_price),
    currency: row.currency,
    source: row.source,
    products: row.products,
    trackingId: row.tracking_id,
    gclid: row.gclid,
    fbclid: row.fbclid,
    orderDate: new Date(row.order_date).toISOString(),
    isTest: row.is_test,
    isVerified: row.is_verified,
    createdAt: new Date(row.created_at).toISOString(),
    paired,
    ...derived,
  };
}
