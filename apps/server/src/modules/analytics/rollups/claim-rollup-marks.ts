import type { Database } from '@ziskomer/db';
import { sql, type Transaction } from 'kysely';
import { holdSizer, type RefreshTransaction } from './in-sized-transactions.ts';

const MARK_TABLES = [
  'analytics_dirty_days',
  'analytics_dirty_customers',
  'customer_scores_stale',
  'customer_scores_changed',
] as const;

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

/** Marks claimed per transaction of claimRollupMarksInSlices, before the first measurement and bounds. */
const MARKS = { initial: 5000, min: 500, max: 100_000 };

/**
 * claimRollupMarks a slice of marks per transaction (a refresh in time-sized transactions): after
 * an import of 200,000 orders the 50,000 customer marks took one statement of two seconds. Marks
 * a writer adds meanwhile are claimed by the later slices, and the refresh does their work too.
 */
export async function claimRollupMarksInSlices(
  transaction: RefreshTransaction,
  shopId: string,
): Promise<void> {
  for (const table of MARK_TABLES) {
    const sizer = holdSizer(MARKS);
    for (;;) {
      const limit = sizer.current;
      const claimed = await transaction(async (trx) => {
        const began = performance.now();
        // The unclaimed marks are found through the partial unique index and updated by their
        // row address: no scan of the marks already claimed.
        const result = await sql`
          UPDATE ${sql.table(table)} SET claimed = true
          WHERE ctid = ANY(ARRAY(
            SELECT ctid FROM ${sql.table(table)} WHERE shop_id = ${shopId} AND NOT claimed LIMIT ${limit}))`.execute(
          trx,
        );
        const rows = Number(result.numAffectedRows ?? 0);
        sizer.record(rows, performance.now() - began);
        return rows;
      });
      if (claimed < limit) break;
    }
  }
}

/**
 * Serialises the transactions of refreshes of one shop on a per-shop advisory lock, released at
 * the transaction's end. Only jobs take it, never a request.
 */
export async function lockShopRefresh(trx: Transaction<Database>, shopId: string): Promise<void> {
  await sql`SELECT pg_advisory_xact_lock(hashtext('analytics-rollups'), hashtext(${shopId}))`.execute(trx);
}
