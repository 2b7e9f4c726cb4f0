import { defineGoogleTargetsJob } from '../define-google-targets-job.ts';
import { openGoogleClient } from '../google-api/open-google-client.ts';
import { createGoogleAnalyticsApi } from './google-analytics-api.ts';
import { readGa4Selection } from './read-ga4-selection.ts';

/** The GA4 properties a Google Analytics connection reaches (Admin API `accountSummaries`). */
export const googleAnalyticsPropertiesJob = defineGoogleTargetsJob({
  connector: 'google_analytics',
  fetch: (deps, ref, signal) =>
    createGoogleAnalyticsApi(deps.config.google, openGoogleClient(deps, ref, signal)).listProperties(),
  pickOnly: (properties, settings) =>
    properties.length === 1 && !readGa4Selection(settings) ? { googleAnalytics: properties[0] } : null,
});
