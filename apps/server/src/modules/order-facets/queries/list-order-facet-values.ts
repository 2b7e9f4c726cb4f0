import { ORDER_FACET_LIMIT } from '@ziskomer/contracts';
import type { Database } from '@ziskomer/db';
import { type Kysely, sql } from 'kysely';

export type OrderFacet = 'status' | 'source' | 'payment' | 'shipping';

/**
 * The values of the orders' free-text columns with their order counts, the most frequent
 * `ORDER_FACET_LIMIT` per column: one pass over the shop's orders (grouping sets), not four.
 */
export async function listOrderFacetValues(db: Kysely<Database>, shopId: string) {
  const result = await sql<{ facet: OrderFacet; value: string; count: number | string }>`
    SELECT facet, value, count FROM (
      SELECT facet, value, count,
        row_number() OVER (PARTITION BY facet ORDER BY count DESC, value) AS rank
      FROM (
        SELECT
          CASE
            WHEN grouping(status) = 0 THEN 'status'
            WHEN grouping(acquisition_source) = 0 THEN 'source'
            WHEN grouping(payment_method) = 0 THEN 'payment'
            ELSE 'shipping'
          END AS facet,
          coalesce(status, acquisition_source, payment_method, shipping_method) AS value,
          count(*) AS count
        FROM orders
        WHERE shop_id = ${shopId}
        GROUP BY GROUPING SETS ((status), (acquisition_source), (payment_method), (shipping_method))
      ) AS grouped
      WHERE value IS NOT NULL
    ) AS ranked
    WHERE rank <= ${ORDER_FACET_LIMIT}
    ORDER BY facet, rank`.execute(db);
  return result.rows.map((row) => ({ facet: row.facet, value: row.value, count: Number(row.count) }));
}
