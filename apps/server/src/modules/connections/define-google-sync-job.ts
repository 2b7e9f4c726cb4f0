import type { AvailableConnector, GoogleConnector, JobProgress } from '@ziskomer/contracts';
import { type Database, withScope } from '@ziskomer/db';
import type { Transaction } from 'kysely';
import type { Deps } from '../../core/deps.ts';
import { defineJob } from '../../jobs/define-job.ts';
import { createJobFailure, JobError, JobInterrupted, PermanentJobError } from '../../jobs/job-error.ts';
import { type ConnectorRef, connectionJobPayload, SYNC_JOB_KIND } from './connection-jobs.ts';
import { toGoogleJobError } from './google-api/to-google-job-error.ts';
import { type ConnectionRow, getConnectionRow, updateConnectionRow } from './queries/connection-queries.ts';
import { getSyncRange } from './sync-range.ts';

export interface GoogleSyncContext<Selection, C extends AvailableConnector = GoogleConnector> {
  deps: Deps;
  signal: AbortSignal;
  ref: ConnectorRef<C>;
  row: ConnectionRow;
  selection: Selection;
  /** The days to fetch: 90 the first time, 7 after. */
  range: { from: string; to: string };
  /** When this sync started: rows it wrote carry it, so what it did not see can be told apart. */
  started: Date;
  reportProgress(progress: JobProgress): void;
  /** A short transaction of the shop (background work on PGlite holds the database ≈100 ms at a time). */
  inShop<T>(work: (db: Transaction<Database>) => Promise<T>): Promise<T>;
}

/**
 * A Google product's sync, the same for all five: the connection must exist, work and have its
 * account (property, site, location) chosen; the state says 'syncing' while it runs, then
 * 'completed' — or 'error' with the reason in both languages, Google's refusals read by
 * toGoogleJobError. `sync` fetches and writes; what it answers runs in the transaction that records
 * the completion (and checks the connection still exists), so a sync that writes there commits
 * its data and its state together. A sync killed part way is simply done again. Meta's sync has
 * the same life and reads its own refusals (`toJobError`).
 */
export function defineGoogleSyncJob<Selection, C extends AvailableConnector = GoogleConnector>(spec: {
  connector: C;
  /** How the product's API refusals become job failures; Google's reader when not given. */
  toJobError?: (deps: Deps, ref: ConnectorRef<C>, error: unknown, target: string) => Promise<unknown>;
  readSelection: (settings: Record<string, unknown> | null) => Selection | null;
  /** How refusals name the chosen thing ('Kávovar – klient', 'https://kavovar.cz/'). */
  nameOf: (selection: Selection) => string;
  /** The failure when nothing is chosen. */
  noSelectionCode: string;
  /** The time zone of the days fetched; the shop's when not given. */
  timeZoneOf?: (selection: Selection) => string;
  sync: (
    context: GoogleSyncContext<Selection, C>,
  ) => Promise<((db: Transaction<Database>) => Promise<void>) | undefined>;
}) {
  return defineJob({
    kind: SYNC_JOB_KIND[spec.connector],
    payload: connectionJobPayload,
    shopOf: (payload) => payload.shopId,
    retry: { attempts: 4, backoffMs: 5 * 60_000 },
    handle: async ({ shopId, connectionId }, { deps, signal, reportProgress }) => {
      const ref: ConnectorRef<C> = { shopId, connectionId, connector: spec.connector };
      const toJobError = spec.toJobError ?? (toGoogleJobError as NonNullable<typeof spec.toJobError>);
      const inShop = <T>(work: (db: Transaction<Database>) => Promise<T>) =>
        withScope(deps.db, { userId: null, shopId }, work);
      const loaded = await inShop(async (db) => ({
        row: await getConnectionRow(db, shopId, { id: connectionId }),
        shop: await db.selectFrom('shops').select('time_zone').where('id', '=', shopId).executeTakeFirst(),
      }));
      const { row } = loaded;
      if (!row) throw new PermanentJobError(createJobFailure('connection_missing'));
      if (row.status === 'broken') throw new PermanentJobError(createJobFailure('connection_broken'));
      const selection = spec.readSelection(row.settings);
      if (!selection) throw new PermanentJobError(createJobFailure(spec.noSelectionCode));

      const started = deps.now();
      const setState = (patch: Parameters<typeof updateConnectionRow>[3]) =>
        inShop((db) => updateConnectionRow(db, shopId, connectionId, patch));
      await setState({ sync_state: 'syncing', sync_started_at: started, updated_at: started });
      try {
        const timeZone = spec.timeZoneOf?.(selection) ?? loaded.shop?.time_zone ?? 'Europe/Prague';
        const range = getSyncRange(started, timeZone, row.initial_sync_done);
        reportProgress({ done: 0, total: null, unit: 'rows', phase: 'fetch' });
        let finish: Awaited<ReturnType<typeof spec.sync>>;
        try {
          finish = await spec.sync({
            deps,
            signal,
            ref,
            row,
            selection,
            range,
            started,
            reportProgress,
            inShop,
          });
        } catch (error) {
          throw await toJobError(deps, ref, error, spec.nameOf(selection));
        }
        await inShop(async (db) => {
          // Disconnected meanwhile: nothing is written for a connection that no longer exists.
          const current = await getConnectionRow(db, shopId, { id: connectionId }, { forUpdate: true });
          if (!current) throw new PermanentJobError(createJobFailure('connection_missing'));
          await finish?.(db);
          const finished = deps.now();
          await updateConnectionRow(db, shopId, connectionId, {
            sync_state: 'completed',
            last_synced_at: finished,
            last_sync_error: null,
            initial_sync_done: true,
            updated_at: finished,
          });
        });
      } catch (error) {
        // Stopped by the runner: it continues later, still syncing. Anything else is shown as the
        // sync's error until a sync completes (an unexpected one as 'internal', as the runner does).
        if (!(error instanceof JobInterrupted)) {
          const failure = error instanceof JobError ? error.failure : createJobFailure('internal');
          await setState({
            sync_state: 'error',
            last_sync_error: JSON.stringify(failure),
            updated_at: deps.now(),
          });
        }
        throw error;
      }
    },
  });
}
