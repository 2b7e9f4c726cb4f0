import type { Database } from '@ziskomer/db';
import { type RawBuilder, sql, type Transaction } from 'kysely';
import type { BatchSizer } from '../../../lib/batch-sizer.ts';
import type { RefreshTransaction } from './in-sized-transactions.ts';

/** The customers whose keys lie after `after` and up to `upTo` (null: no bound on that side). */
export interface KeyRange {
  after: string | null;
  upTo: string | null;
}

export const ALL_CUSTOMERS: KeyRange = { after: null, upTo: null };

/** `key` lies in the range, as SQL. */
export function inKeyRange(key: RawBuilder<unknown>, range: KeyRange): RawBuilder<boolean> {
  const after = range.after === null ? sql`TRUE` : sql`${key} > ${range.after}`;
  const upTo = range.upTo === null ? sql`TRUE` : sql`${key} <= ${range.upTo}`;
  return sql<boolean>`${after} AND ${upTo}`;
}

/**
 * Walks the shop's customers in key order, a range of about `sizer.current` customers at a time,
 * each range with `work` in a transaction of `run` (on the embedded database one of its own), the
 * sizer learning from each how many fit. A range ends at the limit-th customer after the previous
 * one, and the last range is open above, so the ranges cover every key, even of a customer added
 * meanwhile. Returns how many ranges there were.
 */
export async function forCustomerKeyRanges(
  run: RefreshTransaction,
  shopId: string,
  sizer: BatchSizer,
  work: (range: KeyRange, trx: Transaction<Database>) => Promise<void>,
): Promise<number> {
  let ranges = 0;
  for (let after: string | null = null, more = true; more; ranges++) {
    const from: string | null = after;
    const limit = Math.max(1, sizer.current);
    const began = performance.now();
    const upTo = await run(async (trx): Promise<string | null> => {
      const bound = await sql<{ customer_key: string }>`
        SELECT customer_key FROM customers
        WHERE shop_id = ${shopId} ${from === null ? sql`` : sql`AND customer_key > ${from}`}
        ORDER BY customer_key OFFSET ${limit - 1} LIMIT 1`.execute(trx);
      const end = bound.rows[0]?.customer_key ?? null;
      await work({ after: from, upTo: end }, trx);
      return end;
    });
    sizer.record(limit, performance.now() - began);
    after = upTo;
    more = upTo !== null;
  }
  return ranges;
}
