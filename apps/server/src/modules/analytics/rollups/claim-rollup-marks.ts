import type { Database } from '@ziskomer/db';
import { sql, type Transaction } from 'kysely';

const MARK_TABLES = ['analytics_dirty_days', 'analytics_dirty_customers', 'customer_scores_stale'] as const;

/**
 * Takes the shop's pending marks (dirty days and customers, stale scores) for a refresh: they
 * become claimed, and a writer marking the same day or customer meanwhile inserts a new, unclaimed
 * mark instead of waiting on this one (migration 0033). The refresh deletes the claimed marks when
 * their work is committed; a refresh that dies leaves them to the next one.
 */
export async function claimRollupMarks(trx: Transaction<Database>, shopId: string): Promise<void> {
  for (const table of MARK_TABLES) {
    await sql`UPDATE ${sql.table(table)} SET claimed = true WHERE shop_id = ${shopId} AND NOT claimed`.execute(
      trx,
    );
  }
}

/**
 * Serialises the transactions of refreshes of one shop on a per-shop advisory lock, released at
 * the transaction's end. Only jobs take it, never a request.
 */
export async function lockShopRefresh(trx: Transaction<Database>, shopId: string): Promise<void> {
  await sql`SELECT pg_advisory_xact_lock(hashtext('analytics-rollups'), hashtext(${shopId}))`.execute(trx);
}
