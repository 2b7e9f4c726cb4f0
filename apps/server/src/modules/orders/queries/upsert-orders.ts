import type { Database } from '@ziskomer/db';
import { sql, type Transaction } from 'kysely';
import type { OrderRecord } from '../order-record.ts';

/**
 * Writes new and changed orders in one statement: one array per column, unnested (one round trip
 * for a whole batch). An existing order keeps its created_at; updated_at becomes `now`.
 */
export async function upsertOrders(
  trx: Transaction<Database>,
  shopId: string,
  orders: OrderRecord[],
  importId: string | null,
  now: Date,
): Promise<void> {
  if (orders.length === 0) return;
  const column = <T>(pick: (order: OrderRecord) => T) => orders.map(pick);
  const money = (pick: (order: OrderRecord) => number) => orders.map((order) => pick(order).toFixed(2));
  await sql`
    INSERT INTO orders (
      shop_id, order_id, order_date, order_day, customer_key, customer_email, customer_name, customer_phone,
      customer_city, customer_country, customer_zip, revenue, revenue_without_vat, vat, margin, margin_estimated,
      currency, is_paid, is_online, is_cancelled, status, payment_method, shipping_method, acquisition_source,
      acquisition_campaign, item_count, content_hash, import_id, created_at, updated_at)
    SELECT ${shopId}::uuid, o.*, ${importId}::uuid, ${now}::timestamptz, ${now}::timestamptz
    FROM unnest(
      ${column((o) => o.orderId)}::text[],
      ${column((o) => o.orderDate)}::timestamptz[],
      ${column((o) => o.orderDay)}::date[],
      ${column((o) => o.customerKey)}::text[],
      ${column((o) => o.customerEmail)}::text[],
      ${column((o) => o.customerName)}::text[],
      ${column((o) => o.customerPhone)}::text[],
      ${column((o) => o.customerCity)}::text[],
      ${column((o) => o.customerCountry)}::text[],
      ${column((o) => o.customerZip)}::text[],
      ${money((o) => o.revenue)}::numeric[],
      ${money((o) => o.revenueWithoutVat)}::numeric[],
      ${money((o) => o.vat)}::numeric[],
      ${money((o) => o.margin)}::numeric[],
      ${column((o) => o.marginEstimated)}::boolean[],
      ${column((o) => o.currency)}::text[],
      ${column((o) => o.isPaid)}::boolean[],
      ${column((o) => o.isOnline)}::boolean[],
      ${column((o) => o.isCancelled)}::boolean[],
      ${column((o) => o.status)}::text[],
      ${column((o) => o.paymentMethod)}::text[],
      ${column((o) => o.shippingMethod)}::text[],
      ${column((o) => o.acquisitionSource)}::text[],
      ${column((o) => o.acquisitionCampaign)}::text[],
      ${column((o) => o.itemCount)}::integer[],
      ${column((o) => o.contentHash)}::text[]
    ) AS o
    ON CONFLICT (shop_id, order_id) DO UPDATE SET
      order_date = excluded.order_date,
      order_day = excluded.order_day,
      customer_key = excluded.customer_key,
      customer_email = excluded.customer_email,
      customer_name = excluded.customer_name,
      customer_phone = excluded.customer_phone,
      customer_city = excluded.customer_city,
      customer_country = excluded.customer_country,
      customer_zip = excluded.customer_zip,
      revenue = excluded.revenue,
      revenue_without_vat = excluded.revenue_without_vat,
      vat = excluded.vat,
      margin = excluded.margin,
      margin_estimated = excluded.margin_estimated,
      currency = excluded.currency,
      is_paid = excluded.is_paid,
      is_online = excluded.is_online,
      is_cancelled = excluded.is_cancelled,
      status = excluded.status,
      payment_method = excluded.payment_method,
      shipping_method = excluded.shipping_method,
      acquisition_source = excluded.acquisition_source,
      acquisition_campaign = excluded.acquisition_campaign,
      item_count = excluded.item_count,
      content_hash = excluded.content_hash,
      import_id = excluded.import_id,
      updated_at = excluded.updated_at`.execute(trx);
}
