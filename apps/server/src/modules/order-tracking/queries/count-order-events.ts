import type { OrderEventCounts } from '@ziskomer/contracts';
import type { Database } from '@ziskomer/db';
import { type Kysely, sql } from 'kysely';

/**
 * The link-tracking counts (SPEC §7 "Order-event reads"): total, paired and unpaired over the
 * events that are not test rows, and the test rows apart.
 */
export async function countOrderEvents(db: Kysely<Database>, shopId: string): Promise<OrderEventCounts> {
  const result = await sql<{ total: string; paired: string; test: string }>`
    SELECT count(*) FILTER (WHERE NOT e.is_test) AS total,
           count(*) FILTER (WHERE NOT e.is_test AND o.order_id IS NOT NULL) AS paired,
           count(*) FILTER (WHERE e.is_test) AS test
    FROM order_events e
    LEFT JOIN orders o ON o.shop_id = e.shop_id AND o.order_id = e.order_id
    WHERE e.shop_id = ${shopId}`.execute(db);
  const row = result.rows[0]!;
  const total = Number(row.total);
  const paired = Number(row.paired);
  return { total, paired, unpaired: total - paired, test: Number(row.test) };
}
