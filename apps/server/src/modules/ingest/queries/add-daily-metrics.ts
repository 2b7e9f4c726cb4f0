import type { Database } from '@ziskomer/db';
import { sql, type Transaction } from 'kysely';

/** A change of one day's rollup; money in cents so that sums of many changes stay exact. */
export interface DailyDelta {
  day: string;
  orders: number;
  revenueCents: number;
  revenueWithoutVatCents: number;
  marginCents: number;
  marginEstimatedOrders: number;
  paidOrders: number;
  cancelledOrders: number;
  onlineOrders: number;
  items: number;
  newCustomers: number;
  returningCustomerOrders: number;
}

/**
 * Adds the changes to the days' rollups in one statement, then drops days left without orders:
 * the rollup is maintained incrementally, so a batch costs the same whatever days it touches.
 */
export async function addDailyMetrics(
  trx: Transaction<Database>,
  shopId: string,
  deltas: DailyDelta[],
): Promise<void> {
  if (deltas.length === 0) return;
  const column = (pick: (delta: DailyDelta) => number) => deltas.map(pick);
  const money = (pick: (delta: DailyDelta) => number) =>
    deltas.map((delta) => (pick(delta) / 100).toFixed(2));
  const days = deltas.map((delta) => delta.day);
  await sql`
    INSERT INTO daily_shop_metrics AS m (
      shop_id, day, orders, revenue, revenue_without_vat, margin, margin_estimated_orders, paid_orders,
      cancelled_orders, online_orders, items, new_customers, returning_customer_orders)
    SELECT ${shopId}::uuid, d.*
    FROM unnest(
      ${days}::date[],
      ${column((d) => d.orders)}::integer[],
      ${money((d) => d.revenueCents)}::numeric[],
      ${money((d) => d.revenueWithoutVatCents)}::numeric[],
      ${money((d) => d.marginCents)}::numeric[],
      ${column((d) => d.marginEstimatedOrders)}::integer[],
      ${column((d) => d.paidOrders)}::integer[],
      ${column((d) => d.cancelledOrders)}::integer[],
      ${column((d) => d.onlineOrders)}::integer[],
      ${column((d) => d.items)}::integer[],
      ${column((d) => d.newCustomers)}::integer[],
      ${column((d) => d.returningCustomerOrders)}::integer[]
    ) AS d
    ON CONFLICT (shop_id, day) DO UPDATE SET
      orders = m.orders + excluded.orders,
      revenue = m.revenue + excluded.revenue,
      revenue_without_vat = m.revenue_without_vat + excluded.revenue_without_vat,
      margin = m.margin + excluded.margin,
      margin_estimated_orders = m.margin_estimated_orders + excluded.margin_estimated_orders,
      paid_orders = m.paid_orders + excluded.paid_orders,
      cancelled_orders = m.cancelled_orders + excluded.cancelled_orders,
      online_orders = m.online_orders + excluded.online_orders,
      items = m.items + excluded.items,
      new_customers = m.new_customers + excluded.new_customers,
      returning_customer_orders = m.returning_customer_orders + excluded.returning_customer_orders`.execute(
    trx,
  );
  await sql`
    DELETE FROM daily_shop_metrics
    WHERE shop_id = ${shopId} AND day = ANY(${days}::date[]) AND orders = 0 AND cancelled_orders = 0`.execute(
    trx,
  );
}
