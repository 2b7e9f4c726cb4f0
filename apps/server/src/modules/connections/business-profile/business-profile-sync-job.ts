import { defineGoogleSyncJob } from '../define-google-sync-job.ts';
import { openGoogleClient } from '../google-api/open-google-client.ts';
import { replaceDailyRows } from '../replace-daily-rows.ts';
import { readTargetSelection } from '../to-connection.ts';
import { createBusinessProfileApi } from './business-profile-api.ts';

/**
 * A Business Profile connection's sync: the chosen location's daily views, calls, website clicks,
 * direction requests, conversations and bookings (`fetchMultiDailyMetricsTimeSeries`). At most a
 * few hundred rows: the range is replaced in the transaction that records the sync.
 */
export const businessProfileSyncJob = defineGoogleSyncJob({
  connector: 'google_business_profile',
  readSelection: readTargetSelection,
  nameOf: (location) => location.name,
  noSelectionCode: 'google_business_profile_no_target',
  sync: async ({ deps, ref, signal, selection, range, reportProgress }) => {
    const api = createBusinessProfileApi(deps.config.google, openGoogleClient(deps, ref, signal));
    const values = (await api.fetchDailyMetrics(selection.id, range)).filter(
      (entry) => entry.day >= range.from && entry.day <= range.to,
    );
    reportProgress({ done: values.length, total: values.length, unit: 'rows', phase: 'write' });
    return (db) =>
      replaceDailyRows(
        db,
        'business_profile_daily',
        ref,
        range,
        values.map((entry) => ({ location_id: selection.id, ...entry })),
      );
  },
});
