import { withScope } from '@ziskomer/db';
import { z } from 'zod';
import { defineJob } from '../../../jobs/define-job.ts';
import { createJobFailure, JobError, PermanentJobError } from '../../../jobs/job-error.ts';
import { toGoogleAdsJobError } from '../google-ads/to-google-ads-job-error.ts';
import { getConnectionRow, updateConnectionRow } from '../queries/connection-queries.ts';
import { ensureSyncSchedule } from '../sync-schedule.ts';
import { openGoogleAnalyticsApi } from './open-google-analytics-api.ts';
import { readGa4Selection } from './read-ga4-selection.ts';

/**
 * Fetches the GA4 properties a Google Analytics connection reaches (Admin API
 * `accountSummaries`) and stores them on the connection for choosing; one property alone is
 * chosen at once and its first sync queued. It writes once, at its end, so it resumes whole.
 */
export const googleAnalyticsPropertiesJob = defineJob({
  kind: 'google-analytics-properties',
  payload: z.object({ shopId: z.uuid(), connectionId: z.uuid() }),
  shopOf: (payload) => payload.shopId,
  retry: { attempts: 4, backoffMs: 60_000 },
  handle: async ({ shopId, connectionId }, { deps, signal }) => {
    const ref = { shopId, connectionId, connector: 'google_analytics' as const };
    let properties: Awaited<ReturnType<ReturnType<typeof openGoogleAnalyticsApi>['listProperties']>>;
    try {
      properties = await openGoogleAnalyticsApi(deps, ref, signal).listProperties();
    } catch (error) {
      const failure = await toGoogleAdsJobError(deps, ref, error, '—');
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
      const only = properties.length === 1 && !readGa4Selection(row.settings) ? properties[0]! : null;
      await updateConnectionRow(db, shopId, connectionId, {
        accounts: JSON.stringify(properties),
        accounts_fetched_at: now,
        ...(row.sync_state === 'error' && !row.last_synced_at
          ? { sync_state: 'idle', last_sync_error: null }
          : {}),
        ...(only ? { settings: JSON.stringify({ ...row.settings, googleAnalytics: only }) } : {}),
        updated_at: now,
      });
      if (only) await ensureSyncSchedule(db, { shopId, connectionId, connector: 'google_analytics', now });
    });
  },
});
