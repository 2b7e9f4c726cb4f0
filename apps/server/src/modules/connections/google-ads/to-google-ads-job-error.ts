import type { Deps } from '../../../core/deps.ts';
import { createJobFailure, JobError, PermanentJobError } from '../../../jobs/job-error.ts';
import type { ConnectionRef } from '../google-oauth/get-google-access-token.ts';
import { markConnectionBroken } from '../mark-connection-broken.ts';
import { GoogleAdsApiError } from './google-ads-api-error.ts';

/**
 * What a failed Google Ads call means for the job, and for the user:
 * - 401 UNAUTHENTICATED even with a fresh token: the grant is gone; the connection breaks.
 * - 403 DEVELOPER_TOKEN_NOT_APPROVED: the server's token is for test accounts only (the operator's
 *   matter); other 403 PERMISSION_DENIED: the user lost access to the account. Both are final.
 * - 400 (a GAQL error): final; trying the same query again gives the same answer.
 * - 429 RESOURCE_EXHAUSTED and 5xx or no answer: retried by the runner with its backoff.
 */
export async function toGoogleAdsJobError(
  deps: Deps,
  ref: ConnectionRef,
  error: unknown,
  account: string,
): Promise<unknown> {
  if (!(error instanceof GoogleAdsApiError)) return error;
  if (ref.connector === 'google_analytics') return toGoogleAnalyticsJobError(deps, ref, error, account);
  if (error.status === 401) {
    const failure = createJobFailure('google_unauthenticated');
    await markConnectionBroken(deps, ref, failure);
    return new PermanentJobError(failure);
  }
  if (error.status === 403) {
    if (error.errorCode === 'authorizationError.DEVELOPER_TOKEN_NOT_APPROVED')
      return new PermanentJobError(createJobFailure('google_ads_developer_token_not_approved'));
    return new PermanentJobError(
      createJobFailure('google_ads_permission_denied', { account, reason: error.detail || error.grpcStatus }),
    );
  }
  if (error.status === 429) return new JobError(createJobFailure('google_rate_limited'));
  if (error.status === 400)
    return new PermanentJobError(createJobFailure('google_ads_query_failed', { reason: error.detail }));
  return new JobError(createJobFailure('google_unavailable', { status: error.status || 'timeout' }));
}

/** The same for the Analytics APIs: their refusals name the property, not a Google Ads account. */
async function toGoogleAnalyticsJobError(
  deps: Deps,
  ref: ConnectionRef,
  error: GoogleAdsApiError,
  property: string,
): Promise<unknown> {
  if (error.status === 401) {
    const failure = createJobFailure('google_analytics_unauthenticated');
    await markConnectionBroken(deps, ref, failure);
    return new PermanentJobError(failure);
  }
  if (error.status === 403)
    return new PermanentJobError(
      createJobFailure('google_analytics_permission_denied', {
        property,
        reason: error.detail || error.grpcStatus,
      }),
    );
  if (error.status === 429) return new JobError(createJobFailure('google_analytics_rate_limited'));
  if (error.status === 400)
    return new PermanentJobError(createJobFailure('google_analytics_query_failed', { reason: error.detail }));
  return new JobError(
    createJobFailure('google_analytics_unavailable', { status: error.status || 'timeout' }),
  );
}
