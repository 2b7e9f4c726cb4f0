/**
 * What went wrong talking to Sklik, Heureka or Zboží.cz, in the terms the sync and the connect
 * form act on: the key is refused (`unauthorized`), the key works but may not read the statistics
 * (`forbidden`), too many requests (`rate_limited`, with the wait the provider asked for), the
 * provider is down or did not answer (`unavailable`), it answered something unreadable, or the
 * provider has switched the API off (`retired`: Zboží.cz's shop API, docs/ARCHITECTURE.md).
 */
export type ChannelFailure =
  | 'unauthorized'
  | 'forbidden'
  | 'rate_limited'
  | 'unavailable'
  | 'bad_answer'
  | 'retired';

export class ChannelApiError extends Error {
  constructor(
    readonly kind: ChannelFailure,
    /** The provider's status (HTTP, or Sklik's status in the body); 0 without an answer. */
    readonly status: number,
    /** The provider's own words, never a key (shown in the sync's error). */
    readonly detail: string,
    readonly retryAfterMs: number | null = null,
  ) {
    super(`${kind} (${status}): ${detail}`);
  }
}

/** The failure an HTTP status means, the same for the three providers. */
export function failureOfStatus(status: number): ChannelFailure {
  if (status === 401) return 'unauthorized';
  if (status === 403) return 'forbidden';
  if (status === 429) return 'rate_limited';
  if (status >= 500 || status === 0) return 'unavailable';
  return 'bad_answer';
}
