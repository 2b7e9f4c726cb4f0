import { type OrderInput, orderInputSchema } from '@ziskomer/contracts';
import { withScope } from '@ziskomer/db';
import { parseOrderDate } from '@ziskomer/domain';
import { sql } from 'kysely';
import { expect } from 'vitest';
import { normaliseOrder } from '../../../src/modules/ingest/normalise-order.ts';
import { writeOrders } from '../../../src/modules/ingest/write-orders.ts';
import type { ReportShop } from './report-test-kit.ts';

/** Fixture orders of one customer: e-mail, Prague-zone date-time (or an ISO instant), revenue, margin. */
export function order(
  orderId: string,
  email: string | null,
  orderDate: string,
  revenue: number,
  extra: Partial<OrderInput> = {},
): OrderInput {
  return { orderId, customerEmail: email, orderDate, revenue, margin: revenue * 0.3, ...extra };
}

/**
 * Writes orders as an import would, replacing stored ones with the same id (the order API only
 * creates): how the tests cancel an order or move it to another day.
 */
export async function upsertOrders(shop: ReportShop, orders: OrderInput[]): Promise<void> {
  const records = orders.map((input) => {
    const parsed = orderInputSchema.parse(input);
    const date = parseOrderDate(parsed.orderDate, 'Europe/Prague', 'iso');
    if (!date.ok) throw new Error(`bad date ${parsed.orderDate}`);
    return normaliseOrder({ ...parsed, orderDate: date.instant.toISOString() }, date.instant, date.day);
  });
  await withScope(shop.t.deps.db, { userId: shop.owner.id, shopId: shop.shopId }, (trx) =>
    writeOrders(trx, shop.shopId, { kind: 'manual', userId: shop.owner.id }, records, {
      now: new Date('2024-06-30T08:00:00Z'),
    }),
  );
}

/** Deletes single orders with plain SQL (no product path does that yet; the triggers still see it). */
export async function deleteOrders(shop: ReportShop, orderIds: string[]): Promise<void> {
  await withScope(shop.t.deps.db, { userId: shop.owner.id, shopId: shop.shopId }, async (trx) => {
    await sql`DELETE FROM orders WHERE shop_id = ${shop.shopId} AND order_id = ANY(${orderIds}::text[])`.execute(
      trx,
    );
  });
}

/**
 * Checks the cohort rollups against a computation from scratch over the orders (after a report
 * call refreshed them): every cell and every customer's milestones must match.
 */
export async function expectRollupsMatchOrders(shop: ReportShop): Promise<void> {
  await withScope(shop.t.deps.db, { userId: shop.owner.id, shopId: shop.shopId }, async (trx) => {
    const cells = await sql<{ differences: number | string }>`
      WITH counted AS (
        SELECT * FROM orders WHERE shop_id = ${shop.shopId} AND NOT is_cancelled AND customer_key IS NOT NULL
      ),
      firsts AS (SELECT customer_key, min(order_day) AS first_day FROM counted GROUP BY customer_key),
      expected AS (
        SELECT date_trunc('month', f.first_day)::date AS cohort_month,
               date_trunc('month', o.order_day)::date AS order_month,
               count(DISTINCT o.customer_key)::int AS customers, count(*)::int AS orders,
               sum(o.revenue) AS revenue, sum(o.margin) AS margin
        FROM counted o JOIN firsts f USING (customer_key) GROUP BY 1, 2
      ),
      stored AS (
        SELECT cohort_month, order_month, customers, orders, revenue, margin
        FROM monthly_cohort_metrics WHERE shop_id = ${shop.shopId}
      )
      SELECT count(*) AS differences FROM (
        (SELECT * FROM expected EXCEPT SELECT * FROM stored)
        UNION ALL (SELECT * FROM stored EXCEPT SELECT * FROM expected)
      ) AS d`.execute(trx);
    expect(Number(cells.rows[0]?.differences)).toBe(0);
    const milestones = await sql<{ differences: number | string }>`
      WITH ranked AS (
        SELECT customer_key, order_day, coalesce(lower(acquisition_source), '') AS source,
               coalesce(acquisition_campaign, '') AS campaign,
               row_number() OVER (PARTITION BY customer_key ORDER BY order_day, order_date, order_id) AS n
        FROM orders WHERE shop_id = ${shop.shopId} AND NOT is_cancelled AND customer_key IS NOT NULL
      ),
      expected AS (
        SELECT customer_key, min(order_day) FILTER (WHERE n = 1) AS first_day,
               min(order_day) FILTER (WHERE n = 2) AS second_day, min(order_day) FILTER (WHERE n = 3) AS third_day,
               min(source) FILTER (WHERE n = 1) AS source, min(campaign) FILTER (WHERE n = 1) AS campaign
        FROM ranked GROUP BY customer_key
      ),
      stored AS (
        SELECT customer_key, first_order_day, second_order_day, third_order_day, first_source, first_campaign
        FROM customer_milestones WHERE shop_id = ${shop.shopId}
      )
      SELECT count(*) AS differences FROM (
        (SELECT * FROM expected EXCEPT SELECT * FROM stored)
        UNION ALL (SELECT * FROM stored EXCEPT SELECT * FROM expected)
      ) AS d`.execute(trx);
    expect(Number(milestones.rows[0]?.differences)).toBe(0);
  });
}
