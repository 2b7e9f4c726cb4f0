import type { ErrorCode } from '@ziskomer/contracts';
import { AppError } from '../../core/app-error.ts';

/** The ways a guarded outbound fetch fails; each is an API error code with a Czech and English text. */
export type GuardedFetchErrorCode = Extract<
  ErrorCode,
  | 'url_invalid'
  | 'url_scheme'
  | 'url_credentials'
  | 'address_blocked'
  | 'host_not_found'
  | 'fetch_failed'
  | 'too_many_redirects'
  | 'too_large'
  | 'timeout'
  | 'http_status'
>;

/**
 * A refused or failed outbound fetch. It is an AppError, so a route that fetches answers with the
 * code's status (422 for a URL the caller gave, 502/504 for the remote server); `details` holds
 * the values a message may show (the HTTP status, the byte cap, the refused address).
 */
export class GuardedFetchError extends AppError {
  constructor(
    override readonly code: GuardedFetchErrorCode,
    override readonly details: Record<string, string | number> = {},
  ) {
    super(code, details);
  }
}
