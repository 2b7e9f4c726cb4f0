import type { Deps } from '../../../core/deps.ts';
import { type ConnectionRef, getGoogleAccessToken } from '../google-oauth/get-google-access-token.ts';
import { type CallGoogle, createGoogleRestClient } from './google-rest-client.ts';

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** A Google REST client for a connection's job, its token kept fresh by the connection. */
export function openGoogleClient(
  deps: Deps,
  ref: ConnectionRef,
  signal: AbortSignal,
  headers?: Record<string, string>,
): CallGoogle {
  let token: Promise<string> | null = null;
  return createGoogleRestClient({
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
    headers,
  });
}
