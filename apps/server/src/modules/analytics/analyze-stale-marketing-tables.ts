import type { Database } from '@ziskomer/db';
import { type Kysely, sql, type Transaction } from 'kysely';

/**
 * Gathers planner statistics for ad spend and tracked events once enough of them changed
 * (migration 0029). Call it after the writes have committed: the counters only see committed rows.
 */
export async function analyzeStaleMarketingTables(db: Kysely<Database> | Transaction<Database>) {
  await sql`SELECT analyze_stale_marketing_tables()`.execute(db);
}
