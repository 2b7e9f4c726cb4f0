import type { Deps } from '../../../core/deps.ts';
import { createJobFailure, PermanentJobError } from '../../../jobs/job-error.ts';
import { type ConnectionRef, getGoogleAccessToken } from '../google-oauth/get-google-access-token.ts';
import { createGoogleAdsApi, type GoogleAdsApi } from './google-ads-api.ts';

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** The Google Ads API for a connection's job, its token kept fresh by the connection. */
export function openGoogleAdsApi(deps: Deps, ref: ConnectionRef, signal: AbortSignal): GoogleAdsApi {
  if (!deps.config.google.adsDeveloperToken)
    throw new PermanentJobError(createJobFailure('google_ads_developer_token_missing'));
  let token: Promise<string> | null = null;
  return createGoogleAdsApi({
    google: deps.config.google,
    accessToken: () => {
      token ??= getGoogleAccessToken(deps, ref, { signal });
      return token;
    },
    refreshAccessToken: () => {
      token = getGoogleAccessToken(deps, ref, { force: true, signal });
      return token;
    },
    sleep: deps.sleep ?? wait,
    signal,
  });
}
