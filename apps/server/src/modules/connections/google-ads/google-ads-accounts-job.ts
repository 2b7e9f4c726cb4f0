import { withScope } from '@ziskomer/db';
import { resolveSelection, startSelection } from '@ziskomer/domain';
import { z } from 'zod';
import { defineJob } from '../../../jobs/define-job.ts';
import { createJobFailure, JobError, PermanentJobError } from '../../../jobs/job-error.ts';
import { getConnectionRow, updateConnectionRow } from '../queries/connection-queries.ts';
import { ensureSyncSchedule } from '../sync-schedule.ts';
import { readSelection } from '../to-connection.ts';
import { fetchGoogleAdsAccounts } from './fetch-google-ads-accounts.ts';
import { openGoogleAdsApi } from './open-google-ads-api.ts';
import { toGoogleAdsJobError } from './to-google-ads-job-error.ts';

/**
 * Fetches the accounts a Google Ads connection reaches (after connecting, or 'Načíst účty znovu')
 * and stores them on the connection, where the page offers them for choosing. When the user
 * reaches exactly one account and none was chosen, it is chosen and its first sync queued.
 * Resumable as a whole: it writes once, at its end.
 */
export const googleAdsAccountsJob = defineJob({
  kind: 'google-ads-accounts',
  payload: z.object({ shopId: z.uuid(), connectionId: z.uuid() }),
  shopOf: (payload) => payload.shopId,
  retry: { attempts: 4, backoffMs: 60_000 },
  handle: async ({ shopId, connectionId }, { deps, signal }) => {
    const ref = { shopId, connectionId, connector: 'google_ads' as const };
    const api = openGoogleAdsApi(deps, ref, signal);
    let tree: Awaited<ReturnType<typeof fetchGoogleAdsAccounts>>;
    try {
      tree = await fetchGoogleAdsAccounts(api);
    } catch (error) {
      const failure = await toGoogleAdsJobError(deps, ref, error, '—');
      // The page waits for the accounts: it shows why they did not come instead.
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
      const only = tree.basic.length === 1 && tree.managers.length === 0 && !readSelection(row.settings);
      const selection = only
        ? resolveSelection(tree, { ...startSelection(tree), accountId: tree.basic[0]!.id })
        : null;
      await updateConnectionRow(db, shopId, connectionId, {
        accounts: JSON.stringify(tree),
        accounts_fetched_at: now,
        // An earlier failure to fetch the accounts is over; a sync's own state stays.
        ...(row.sync_state === 'error' && !row.last_synced_at
          ? { sync_state: 'idle', last_sync_error: null }
          : {}),
        ...(selection ? { settings: JSON.stringify({ ...row.settings, googleAds: selection }) } : {}),
        updated_at: now,
      });
      if (selection) await ensureSyncSchedule(db, { shopId, connectionId, now });
    });
  },
});
