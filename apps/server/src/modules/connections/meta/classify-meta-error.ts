import type { MetaIssueCode } from '@ziskomer/contracts';
import { MetaGraphError } from './meta-graph-error.ts';

/** Graph API codes of the rate limits: app (4), user (17), page (32), API-level (613), ads (80000–80014). */
export function isMetaRateLimit(code: number | null): boolean {
  return (
    code === 4 ||
    code === 17 ||
    code === 32 ||
    code === 613 ||
    (code !== null && code >= 80000 && code <= 80014)
  );
}

/**
 * SPEC §8: a failure as one of the social-ads codes. Meta's own error code decides first (its
 * Graph API error reference); what it does not name is read from the message text as the SPEC
 * says — token expired, token invalid, permission, rate limit, no data or empty, network or
 * timeout — and anything else is UNKNOWN.
 */
export function classifyMetaError(error: unknown): MetaIssueCode {
  if (error instanceof MetaGraphError) {
    const { code, subcode, status } = error;
    if (status === 0) return 'NETWORK_SLOW';
    // 190 OAuthException: 463 expired; 458 app removed, 460 password changed, 467 invalid … 102: session.
    if (code === 190)
      return subcode === 463 || /expired/i.test(error.detail) ? 'TOKEN_EXPIRED' : 'TOKEN_INVALID';
    if (code === 102) return 'TOKEN_INVALID';
    if (code === 10 || (code !== null && code >= 200 && code <= 299)) return 'PERMISSION_DENIED';
    if (isMetaRateLimit(code)) return 'RATE_LIMIT';
    // 100/33: the object (the ad account) does not exist or cannot be reached with this token.
    if (code === 100) return subcode === 33 ? 'NO_CONNECTION' : 'SYNC_FAILED';
    if (code === 1) return 'UNKNOWN';
    if (code === 2 || status >= 500 || error.transient) return 'SLOW_API';
    return classifyByText(error.detail);
  }
  if (error instanceof Error) return classifyByText(error.message);
  return 'UNKNOWN';
}

function classifyByText(text: string): MetaIssueCode {
  if (/expired/i.test(text)) return 'TOKEN_EXPIRED';
  if (/invalid.{0,20}token|token.{0,20}invalid/i.test(text)) return 'TOKEN_INVALID';
  if (/permission/i.test(text)) return 'PERMISSION_DENIED';
  if (/rate limit|too many/i.test(text)) return 'RATE_LIMIT';
  if (/no data|empty/i.test(text)) return 'NO_DATA';
  if (/network|timeout|timed out/i.test(text)) return 'NETWORK_SLOW';
  return 'UNKNOWN';
}
