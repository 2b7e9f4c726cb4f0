import type { OrderFilter } from '@ziskomer/contracts';
import { type Database, withScope } from '@ziskomer/db';
import { getTimeZoneOffset } from '@ziskomer/domain';
import type { Kysely, Transaction } from 'kysely';
import { createCsvStream, formatCsvAmount } from './csv-stream.ts';
import { listOrderRowsAfter, type OrderRow } from './queries/list-order-rows.ts';

const PAGE = 1000;

/** The columns of the export: the SPEC's own names, so the file can be imported again. */
const HEADER = [
  'order_id',
  'order_date',
  'customer_email',
  'customer_name',
  'customer_phone',
  'customer_city',
  'customer_country',
  'customer_zip',
  'order_revenue',
  'revenue_without_vat',
  'vat',
  'order_margin',
  'estimated_margin',
  'order_currency',
  'order_paid',
  'order_online',
  'order_cancelled',
  'order_status',
  'payment_method',
  'shipping_method',
  'acquisition_source',
  'acquisition_campaign',
  'item_count',
];

/**
 * Streams the filtered orders as CSV, in order-date order, by keyset pages: the first in the
 * request's transaction (before the response starts), each later one in its own short
 * transaction with the shop's scope (so a long download holds no connection). Dates are the
 * shop's wall-clock time, which the import reads back in the same time zone.
 */
export function exportOrdersCsv(
  db: { request: Transaction<Database>; pool: Kysely<Database> },
  scope: { userId: string; shopId: string; timeZone: string; label: string },
  filter: OrderFilter,
): Promise<ReadableStream<Uint8Array>> {
  let after: { orderDate: Date; orderId: string } | null = null;
  let done = false;
  const readPage = async (trx: Transaction<Database>) => {
    if (done) return [];
    const rows = await listOrderRowsAfter(trx, scope.shopId, filter, scope.timeZone, after, PAGE);
    if (rows.length < PAGE) done = true;
    const last = rows.at(-1);
    if (last) after = { orderDate: last.order_date, orderId: last.order_id };
    return rows.map((row) => toCells(row, scope.timeZone));
  };
  return createCsvStream(
    HEADER,
    {
      first: () => readPage(db.request),
      next: () => withScope(db.pool, { userId: scope.userId, shopId: scope.shopId }, readPage),
    },
    scope.label,
  );
}

function toCells(row: OrderRow, timeZone: string) {
  const flag = (value: boolean | null) => (value === null ? '' : value ? 'ano' : 'ne');
  return [
    row.order_id,
    formatLocalTime(row.order_date, timeZone),
    row.customer_email,
    row.customer_name,
    row.customer_phone,
    row.customer_city,
    row.customer_country,
    row.customer_zip,
    formatCsvAmount(row.revenue),
    formatCsvAmount(row.revenue_without_vat),
    formatCsvAmount(row.vat),
    // A real margin goes to order_margin; the 30 % estimate to its own column, so that an
    // import of this file estimates it again instead of taking it for a real figure.
    row.margin_estimated ? '' : formatCsvAmount(row.margin),
    row.margin_estimated ? formatCsvAmount(row.margin) : '',
    row.currency,
    flag(row.is_paid),
    flag(row.is_online),
    flag(row.is_cancelled),
    row.status,
    row.payment_method,
    row.shipping_method,
    row.acquisition_source,
    row.acquisition_campaign,
    row.item_count,
  ];
}

/** `2024-12-31 14:05:00` in the shop's time zone. */
function formatLocalTime(instant: Date, timeZone: string): string {
  const local = new Date(instant.getTime() + getTimeZoneOffset(instant.getTime(), timeZone));
  return local.toISOString().slice(0, 19).replace('T', ' ');
}
