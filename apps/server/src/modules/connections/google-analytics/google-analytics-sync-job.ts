import { defineGoogleSyncJob } from '../define-google-sync-job.ts';
import { openGoogleClient } from '../google-api/open-google-client.ts';
import { replaceDailyRows } from '../replace-daily-rows.ts';
import { createGoogleAnalyticsApi } from './google-analytics-api.ts';
import { readGa4Selection } from './read-ga4-selection.ts';
import { toGa4DailyRows } from './to-ga4-daily-rows.ts';

/**
 * A Google Analytics connection's sync: the chosen property's sessions, users, key events and
 * purchase revenue by day and session source / medium (Data API `runReport`). The connection's
 * stored days of the range are replaced in the transaction that records the sync.
 */
export const googleAnalyticsSyncJob = defineGoogleSyncJob({
  connector: 'google_analytics',
  readSelection: readGa4Selection,
  nameOf: (property) => property.name,
  noSelectionCode: 'google_analytics_no_property',
  sync: async ({ deps, ref, signal, selection, range, reportProgress }) => {
    const api = createGoogleAnalyticsApi(deps.config.google, openGoogleClient(deps, ref, signal));
    const report = await api.runReport(selection.id, {
      dateRanges: [{ startDate: range.from, endDate: range.to }],
      dimensions: [{ name: 'date' }, { name: 'sessionSource' }, { name: 'sessionMedium' }],
      metrics: [
        { name: 'sessions' },
        { name: 'totalUsers' },
        { name: 'keyEvents' },
        { name: 'purchaseRevenue' },
      ],
    });
    const rows = toGa4DailyRows(report, range);
    reportProgress({ done: rows.length, total: rows.length, unit: 'rows', phase: 'write' });
    return (db) => replaceDailyRows(db, 'ga4_daily', ref, range, rows);
  },
});
