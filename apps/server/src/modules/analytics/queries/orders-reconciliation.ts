import type { OrdersReconciliationReport } from '@ziskomer/contracts';
import type { Database } from '@ziskomer/db';
import { addDays, type DayRange } from '@ziskomer/domain';
import { sql, type Transaction } from 'kysely';

type Num = string | number | null;

/** Sums and counts of one part of the period's orders, read as `<part>_amount` and `<part>_orders`. */
const PARTS = {
  utc: 'in_utc',
  moved_in: 'in_zone AND NOT in_utc',
  moved_out: 'in_utc AND NOT in_zone',
  gross: 'in_zone',
  cancelled: 'in_zone AND is_cancelled',
  counted: 'in_zone AND NOT is_cancelled',
  unpaid: 'in_zone AND NOT is_cancelled AND is_paid = false',
  payment_unknown: 'in_zone AND NOT is_cancelled AND is_paid IS NULL',
  without_customer: 'in_zone AND NOT is_cancelled AND customer_key IS NULL',
} as const;
type Part = keyof typeof PARTS;

/**
 * The reconciliation walk of a period from the orders themselves (the orders report's rollup,
 * daily_shop_metrics, is kept from the same rows by every write): one scan of the orders whose
 * shop-zone day lies within a day of the period — no zone is more than a day from UTC, so that
 * holds every order whose UTC day lies in it. Sums are taken in SQL's exact decimals and each
 * difference there too, so the steps add up to the haléř.
 */
export async function queryOrdersReconciliation(
  db: Transaction<Database>,
  shopId: string,
  period: DayRange,
): Promise<OrdersReconciliationReport> {
  const sums = Object.entries(PARTS).map(
    ([part, condition]) =>
      sql`coalesce(sum(revenue) FILTER (WHERE ${sql.raw(condition)}), 0) AS ${sql.ref(`${part}_amount`)},
          count(*) FILTER (WHERE ${sql.raw(condition)}) AS ${sql.ref(`${part}_orders`)}`,
  );
  const result = await sql<Record<string, Num>>`
    SELECT ${sql.join(sums)},
           coalesce(sum(vat) FILTER (WHERE in_zone AND NOT is_cancelled), 0) AS vat,
           coalesce(sum(revenue_without_vat) FILTER (WHERE in_zone AND NOT is_cancelled), 0) AS revenue_without_vat,
           coalesce(sum(revenue_without_vat - margin) FILTER (WHERE in_zone AND NOT is_cancelled), 0) AS costs,
           coalesce(sum(margin) FILTER (WHERE in_zone AND NOT is_cancelled), 0) AS margin,
           coalesce(sum(margin) FILTER (WHERE in_zone AND NOT is_cancelled AND margin_estimated), 0) AS estimated_margin,
           count(*) FILTER (WHERE in_zone AND NOT is_cancelled AND margin_estimated) AS estimated_orders
    FROM (
      SELECT revenue, vat, revenue_without_vat, margin, margin_estimated, is_cancelled, is_paid, customer_key,
             order_day BETWEEN ${period.from}::date AND ${period.to}::date AS in_zone,
             (order_date AT TIME ZONE 'UTC')::date BETWEEN ${period.from}::date AND ${period.to}::date AS in_utc
      FROM orders
      WHERE shop_id = ${shopId}
        AND order_day BETWEEN ${addDays(period.from, -1)}::date AND ${addDays(period.to, 1)}::date
    ) AS period_orders`.execute(db);
  const row = result.rows[0] ?? {};
  const number = (column: string) => Number(row[column] ?? 0);
  const part = (name: Part, sign = 1) => ({
    amount: sign * number(`${name}_amount`),
    orders: sign * number(`${name}_orders`),
  });
  const counted = part('counted');
  const estimatedOrders = number('estimated_orders');
  return {
    steps: [
      { kind: 'gross_utc', subtotal: true, ...part('utc') },
      { kind: 'time_zone_in', subtotal: false, ...part('moved_in') },
      { kind: 'time_zone_out', subtotal: false, ...part('moved_out', -1) },
      { kind: 'gross', subtotal: true, ...part('gross') },
      { kind: 'cancelled', subtotal: false, ...part('cancelled', -1) },
      { kind: 'revenue', subtotal: true, ...counted },
      { kind: 'vat', subtotal: false, amount: -number('vat'), orders: 0 },
      {
        kind: 'revenue_without_vat',
        subtotal: true,
        amount: number('revenue_without_vat'),
        orders: counted.orders,
      },
      { kind: 'costs', subtotal: false, amount: -number('costs'), orders: 0 },
      { kind: 'margin', subtotal: true, amount: number('margin'), orders: counted.orders },
    ],
    included: {
      unpaid: part('unpaid'),
      paymentUnknown: part('payment_unknown'),
      withoutCustomer: part('without_customer'),
    },
    margin: {
      real: {
        amount: round2(number('margin') - number('estimated_margin')),
        orders: counted.orders - estimatedOrders,
      },
      estimated: { amount: number('estimated_margin'), orders: estimatedOrders },
    },
  };
}

function round2(value: number): number {
  return Math.round(value * 100) / 100;
}
