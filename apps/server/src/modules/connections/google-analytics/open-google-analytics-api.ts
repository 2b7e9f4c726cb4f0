import type { Deps } from '../../../core/deps.ts';
import { type ConnectionRef, getGoogleAccessToken } from '../google-oauth/get-google-access-token.ts';
import { createGoogleAnalyticsApi, type GoogleAnalyticsApi } from './google-analytics-api.ts';

/** The Analytics APIs for a connection's job, its token kept fresh by the connection. */
export function openGoogleAnalyticsApi(
  deps: Deps,
  ref: ConnectionRef,
  signal: AbortSignal,
): GoogleAnalyticsApi {
  let token: Promise<string> | null = null;
  return createGoogleAnalyticsApi({
    google: deps.config.google,
    accessToken: () => {
      token ??= getGoogleAccessToken(deps, ref, { signal });
      return token;
    },
    refreshAccessToken: () => {
      token = getGoogleAccessToken(deps, ref, { force: true, signal });
      return token;
    },
    signal,
  });
}
