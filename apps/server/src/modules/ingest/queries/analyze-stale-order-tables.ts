import { type Database, type Engine, withScope } from '@ziskomer/db';
import { type Kysely, sql } from 'kysely';
import { EMBEDDED_STATISTICS_TARGET } from '../../../lib/embedded-statistics.ts';

const ORDER_TABLES = ['orders', 'order_items', 'customers'] as const;

/**
 * Brings the planner's statistics of orders, order lines and customers up to date where a tenth
 * of the table changed since they were taken (migrations 0020 and 0035): after a bulk import the
 * queries that read the orders back (customer facts, analytics rollups) are otherwise planned as
 * if the tables were still empty. A no-op when nothing is stale. One transaction per table: on
 * PGlite a request waiting for the connection gets it between two tables, and each analysis takes
 * a smaller sample (EMBEDDED_STATISTICS_TARGET), since it holds the one connection meanwhile.
 */
export async function analyzeStaleOrderTables(
  db: Kysely<Database>,
  engine: Engine,
  tables: readonly (typeof ORDER_TABLES)[number][] = ORDER_TABLES,
): Promise<void> {
  for (const table of tables) {
    await withScope(db, { userId: null }, async (trx) => {
      if (engine === 'pglite')
        await sql`SET LOCAL default_statistics_target = ${sql.lit(EMBEDDED_STATISTICS_TARGET)}`.execute(trx);
      await sql`SELECT analyze_table_if_stale(${table}, false)`.execute(trx);
    });
  }
}
