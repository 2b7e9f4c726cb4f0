import type { Database } from '@ziskomer/db';
import { type Kysely, sql } from 'kysely';

/**
 * Takes the first statistics of the order tables once they hold rows (migration 0066): without
 * them every batch's look-up of stored versions reads the shop's whole order table, so a first
 * import (or a connector's first sync) into a new database slows with every batch it writes. A
 * catalogue look-up when the tables are sampled already; inside the batch's transaction, whose own
 * rows the sample includes.
 */
export async function analyzeUnsampledOrderTables(trx: Kysely<Database>): Promise<void> {
  await sql`SELECT analyze_unsampled_order_tables()`.execute(trx);
}
