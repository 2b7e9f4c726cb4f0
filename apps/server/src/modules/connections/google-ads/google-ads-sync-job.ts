import { withScope } from '@ziskomer/db';
import { getZonedDay } from '@ziskomer/domain';
import { z } from 'zod';
import { defineJob } from '../../../jobs/define-job.ts';
import { createJobFailure, JobError, JobInterrupted, PermanentJobError } from '../../../jobs/job-error.ts';
import { writeAdSpend } from '../../ingest/index.ts';
import { getConnectionRow, updateConnectionRow } from '../queries/connection-queries.ts';
import { readSelection } from '../to-connection.ts';
import { buildCampaignQuery } from './build-campaign-query.ts';
import { openGoogleAdsApi } from './open-google-ads-api.ts';
import { toAdSpendRows } from './to-ad-spend-rows.ts';
import { toGoogleAdsJobError } from './to-google-ads-job-error.ts';

/** Issue 14: the first sync fetches the last 90 days, later ones the last 7 (late conversions). */
export const FIRST_SYNC_DAYS = 90;
export const RECENT_SYNC_DAYS = 7;

/**
 * A Google Ads connection's sync: the chosen account's campaigns by day over `googleAds:search`,
 * written as the shop's ad spend of channel Google Ads through the ingest sink with the range
 * replaced, so a campaign-day Google no longer reports disappears and rows of other sources stay.
 * The write and the sync state commit together, so a sync killed part way left nothing and is
 * simply done again when the runner takes it over.
 */
export const googleAdsSyncJob = defineJob({
  kind: 'google-ads-sync',
  payload: z.object({ shopId: z.uuid(), connectionId: z.uuid() }),
  shopOf: (payload) => payload.shopId,
  retry: { attempts: 4, backoffMs: 5 * 60_000 },
  handle: async ({ shopId, connectionId }, { deps, signal, reportProgress }) => {
    const ref = { shopId, connectionId, connector: 'google_ads' as const };
    const row = await withScope(deps.db, { userId: null, shopId }, (db) =>
      getConnectionRow(db, shopId, { id: connectionId }),
    );
    if (!row) throw new PermanentJobError(createJobFailure('connection_missing'));
    if (row.status === 'broken') throw new PermanentJobError(createJobFailure('connection_broken'));
    const selection = readSelection(row.settings);
    if (!selection) throw new PermanentJobError(createJobFailure('google_ads_no_account'));

    const started = deps.now();
    await setSyncState(deps.db, shopId, connectionId, {
      sync_state: 'syncing',
      sync_started_at: started,
      updated_at: started,
    });
    try {
      const to = getZonedDay(started, selection.timeZone);
      const days = row.initial_sync_done ? RECENT_SYNC_DAYS : FIRST_SYNC_DAYS;
      const from = shiftDay(to, -(days - 1));
      reportProgress({ done: 0, total: null, unit: 'rows', phase: 'fetch' });
      const api = openGoogleAdsApi(deps, ref, signal);
      let fetched: Awaited<ReturnType<typeof api.search>>;
      try {
        fetched = await api.search(
          selection.accountId,
          buildCampaignQuery(from, to),
          selection.managerId ?? undefined,
        );
      } catch (error) {
        throw await toGoogleAdsJobError(deps, ref, error, selection.accountName);
      }
      const rows = toAdSpendRows(fetched, { name: selection.accountName, currency: selection.currency });
      reportProgress({ done: rows.length, total: rows.length, unit: 'rows', phase: 'write' });
      await withScope(deps.db, { userId: null, shopId }, async (db) => {
        // Disconnected meanwhile: nothing is written for a connection that no longer exists.
        const current = await getConnectionRow(db, shopId, { id: connectionId }, { forUpdate: true });
        if (!current) throw new PermanentJobError(createJobFailure('connection_missing'));
        await writeAdSpend(db, shopId, { kind: 'connector', connectionId }, rows, {
          replaceRange: { from, to },
        });
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
        await setSyncState(deps.db, shopId, connectionId, {
          sync_state: 'error',
          last_sync_error: JSON.stringify(failure),
          updated_at: deps.now(),
        });
      }
      throw error;
    }
  },
});

async function setSyncState(
  db: Parameters<typeof withScope>[0],
  shopId: string,
  connectionId: string,
  patch: Parameters<typeof updateConnectionRow>[3],
) {
  await withScope(db, { userId: null, shopId }, (trx) =>
    updateConnectionRow(trx, shopId, connectionId, patch),
  );
}

export function shiftDay(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}
