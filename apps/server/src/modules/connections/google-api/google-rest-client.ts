import { GoogleApiError, readGoogleApiError } from './google-api-error.ts';

const TIMEOUT_MS = 60_000;
/** A RESOURCE_EXHAUSTED answer is waited out this many times within one call before the job retries later. */
const RATE_LIMIT_TRIES = 3;
/** Longer waits than this are left to the job's own retry. */
const MAX_INLINE_WAIT_MS = 30_000;
/** Pages of one listing at most: a runaway listing stops here. */
export const MAX_PAGES = 200;

export interface GoogleRestOptions {
  /** The current access token; `refreshAccessToken` gets a new one when Google answers 401 to it. */
  accessToken: () => Promise<string>;
  refreshAccessToken: () => Promise<string>;
  sleep: (ms: number) => Promise<void>;
  signal?: AbortSignal;
  /** Headers every call of this API needs besides the bearer token (Google Ads: developer-token). */
  headers?: Record<string, string>;
}

export interface GoogleCall {
  method: 'GET' | 'POST';
  body?: unknown;
  headers?: Record<string, string>;
}

/**
 * One call of a Google REST API with what every Google API needs: the bearer token, one retry with
 * a refreshed token after a 401 (the stored one may have been revoked before its expiry), and
 * RESOURCE_EXHAUSTED waited out for its retry delay (or 1 s, 2 s) up to three times. A failure is
 * thrown as GoogleApiError; a call that got no answer has status 0.
 */
export function createGoogleRestClient(options: GoogleRestOptions) {
  return async function callGoogle(url: string, init: GoogleCall): Promise<Record<string, unknown>> {
    let token = await options.accessToken();
    let refreshed = false;
    for (let rateTry = 1; ; ) {
      let response: Response;
      try {
        response = await fetch(url, {
          method: init.method,
          headers: {
            authorization: `Bearer ${token}`,
            accept: 'application/json',
            ...options.headers,
            ...init.headers,
            ...(init.body ? { 'content-type': 'application/json' } : {}),
          },
          body: init.body ? JSON.stringify(init.body) : undefined,
          signal: options.signal
            ? AbortSignal.any([options.signal, AbortSignal.timeout(TIMEOUT_MS)])
            : AbortSignal.timeout(TIMEOUT_MS),
        });
      } catch (error) {
        if (options.signal?.aborted) throw error;
        throw new GoogleApiError(0, 'UNAVAILABLE', null, 'no answer', null);
      }
      if (response.ok) return ((await response.json().catch(() => ({}))) ?? {}) as Record<string, unknown>;
      const failure = await readGoogleApiError(response);
      if (failure.status === 401 && !refreshed) {
        refreshed = true;
        token = await options.refreshAccessToken();
        continue;
      }
      const wait = failure.retryAfterMs ?? 1000 * 2 ** (rateTry - 1);
      if (failure.status === 429 && rateTry < RATE_LIMIT_TRIES && wait <= MAX_INLINE_WAIT_MS) {
        rateTry++;
        await options.sleep(wait);
        continue;
      }
      throw failure;
    }
  };
}

export type CallGoogle = ReturnType<typeof createGoogleRestClient>;

/**
 * Every item of a listing paged by `nextPageToken`: `fetchPage` gets the token of the page to
 * fetch (none for the first) and answers the page's items and the next token.
 */
export async function collectPages<T>(
  fetchPage: (pageToken: string | undefined) => Promise<{ items: T[]; nextPageToken: unknown }>,
): Promise<T[]> {
  const items: T[] = [];
  let pageToken: string | undefined;
  for (let page = 0; page < MAX_PAGES; page++) {
    const answer = await fetchPage(pageToken);
    items.push(...answer.items);
    pageToken =
      typeof answer.nextPageToken === 'string' && answer.nextPageToken ? answer.nextPageToken : undefined;
    if (!pageToken) return items;
  }
  throw new GoogleApiError(200, 'OUT_OF_RANGE', null, `more than ${MAX_PAGES} pages`, null);
}

/** The array under `key` of an answer, or none. */
export function listOf(answer: Record<string, unknown>, key: string): Record<string, unknown>[] {
  const value = answer[key];
  return Array.isArray(value) ? (value as Record<string, unknown>[]) : [];
}
