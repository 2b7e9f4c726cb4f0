import type { Database } from '@ziskomer/db';
import type { Transaction } from 'kysely';
import type { Deps } from '../../core/deps.ts';
import { createJobFailure, JobError, JobInterrupted, PermanentJobError } from '../../jobs/job-error.ts';
import { getConnectionRow, updateConnectionRow } from './queries/connection-queries.ts';

type InShop = <T>(work: (db: Transaction<Database>) => Promise<T>) => Promise<T>;

/**
 * A sync's end in one transaction with what it writes: the connection must still exist (one
 * disconnected meanwhile gets nothing written), then `finish` writes and the state says 'completed'.
 */
export async function completeSync(
  deps: Deps,
  inShop: InShop,
  ref: { shopId: string; connectionId: string },
  finish: ((db: Transaction<Database>) => Promise<void>) | undefined,
  extra: { provider_data?: string } = {},
): Promise<void> {
  await inShop(async (db) => {
    const current = await getConnectionRow(db, ref.shopId, { id: ref.connectionId }, { forUpdate: true });
    if (!current) throw new PermanentJobError(createJobFailure('connection_missing'));
    await finish?.(db);
    const finished = deps.now();
    await updateConnectionRow(db, ref.shopId, ref.connectionId, {
      sync_state: 'completed',
      last_synced_at: finished,
      last_sync_error: null,
      initial_sync_done: true,
      updated_at: finished,
      ...extra,
    });
  });
}

/**
 * A sync that failed: stopped by the runner, it continues later, still syncing; anything else is
 * shown as the sync's error until a sync completes (an unexpected one as 'internal', as the runner
 * does).
 */
export async function recordSyncFailure(
  deps: Deps,
  inShop: InShop,
  ref: { shopId: string; connectionId: string },
  error: unknown,
): Promise<void> {
  if (error instanceof JobInterrupted) return;
  const failure = error instanceof JobError ? error.failure : createJobFailure('internal');
  await inShop((db) =>
    updateConnectionRow(db, ref.shopId, ref.connectionId, {
      sync_state: 'error',
      last_sync_error: JSON.stringify(failure),
      updated_at: deps.now(),
    }),
  );
}
