import type { Database } from '@ziskomer/db';
import { type RawBuilder, sql, type Transaction } from 'kysely';

/** What saving needs to know about an order already stored: its content and its rollup contribution. */
export interface PriorOrder {
  orderId: string;
  contentHash: string;
  importId: string | null;
  customerKey: string | null;
  orderDay: string;
  revenueCents: number;
  revenueWithoutVatCents: number;
  marginCents: number;
  marginEstimated: boolean;
  isPaid: boolean | null;
  isOnline: boolean | null;
  isCancelled: boolean;
  itemCount: number;
}

export async function selectPriorOrders(
  trx: Transaction<Database>,
  shopId: string,
  orderIds: string[],
): Promise<Map<string, PriorOrder>> {
  if (orderIds.length === 0) return new Map();
  const result = await priorOrdersQuery(shopId, orderIds).execute(trx);
  return new Map(result.rows.map((row) => [row.order_id, toPriorOrder(row)]));
}

/**
 * The stored versions of some order ids (distinct), one key probe per id. The statistics may not
 * know the shop yet (a new shop's first import into a table of other shops' orders): the planner
 * then takes the shop to hold a handful of rows and reads all of them for each id (or, written as
 * `order_id = ANY(ids)`, for each batch), filtering by id — a cost that grows with every batch the
 * import writes. Given as a subquery, the shop is unknown when the statement is planned, so its
 * share of the rows is estimated from the number of shops instead, and probing the key wins.
 */
export function priorOrdersQuery(shopId: string, orderIds: string[]): RawBuilder<PriorOrderRow> {
  return sql<PriorOrderRow>`
    SELECT prior.*
    FROM unnest(${orderIds}::text[]) AS wanted (id)
    CROSS JOIN LATERAL (
      SELECT ${PRIOR_ORDER_COLUMNS} FROM orders
      WHERE shop_id = (SELECT ${shopId}::uuid) AND order_id = wanted.id
      LIMIT 1
    ) AS prior`;
}

/** The columns a PriorOrder is read from (also what a deletion returns). */
export const PRIOR_ORDER_COLUMNS = sql`order_id, content_hash, import_id, customer_key, order_day::text AS order_day,
  revenue, revenue_without_vat, margin, margin_estimated, is_paid, is_online, is_cancelled, item_count`;

export interface PriorOrderRow {
  order_id: string;
  content_hash: string;
  import_id: string | null;
  customer_key: string | null;
  order_day: string;
  revenue: string;
  revenue_without_vat: string;
  margin: string;
  margin_estimated: boolean;
  is_paid: boolean | null;
  is_online: boolean | null;
  is_cancelled: boolean;
  item_count: number;
}

export function toPriorOrder(row: PriorOrderRow): PriorOrder {
  return {
    orderId: row.order_id,
    contentHash: row.content_hash,
    importId: row.import_id,
    customerKey: row.customer_key,
    orderDay: row.order_day,
    revenueCents: toCents(row.revenue),
    revenueWithoutVatCents: toCents(row.revenue_without_vat),
    marginCents: toCents(row.margin),
    marginEstimated: row.margin_estimated,
    isPaid: row.is_paid,
    isOnline: row.is_online,
    isCancelled: row.is_cancelled,
    itemCount: row.item_count,
  };
}

function toCents(numeric: string): number {
  return Math.round(Number(numeric) * 100);
}
