import type { Deps } from '../../../core/deps.ts';
import { createJobFailure, JobError, PermanentJobError } from '../../../jobs/job-error.ts';
import { GuardedFetchError } from '../../../lib/guarded-fetch/guarded-fetch-error.ts';
import { markConnectionBroken } from '../mark-connection-broken.ts';
import { EshopApiError } from './eshop-api-error.ts';

/**
 * What a platform's refusal means for a background sync, and for the user:
 * - the credentials were refused (revoked, expired): the connection breaks, everyone of the shop
 *   is told to connect again; final;
 * - they may no longer read orders, or the shop is gone: final, with what to fix;
 * - too many calls, the platform down or answering nonsense: retried by the runner later;
 * - the shop's address now resolves somewhere the outbound guard refuses: final until it is fixed.
 */
export async function toEshopJobError(
  deps: Deps,
  ref: { shopId: string; connectionId: string },
  error: unknown,
): Promise<unknown> {
  if (error instanceof GuardedFetchError)
    return new PermanentJobError(createJobFailure('eshop_address_refused', { reason: error.code }));
  if (!(error instanceof EshopApiError)) return error;
  switch (error.kind) {
    case 'unauthenticated': {
      const failure = createJobFailure('eshop_unauthenticated');
      await markConnectionBroken(deps, { ...ref, connector: 'eshop_platform' }, failure);
      return new PermanentJobError(failure);
    }
    case 'permission':
      return new PermanentJobError(createJobFailure('eshop_permission_denied', { reason: error.detail }));
    case 'not_found':
      return new PermanentJobError(createJobFailure('eshop_shop_not_found'));
    case 'rate_limited':
      return new JobError(createJobFailure('eshop_rate_limited'));
    default:
      return new JobError(createJobFailure('eshop_unavailable', { status: error.status || 'timeout' }));
  }
}
