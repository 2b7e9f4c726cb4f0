import { type Database, withScope } from '@ziskomer/db';
import type { Transaction } from 'kysely';
import type { Deps } from '../../core/deps.ts';
import { createJobFailure, JobError, JobInterrupted, PermanentJobError } from '../../jobs/job-error.ts';
import { queueProfitUploadAfterSync } from './profit-upload/profit-upload-settings.ts';
import { type ConnectionRow, getConnectionRow, updateConnectionRow } from './queries/connection-queries.ts';

/** The steps every connection sync shares, whatever its provider: open, mark, complete or fail. */
export type InShop = <T>(work: (db: Transaction<Database>) => Promise<T>) => Promise<T>;

/**
 * A sync's start: short transactions of the shop (background work on PGlite holds the database
 * ≈100 ms at a time), the connection (which must exist and work) and the shop's time zone.
 */
export async function openSyncConnection(
  deps: Deps,
  ref: { shopId: string; connectionId: string },
): Promise<{ inShop: InShop; row: ConnectionRow; shopTimeZone: string }> {
  const inShop: InShop = (work) => withScope(deps.db, { userId: null, shopId: ref.shopId }, work);
  const { row, shop } = await inShop(async (db) => ({
    row: await getConnectionRow(db, ref.shopId, { id: ref.connectionId }),
    shop: await db.selectFrom('shops').select('time_zone').where('id', '=', ref.shopId).executeTakeFirst(),
  }));
  if (!row) throw new PermanentJobError(createJobFailure('connection_missing'));
  if (row.status === 'broken') throw new PermanentJobError(createJobFailure('connection_broken'));
  return { inShop, row, shopTimeZone: shop?.time_zone ?? 'Europe/Prague' };
}

/** Says 'syncing' from now on; answers when the sync started. */
export async function markSyncing(
  deps: Deps,
  inShop: InShop,
  ref: { shopId: string; connectionId: string },
): Promise<Date> {
  const started = deps.now();
  await inShop((db) =>
    updateConnectionRow(db, ref.shopId, ref.connectionId, {
      sync_state: 'syncing',
      sync_started_at: started,
      updated_at: started,
    }),
  );
  return started;
}

/**
 * A sync's end in one transaction with what it writes: the connection must still exist (one
 * disconnected meanwhile gets nothing written), then `finish` writes and the state says 'completed'.
 * A connection that sends profit back queues its upload with it.
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
    await queueProfitUploadAfterSync(db, ref);
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
