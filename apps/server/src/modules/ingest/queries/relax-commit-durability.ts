import type { Database } from '@ziskomer/db';
import { sql, type Transaction } from 'kysely';

/**
 * Lets the transaction's COMMIT return before its WAL reaches the disk (synchronous_commit off,
 * for this transaction only). For an import's batches this is safe: a batch commits its orders
 * together with the import's counts and the line to resume from, so a server crash can lose at
 * most the last few committed batches as a whole — never part of one — and the resumed job reads
 * them again from the file. What it saves is a disk flush per batch.
 */
export async function relaxCommitDurability(trx: Transaction<Database>): Promise<void> {
  await sql`SET LOCAL synchronous_commit = off`.execute(trx);
}
