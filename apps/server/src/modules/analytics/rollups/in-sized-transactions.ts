import type { Database } from '@ziskomer/db';
import type { Transaction } from 'kysely';
import { BACKGROUND_HOLD_MS, BatchSizer } from '../../../lib/batch-sizer.ts';

/** Runs `work` in a transaction of its own (the refresh's: scoped to the shop and locked). */
export type RefreshTransaction = <T>(work: (trx: Transaction<Database>) => Promise<T>) => Promise<T>;

/** A sizer that holds the embedded database about BACKGROUND_HOLD_MS per transaction. */
export function holdSizer(sizes: { initial: number; min: number; max: number }): BatchSizer {
  return new BatchSizer({ ...sizes, targetMs: BACKGROUND_HOLD_MS });
}

/**
 * Does `work` for consecutive slices of `items`, each slice in a transaction of its own, with as
 * many items as `sizer` says fit in the time a waiting request can afford. The time is taken
 * inside the transaction, so waiting for the connection (requests go first) does not shrink the
 * slices.
 */
export async function inSizedTransactions<T>(
  items: readonly T[],
  sizer: BatchSizer,
  transaction: RefreshTransaction,
  work: (slice: T[], trx: Transaction<Database>) => Promise<void>,
): Promise<void> {
  for (let start = 0; start < items.length; ) {
    const slice = items.slice(start, start + Math.max(1, sizer.current));
    await transaction(async (trx) => {
      const began = performance.now();
      await work(slice, trx);
      sizer.record(slice.length, performance.now() - began);
    });
    start += slice.length;
  }
}
