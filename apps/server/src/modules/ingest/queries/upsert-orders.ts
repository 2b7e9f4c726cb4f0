import type { Database } from '@ziskomer/db';
import { sql, type Transaction } from 'kysely';
import { type DataSource, importIdOf, toStoredSource } from '../data-source.ts';

/**
 * Writes the staged orders (stageOrders) in one statement. An existing order keeps its
 * created_at; updated_at becomes `now`; every order written takes the writer's source (and an
 * import's mark).
 */
export async function upsertOrders(
  trx: Transaction<Database>,
  shopId: string,
  source: DataSource,
  now: Date,
): Promise<void> {
  const writer = { ...toStoredSource(source), importId: importIdOf(source) };
  await sql`
    INSERT INTO orders (
      shop_id, order_id, order_date, order_day, customer_key, customer_email, customer_name, customer_phone,
      customer_city, customer_country, customer_zip, revenue, revenue_without_vat, vat, margin, margin_estimated,
      currency, is_paid, is_online, is_cancelled, status, payment_method, shipping_method, acquisition_source,
      acquisition_campaign, item_count, content_hash, import_id, source, source_ref, created_at, updated_at)
    SELECT ${shopId}::uuid, o.order_id, o.order_date, o.order_day, o.customer_key, o.customer_email,
      o.customer_name, o.customer_phone, o.customer_city, o.customer_country, o.customer_zip, o.revenue,
      o.revenue_without_vat, o.vat, o.margin, o.margin_estimated, o.currency, o.is_paid, o.is_online,
      o.is_cancelled, o.status, o.payment_method, o.shipping_method, o.acquisition_source,
      o.acquisition_campaign, o.item_count, o.content_hash, ${writer.importId}::uuid, ${writer.source},
      ${writer.sourceRef}, ${now}::timestamptz,
      ${now}::timestamptz
    FROM pg_temp.order_batch AS o
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
      source = excluded.source,
      source_ref = excluded.source_ref,
      updated_at = excluded.updated_at`.execute(trx);
}
