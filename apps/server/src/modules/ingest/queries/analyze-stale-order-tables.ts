import type { Database } from '@ziskomer/db';
import { type Kysely, sql } from 'kysely';

const ORDER_TABLES = ['orders', 'order_items', 'customers'] as const;

/**
 * Brings the planner's statistics of orders, order lines and customers up to date where a tenth
 * of the table changed since they were taken (migrations 0020 and 0035): after a bulk import the
 * queries that read the orders back (customer facts, analytics rollups) are otherwise planned as
 * if the tables were still empty. Cheap (a sample of the table) and a no-op when nothing is stale.
 * One statement per table, outside a transaction: on PGlite a request waiting for the connection
 * gets it between two tables.
 */
export async function analyzeStaleOrderTables(db: Kysely<Database>): Promise<void> {
  for (const table of ORDER_TABLES) {
    await sql`SELECT analyze_table_if_stale(${table}, false)`.execute(db);
  }
}
