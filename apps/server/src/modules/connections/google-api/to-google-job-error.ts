import type { Deps } from '../../../core/deps.ts';
import { createJobFailure, JobError, PermanentJobError } from '../../../jobs/job-error.ts';
import type { ConnectionRef } from '../google-oauth/get-google-access-token.ts';
import { markConnectionBroken } from '../mark-connection-broken.ts';
import { GoogleApiError } from './google-api-error.ts';

/**
 * What a failed Google API call means for the job, and for the user:
 * - 401 UNAUTHENTICATED even with a fresh token: the grant is gone; the connection breaks.
 * - 403 DEVELOPER_TOKEN_NOT_APPROVED (Google Ads): the server's token is for test accounts only
 *   (the operator's matter); other 403 PERMISSION_DENIED: the user lost access to what the
 *   connection syncs (`target`: the account, property, site or location). Both are final.
 * - 400 (a GAQL error, a bad request): final; the same request gets the same answer.
 * - 429 RESOURCE_EXHAUSTED and 5xx or no answer: retried by the runner with its backoff.
 * Google Ads has its own codes (SPEC §8's texts); every other product's codes are its connector's
 * name with the kind (`google_search_console_permission_denied` …), so each message names the product.
 */
export async function toGoogleJobError(
  deps: Deps,
  ref: ConnectionRef,
  error: unknown,
  target: string,
): Promise<unknown> {
  if (!(error instanceof GoogleApiError)) return error;
  const ads = ref.connector === 'google_ads';
  const code = (kind: string) => (ads ? ADS_CODES[kind]! : `${ref.connector}_${kind}`);
  if (error.status === 401) {
    const failure = createJobFailure(code('unauthenticated'));
    await markConnectionBroken(deps, ref, failure);
    return new PermanentJobError(failure);
  }
  if (error.status === 403) {
    if (ads && error.errorCode === 'authorizationError.DEVELOPER_TOKEN_NOT_APPROVED')
      return new PermanentJobError(createJobFailure('google_ads_developer_token_not_approved'));
    return new PermanentJobError(
      createJobFailure(code('permission_denied'), {
        account: target,
        target,
        reason: error.detail || error.grpcStatus,
      }),
    );
  }
  if (error.status === 429) return new JobError(createJobFailure(code('rate_limited')));
  if (error.status === 400)
    return new PermanentJobError(createJobFailure(code('query_failed'), { reason: error.detail }));
  return new JobError(createJobFailure(code('unavailable'), { status: error.status || 'timeout' }));
}

const ADS_CODES: Record<string, string> = {
  unauthenticated: 'google_unauthenticated',
  permission_denied: 'google_ads_permission_denied',
  rate_limited: 'google_rate_limited',
  query_failed: 'google_ads_query_failed',
  unavailable: 'google_unavailable',
};
