import type { GoogleConnector } from '@ziskomer/contracts';
import { withScope } from '@ziskomer/db';
import type { Deps } from '../../core/deps.ts';
import { defineJob } from '../../jobs/define-job.ts';
import { createJobFailure, JobError, PermanentJobError } from '../../jobs/job-error.ts';
import {
  type ConnectorRef,
  connectionJobPayload,
  TARGETS_JOB_KIND,
  type TargetsConnector,
} from './connection-jobs.ts';
import { toGoogleJobError } from './google-api/to-google-job-error.ts';
import { getConnectionRow, updateConnectionRow } from './queries/connection-queries.ts';
import { ensureSyncSchedule } from './sync-schedule.ts';

/**
 * The job that fetches what a Google product's connection reaches — Google Ads accounts, GA4
 * properties, Search Console sites, Merchant Center accounts, Business Profile locations — after
 * connecting (or 'Načíst znovu'), and stores it on the connection for choosing. When there is
 * exactly one choice and none was made, `pickOnly` makes it and the first sync is queued.
 * Resumable as a whole: it writes once, at its end. A failure is shown on the connection, since
 * the page waits for the list. Meta's ad accounts come the same way, read by its own `toJobError`.
 */
export function defineGoogleTargetsJob<Targets, C extends TargetsConnector = GoogleConnector>(spec: {
  connector: C;
  toJobError?: (deps: Deps, ref: ConnectorRef<C>, error: unknown, target: string) => Promise<unknown>;
  fetch: (deps: Deps, ref: ConnectorRef<C>, signal: AbortSignal) => Promise<Targets>;
  /** The settings to merge when the only choice is to be taken; null to leave the choice to the user. */
  pickOnly: (targets: Targets, settings: Record<string, unknown>) => Record<string, unknown> | null;
}) {
  return defineJob({
    kind: TARGETS_JOB_KIND[spec.connector],
    payload: connectionJobPayload,
    shopOf: (payload) => payload.shopId,
    retry: { attempts: 4, backoffMs: 60_000 },
    handle: async ({ shopId, connectionId }, { deps, signal }) => {
      const ref: ConnectorRef<C> = { shopId, connectionId, connector: spec.connector };
      const toJobError = spec.toJobError ?? (toGoogleJobError as NonNullable<typeof spec.toJobError>);
      let targets: Targets;
      try {
        targets = await spec.fetch(deps, ref, signal);
      } catch (error) {
        const failure = await toJobError(deps, ref, error, '—');
        if (failure instanceof JobError) {
          await withScope(deps.db, { userId: null, shopId }, (db) =>
            updateConnectionRow(db, shopId, connectionId, {
              sync_state: 'error',
              last_sync_error: JSON.stringify(failure.failure),
              updated_at: deps.now(),
            }),
          );
        }
        throw failure;
      }
      await withScope(deps.db, { userId: null, shopId }, async (db) => {
        const row = await getConnectionRow(db, shopId, { id: connectionId }, { forUpdate: true });
        if (!row) throw new PermanentJobError(createJobFailure('connection_missing'));
        const now = deps.now();
        const picked = spec.pickOnly(targets, row.settings ?? {});
        await updateConnectionRow(db, shopId, connectionId, {
          accounts: JSON.stringify(targets),
          accounts_fetched_at: now,
          // An earlier failure to fetch the list is over; a sync's own state stays.
          ...(row.sync_state === 'error' && !row.last_synced_at
            ? { sync_state: 'idle', last_sync_error: null }
            : {}),
          ...(picked ? { settings: JSON.stringify({ ...row.settings, ...picked }) } : {}),
          updated_at: now,
        });
        if (picked) await ensureSyncSchedule(db, { shopId, connectionId, connector: spec.connector, now });
      });
    },
  });
}
