import { withScope } from '@ziskomer/db';
import { getZonedDay } from '@ziskomer/domain';
import { z } from 'zod';
import { defineJob } from '../../../jobs/define-job.ts';
import { createJobFailure, JobError, JobInterrupted, PermanentJobError } from '../../../jobs/job-error.ts';
import { FIRST_SYNC_DAYS, RECENT_SYNC_DAYS, shiftDay } from '../google-ads/google-ads-sync-job.ts';
import { toGoogleAdsJobError } from '../google-ads/to-google-ads-job-error.ts';
import { getConnectionRow, updateConnectionRow } from '../queries/connection-queries.ts';
import { openGoogleAnalyticsApi } from './open-google-analytics-api.ts';
import { readGa4Selection } from './read-ga4-selection.ts';
import { toGa4DailyRows } from './to-ga4-daily-rows.ts';

/**
 * A Google Analytics connection's sync: the chosen property's sessions, users, key events and
 * purchase revenue by day and session source / medium (Data API `runReport`), 90 days the first
 * time and 7 after. The connection's stored days of the range are replaced in the transaction
 * that records the sync, so a sync killed part way is redone whole.
 */
export const googleAnalyticsSyncJob = defineJob({
  kind: 'google-analytics-sync',
  payload: z.object({ shopId: z.uuid(), connectionId: z.uuid() }),
  shopOf: (payload) => payload.shopId,
  retry: { attempts: 4, backoffMs: 5 * 60_000 },
  handle: async ({ shopId, connectionId }, { deps, signal, reportProgress }) => {
    const ref = { shopId, connectionId, connector: 'google_analytics' as const };
    const loaded = await withScope(deps.db, { userId: null, shopId }, async (db) => ({
      row: await getConnectionRow(db, shopId, { id: connectionId }),
      shop: await db.selectFrom('shops').select('time_zone').where('id', '=', shopId).executeTakeFirst(),
    }));
    const { row } = loaded;
    if (!row) throw new PermanentJobError(createJobFailure('connection_missing'));
    if (row.status === 'broken') throw new PermanentJobError(createJobFailure('connection_broken'));
    const property = readGa4Selection(row.settings);
    if (!property) throw new PermanentJobError(createJobFailure('google_analytics_no_property'));

    const started = deps.now();
    const setState = (patch: Parameters<typeof updateConnectionRow>[3]) =>
      withScope(deps.db, { userId: null, shopId }, (db) =>
        updateConnectionRow(db, shopId, connectionId, patch),
      );
    await setState({ sync_state: 'syncing', sync_started_at: started, updated_at: started });
    try {
      const to = getZonedDay(started, loaded.shop?.time_zone ?? 'Europe/Prague');
      const from = shiftDay(to, -((row.initial_sync_done ? RECENT_SYNC_DAYS : FIRST_SYNC_DAYS) - 1));
      reportProgress({ done: 0, total: null, unit: 'rows', phase: 'fetch' });
      let report: Awaited<ReturnType<ReturnType<typeof openGoogleAnalyticsApi>['runReport']>>;
      try {
        report = await openGoogleAnalyticsApi(deps, ref, signal).runReport(property.id, {
          dateRanges: [{ startDate: from, endDate: to }],
          dimensions: [{ name: 'date' }, { name: 'sessionSource' }, { name: 'sessionMedium' }],
          metrics: [
            { name: 'sessions' },
            { name: 'totalUsers' },
            { name: 'keyEvents' },
            { name: 'purchaseRevenue' },
          ],
        });
      } catch (error) {
        throw await toGoogleAdsJobError(deps, ref, error, property.name);
      }
      const rows = toGa4DailyRows(report, { from, to });
      reportProgress({ done: rows.length, total: rows.length, unit: 'rows', phase: 'write' });
      await withScope(deps.db, { userId: null, shopId }, async (db) => {
        const current = await getConnectionRow(db, shopId, { id: connectionId }, { forUpdate: true });
        if (!current) throw new PermanentJobError(createJobFailure('connection_missing'));
        await db
          .deleteFrom('ga4_daily')
          .where('shop_id', '=', shopId)
          .where('connection_id', '=', connectionId)
          .where('day', '>=', from)
          .where('day', '<=', to)
          .execute();
        for (let start = 0; start < rows.length; start += 1000) {
          await db
            .insertInto('ga4_daily')
            .values(
              rows
                .slice(start, start + 1000)
                .map((entry) => ({ shop_id: shopId, connection_id: connectionId, ...entry })),
            )
            .execute();
        }
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
