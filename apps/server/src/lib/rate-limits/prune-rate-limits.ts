import type { Database } from '@ziskomer/db';
import type { Kysely } from 'kysely';

/** How often one process deletes dead counters: the table holds about this long's worth of keys. */
const PRUNE_EVERY_MS = 60_000;

/** When each database (one per app, several in tests) was last pruned by this process. */
const lastPruned = new WeakMap<object, number>();

/**
 * Deletes counters whose window has ended, at most once a minute per process, on the way of a
 * counted hit: no timer to manage, and an idle server writes nothing. Every process prunes on
 * its own; a dead row deleted twice costs nothing, and a key hit while its old row is deleted is
 * simply inserted afresh (its window had ended anyway). Rows that a hit is just renewing are
 * skipped, not waited for: the delete never holds one row while waiting for another, so it cannot
 * deadlock with a hit that locks two rows (order tracking's shop and address).
 */
export async function pruneRateLimits(db: Kysely<Database>, now: Date): Promise<void> {
  const at = now.getTime();
  const last = lastPruned.get(db);
  // A clock that went back (tests move it) counts as due, so pruning cannot stall.
  if (last !== undefined && at >= last && at - last < PRUNE_EVERY_MS) return;
  lastPruned.set(db, at);
  await db
    .deleteFrom('rate_limits')
    .where('key', 'in', (eb) =>
      eb.selectFrom('rate_limits').select('key').where('resets_at', '<=', now).forUpdate().skipLocked(),
    )
    .execute();
}
