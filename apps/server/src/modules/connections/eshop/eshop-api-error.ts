/**
 * How a platform refused or failed a call, in the terms the connector acts on: the credentials are
 * wrong or revoked, they may not read orders, the shop is not there, too many calls (with the wait
 * the platform asked for), the platform is down or unreachable, or it answered something unreadable.
 */
export type EshopFailureKind =
  | 'unauthenticated'
  | 'permission'
  | 'not_found'
  | 'rate_limited'
  | 'unavailable'
  | 'malformed';

export class EshopApiError extends Error {
  constructor(
    readonly kind: EshopFailureKind,
    /** The HTTP status, 0 without an answer. */
    readonly status: number,
    /** What the platform said (its error code or message), never a credential. */
    readonly detail = '',
    readonly retryAfterMs: number | null = null,
  ) {
    super(`${kind} (${status}) ${detail}`.trim());
  }
}
