import { copyIntoTempTable, type Database } from '@ziskomer/db';
import { sql, type Transaction } from 'kysely';

/** Columns of `pg_temp.order_batch`, in the order OrderBatch writes them. */
export const ORDER_BATCH_COLUMNS = [
  'order_id',
  'order_date',
  'order_day',
  'customer_key',
  'customer_email',
  'customer_name',
  'customer_phone',
  'customer_city',
  'customer_country',
  'customer_zip',
  'revenue',
  'revenue_without_vat',
  'vat',
  'margin',
  'margin_estimated',
  'currency',
  'is_paid',
  'is_online',
  'is_cancelled',
  'status',
  'payment_method',
  'shipping_method',
  'acquisition_source',
  'acquisition_campaign',
  'item_count',
  'content_hash',
] as const;

/** Columns of `pg_temp.order_batch_items`. */
export const ORDER_BATCH_ITEM_COLUMNS = [
  'order_id',
  'line_no',
  'product_code',
  'product_name',
  'category',
  'quantity',
  'unit_price',
  'margin',
  'margin_estimated',
] as const;

/** Transactions whose staging tables exist already (they are dropped at commit or rollback). */
const staged = new WeakSet<object>();

/**
 * Loads orders and their lines (COPY rows from OrderBatch) into the transaction's staging tables,
 * from where the upsert reads them: one text stream per table instead of one array parameter per
 * column. The tables are temporary (no other session sees them) and dropped when the transaction
 * ends.
 */
export async function stageOrders(
  trx: Transaction<Database>,
  rows: { orders: Uint8Array; items: Uint8Array },
): Promise<void> {
  if (staged.has(trx)) {
    await sql`TRUNCATE pg_temp.order_batch, pg_temp.order_batch_items`.execute(trx);
  } else {
    await sql`
      CREATE TEMP TABLE order_batch (
        order_id text NOT NULL, order_date timestamptz NOT NULL, order_day date NOT NULL, customer_key text,
        customer_email text, customer_name text, customer_phone text, customer_city text,
        customer_country text, customer_zip text, revenue numeric(14, 2) NOT NULL,
        revenue_without_vat numeric(14, 2) NOT NULL, vat numeric(14, 2) NOT NULL, margin numeric(14, 2) NOT NULL,
        margin_estimated boolean NOT NULL, currency text NOT NULL, is_paid boolean, is_online boolean,
        is_cancelled boolean NOT NULL, status text, payment_method text, shipping_method text,
        acquisition_source text, acquisition_campaign text, item_count integer NOT NULL,
        content_hash text NOT NULL
      ) ON COMMIT DROP;
      CREATE TEMP TABLE order_batch_items (
        order_id text NOT NULL, line_no integer NOT NULL, product_code text, product_name text NOT NULL,
        category text NOT NULL, quantity numeric(14, 3) NOT NULL, unit_price numeric(14, 2) NOT NULL,
        margin numeric(14, 2) NOT NULL, margin_estimated boolean NOT NULL
      ) ON COMMIT DROP`.execute(trx);
    staged.add(trx);
  }
  await copyIntoTempTable(trx, 'order_batch', ORDER_BATCH_COLUMNS, rows.orders);
  await copyIntoTempTable(trx, 'order_batch_items', ORDER_BATCH_ITEM_COLUMNS, rows.items);
}
