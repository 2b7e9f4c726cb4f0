import type { OrderFilter } from '@ziskomer/contracts';
import type { Database, OrdersTable } from '@ziskomer/db';
import { type Kysely, type Selectable, sql } from 'kysely';
import { applyOrderFilter } from './order-filter.ts';

export type OrderRow = Omit<Selectable<OrdersTable>, 'order_day'> & { order_day: string };

const SORT_COLUMNS = {
  orderDate: 'orders.order_date',
  orderId: 'orders.order_id',
  revenue: 'orders.revenue',
  margin: 'orders.margin',
  customerName: 'orders.customer_name',
} as const;

/** One page of a shop's orders, sorted with the order id as the tie-breaker (a stable order). */
export async function listOrderRows(
  db: Kysely<Database>,
  shopId: string,
  filter: OrderFilter,
  timeZone: string,
  page: { offset: number; limit: number },
): Promise<OrderRow[]> {
  const query = applyOrderFilter(db.selectFrom('orders').selectAll('orders'), shopId, filter, timeZone)
    .select(sql<string>`orders.order_day::text`.as('order_day'))
    .orderBy(
      sql.ref(SORT_COLUMNS[filter.sort]),
      sql.raw(filter.dir === 'asc' ? 'asc nulls last' : 'desc nulls last'),
    )
    .orderBy('orders.order_id', filter.dir)
    .offset(page.offset)
    .limit(page.limit);
  return (await query.execute()) as OrderRow[];
}

export async function countOrderRows(
  db: Kysely<Database>,
  shopId: string,
  filter: Omit<OrderFilter, 'sort' | 'dir'>,
  timeZone: string,
): Promise<number> {
  const row = await applyOrderFilter(
    db.selectFrom('orders').select((eb) => eb.fn.countAll<string | number>().as('count')),
    shopId,
    filter,
    timeZone,
  ).executeTakeFirstOrThrow();
  return Number(row.count);
}

/**
 * The next page of an export after (orderDate, orderId), in order-date order: keyset paging, so
 * exporting millions of orders costs the same per page.
 */
export async function listOrderRowsAfter(
  db: Kysely<Database>,
  shopId: string,
  filter: OrderFilter,
  timeZone: string,
  after: { orderDate: Date; orderId: string } | null,
  limit: number,
): Promise<OrderRow[]> {
  const ascending = filter.dir === 'asc';
  let query = applyOrderFilter(db.selectFrom('orders').selectAll('orders'), shopId, filter, timeZone).select(
    sql<string>`orders.order_day::text`.as('order_day'),
  );
  if (after) {
    query = query.where(
      sql<boolean>`(orders.order_date, orders.order_id) ${sql.raw(ascending ? '>' : '<')} (${after.orderDate}, ${after.orderId})`,
    );
  }
  return (await query
    .orderBy('orders.order_date', filter.dir)
    .orderBy('orders.order_id', filter.dir)
    .limit(limit)
    .execute()) as OrderRow[];
}
