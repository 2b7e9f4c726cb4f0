import type { Deps } from '../../../core/deps.ts';
import { createJobFailure, PermanentJobError } from '../../../jobs/job-error.ts';
import { openGoogleClient } from '../google-api/open-google-client.ts';
import type { ConnectionRef } from '../google-oauth/get-google-access-token.ts';
import { createGoogleAdsApi, type GoogleAdsApi } from './google-ads-api.ts';

/** The Google Ads API for a connection's job, with the server's developer token. */
export function openGoogleAdsApi(deps: Deps, ref: ConnectionRef, signal: AbortSignal): GoogleAdsApi {
  const developerToken = deps.config.google.adsDeveloperToken;
  if (!developerToken) throw new PermanentJobError(createJobFailure('google_ads_developer_token_missing'));
  return createGoogleAdsApi(
    deps.config.google,
    openGoogleClient(deps, ref, signal, { 'developer-token': developerToken }),
  );
}
