import type { AvailableConnector, GoogleConnector, JobProgress } from '@ziskomer/contracts';
import type { Database } from '@ziskomer/db';
import type { Transaction } from 'kysely';
import type { Deps } from '../../core/deps.ts';
import { defineJob } from '../../jobs/define-job.ts';
import { createJobFailure, PermanentJobError } from '../../jobs/job-error.ts';
import { type ConnectorRef, connectionJobPayload, SYNC_JOB_KIND } from './connection-jobs.ts';
import { completeSync, markSyncing, openSyncConnection, recordSyncFailure } from './connection-sync-steps.ts';
import { toGoogleJobError } from './google-api/to-google-job-error.ts';
import type { ConnectionRow } from './queries/connection-queries.ts';
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
      const { inShop, row, shopTimeZone } = await openSyncConnection(deps, ref);
      const selection = spec.readSelection(row.settings);
      if (!selection) throw new PermanentJobError(createJobFailure(spec.noSelectionCode));
      const started = await markSyncing(deps, inShop, ref);
      try {
        const timeZone = spec.timeZoneOf?.(selection) ?? shopTimeZone;
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
        await completeSync(deps, inShop, ref, finish);
      } catch (error) {
        await recordSyncFailure(deps, inShop, ref, error);
        throw error;
      }
    },
  });
}
