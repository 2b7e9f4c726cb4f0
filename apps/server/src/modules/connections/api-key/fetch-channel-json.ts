import { ChannelApiError, failureOfStatus } from './channel-api-error.ts';

const TIMEOUT_MS = 60_000;
/** A rate limit is waited out this many times within one call before the job retries later. */
const RATE_LIMIT_TRIES = 3;
/** Longer waits than this are left to the job's own retry. */
const MAX_INLINE_WAIT_MS = 30_000;

/** A call's method, headers and body: JSON (`body`) or an HTML form (`form`, OAuth token exchanges). */
export interface ChannelRequest {
  method: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: unknown;
  form?: URLSearchParams;
}

export interface ChannelCallOptions {
  sleep: (ms: number) => Promise<void>;
  signal?: AbortSignal;
}

/**
 * One JSON call of an API-key provider: a timeout, a failure as ChannelApiError (no answer is
 * 'unavailable' with status 0), and a 429 waited out for its Retry-After (or 1 s, 2 s) up to three
 * times. `check` reads a body that says it failed although the HTTP status is 200 (Sklik puts its
 * status in the body).
 */
export async function fetchChannelJson(
  url: string,
  init: ChannelRequest,
  options: ChannelCallOptions,
  check: (body: unknown) => ChannelApiError | null = () => null,
): Promise<unknown> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await fetchOnce(url, init, options, check);
    } catch (error) {
      if (!(error instanceof ChannelApiError) || error.kind !== 'rate_limited') throw error;
      const wait = error.retryAfterMs ?? 1000 * 2 ** (attempt - 1);
      if (attempt >= RATE_LIMIT_TRIES || wait > MAX_INLINE_WAIT_MS) throw error;
      await options.sleep(wait);
    }
  }
}

async function fetchOnce(
  url: string,
  init: ChannelRequest,
  options: ChannelCallOptions,
  check: (body: unknown) => ChannelApiError | null,
): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: init.method,
      headers: {
        accept: 'application/json',
        ...init.headers,
        ...(init.form
          ? { 'content-type': 'application/x-www-form-urlencoded' }
          : init.body === undefined
            ? {}
            : { 'content-type': 'application/json' }),
      },
      body: init.form
        ? init.form.toString()
        : init.body === undefined
          ? undefined
          : JSON.stringify(init.body),
      signal: options.signal
        ? AbortSignal.any([options.signal, AbortSignal.timeout(TIMEOUT_MS)])
        : AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch (error) {
    if (options.signal?.aborted) throw error;
    throw new ChannelApiError('unavailable', 0, 'no answer');
  }
  const text = await response.text();
  let body: unknown = null;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    if (response.ok) throw new ChannelApiError('bad_answer', response.status, 'not JSON');
  }
  const inBody = check(body);
  if (!response.ok) {
    const retryAfter = Number(response.headers.get('retry-after'));
    throw new ChannelApiError(
      inBody?.kind ?? failureOfStatus(response.status),
      response.status,
      inBody?.detail ?? describe(body, response.statusText),
      inBody?.retryAfterMs ?? (Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter * 1000 : null),
    );
  }
  if (inBody) throw inBody;
  return body;
}

/** The provider's message of an error body, cut short; never the request (it may hold a key). */
function describe(body: unknown, fallback: string): string {
  const record = (body ?? {}) as Record<string, unknown>;
  const message =
    record.statusMessage ??
    record.message ??
    record.detail ??
    record.error_description ??
    record.error ??
    fallback;
  return String(typeof message === 'object' ? JSON.stringify(message) : message).slice(0, 200);
}
