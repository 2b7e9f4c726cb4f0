import { type Database, withScope } from '@ziskomer/db';
import type { Transaction } from 'kysely';
import { defineJob } from '../../../jobs/define-job.ts';
import { createJobFailure, JobError, JobInterrupted, PermanentJobError } from '../../../jobs/job-error.ts';
import { connectionJobPayload, SYNC_JOB_KIND } from '../connection-jobs.ts';
import { getConnectionRow, updateConnectionRow } from '../queries/connection-queries.ts';
import { createEshopClient } from './create-eshop-client.ts';
import { openEshopCredentials } from './eshop-credentials.ts';
import { type EshopSyncCheckpoint, readEshopCheckpoint, readEshopSettings } from './eshop-settings.ts';
import { toEshopJobError } from './to-eshop-job-error.ts';
import { writePlatformOrders } from './write-platform-orders.ts';

/** Orders changed this close before a sync started are asked for again by the next (clocks differ). */
const OVERLAP_MS = 10 * 60_000;
const SKIPPED_EXAMPLES = 5;

/**
 * The platform's orders into the shop: the first sync loads every order (Shopify by a bulk
 * operation), each later one the orders changed since the previous sync started. Page by page,
 * each page's orders are written in one transaction with the sync's checkpoint (the next page), so
 * a sync stopped part way (a crash, a deploy) continues from its last page. Orders a platform
 * holds malformed are left out and counted; the rest are kept.
 */
export const eshopPlatformSyncJob = defineJob({
  kind: SYNC_JOB_KIND.eshop_platform,
  payload: connectionJobPayload,
  shopOf: (payload) => payload.shopId,
  retry: { attempts: 4, backoffMs: 5 * 60_000 },
  handle: async ({ shopId, connectionId }, { deps, signal, reportProgress }) => {
    const inShop = <T>(work: (db: Transaction<Database>) => Promise<T>) =>
      withScope(deps.db, { userId: null, shopId }, work);
    const loaded = await inShop(async (db) => ({
      row: await getConnectionRow(db, shopId, { id: connectionId }),
      shop: await db.selectFrom('shops').select('time_zone').where('id', '=', shopId).executeTakeFirst(),
    }));
    const { row } = loaded;
    const settings = readEshopSettings(row?.settings ?? null);
    if (!row || !settings || !row.credentials_sealed)
      throw new PermanentJobError(createJobFailure('connection_missing'));
    if (row.status === 'broken') throw new PermanentJobError(createJobFailure('connection_broken'));
    const timeZone = loaded.shop?.time_zone ?? 'Europe/Prague';
    const client = createEshopClient(
      deps,
      settings.shopUrl,
      openEshopCredentials(deps, shopId, row.credentials_sealed),
    );
    const checkpoint = readEshopCheckpoint(row.settings);
    const run = checkpoint.run ?? {
      since: checkpoint.since,
      cursor: null,
      synced: 0,
      skipped: 0,
      startedAt: deps.now().toISOString(),
    };
    const examples = checkpoint.run ? [...checkpoint.skippedExamples] : [];

    /** Writes the checkpoint (and the page's orders) unless the connection was disconnected meanwhile. */
    const commit = (
      patch: () => Partial<EshopSyncCheckpoint>,
      work?: (db: Transaction<Database>) => Promise<void>,
      state?: Parameters<typeof updateConnectionRow>[3],
    ) =>
      inShop(async (db) => {
        const current = await getConnectionRow(db, shopId, { id: connectionId }, { forUpdate: true });
        if (!current) throw new PermanentJobError(createJobFailure('connection_missing'));
        await work?.(db);
        await updateConnectionRow(db, shopId, connectionId, {
          settings: JSON.stringify({
            ...current.settings,
            eshopSync: { ...readEshopCheckpoint(current.settings), ...patch() },
          }),
          updated_at: deps.now(),
          ...state,
        });
      });

    await commit(() => ({ run }), undefined, {
      sync_state: 'syncing',
      sync_started_at: new Date(run.startedAt),
    });
    try {
      const since = run.since ? new Date(run.since) : null;
      reportProgress({ done: run.synced, total: null, unit: 'orders', phase: 'fetch' });
      for (;;) {
        if (signal.aborted) throw new JobInterrupted();
        let page: Awaited<ReturnType<typeof client.listOrders>>;
        try {
          page = await client.listOrders(since, run.cursor, signal);
        } catch (error) {
          if (signal.aborted) throw new JobInterrupted();
          throw await toEshopJobError(deps, { shopId, connectionId }, error);
        }
        const good = page.orders.flatMap((order) => (order.ok ? [order.order] : []));
        const refused = page.orders.flatMap((order) => (order.ok ? [] : [`${order.ref}: ${order.reason}`]));
        // The page's orders and the checkpoint that says they are done commit together.
        await commit(
          () => ({ run, skippedExamples: examples }),
          async (db) => {
            const result = await writePlatformOrders(
              db,
              { shopId, connectionId, timeZone, now: deps.now() },
              good,
            );
            refused.push(...result.skipped);
            run.synced += result.written;
            run.skipped += refused.length;
            run.cursor = page.nextCursor;
            examples.push(...refused.slice(0, Math.max(0, SKIPPED_EXAMPLES - examples.length)));
          },
        );
        // Which orders were left out and why, never their content.
        if (refused.length > 0) console.warn(`[eshop-sync] ${connectionId}: skipped ${refused.join('; ')}`);
        reportProgress({ done: run.synced, total: page.total, unit: 'orders', phase: 'fetch' });
        if (page.nextCursor === null) break;
      }
      const finished = deps.now();
      await commit(
        () => ({
          since: new Date(new Date(run.startedAt).getTime() - OVERLAP_MS).toISOString(),
          run: null,
          lastSkipped: run.skipped,
          skippedExamples: examples.slice(0, SKIPPED_EXAMPLES),
        }),
        undefined,
        { sync_state: 'completed', last_synced_at: finished, last_sync_error: null, initial_sync_done: true },
      );
    } catch (error) {
      // Stopped by the runner: it continues later from the checkpoint, still syncing.
      if (!(error instanceof JobInterrupted)) {
        const failure = error instanceof JobError ? error.failure : createJobFailure('internal');
        await inShop((db) =>
          updateConnectionRow(db, shopId, connectionId, {
            sync_state: 'error',
            last_sync_error: JSON.stringify(failure),
            updated_at: deps.now(),
          }),
        );
      }
      throw error;
    }
  },
});
