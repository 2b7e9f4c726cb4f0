import type { Database } from '@ziskomer/db';
import { type Kysely, sql } from 'kysely';

/**
 * Brings the planner's statistics of orders, order lines and customers up to date where a tenth
 * of the table changed since they were taken (migration 0020): after a bulk import the queries
 * that read the orders back (customer facts, analytics rollups) are otherwise planned as if the
 * tables were still empty. Cheap (a sample of the table) and a no-op when nothing is stale.
 */
export async function analyzeStaleOrderTables(db: Kysely<Database>): Promise<void> {
  await sql`SELECT analyze_stale_order_tables()`.execute(db);
}
