import { createHmac } from 'node:crypto';
import type { MetaConfig } from '../../../config.ts';
import { isMetaRateLimit } from './classify-meta-error.ts';
import { MetaGraphError, toMetaGraphError } from './meta-graph-error.ts';
import { readUsageWaitMs } from './meta-usage.ts';

const TIMEOUT_MS = 60_000;
/** Back-off after a rate-limit error (codes 4, 17, 32, 613, 80000–80014) before trying again. */
export const RATE_LIMIT_WAITS_MS = [5_000, 15_000, 45_000];
/** One more try after a transient error (codes 1, 2, 5xx, no answer). */
const TRANSIENT_WAITS_MS = [2_000];
/** Longer waits than this are left to the job's own retry (minutes later). */
export const MAX_INLINE_WAIT_MS = 60_000;
/** Pages of one listing at most: a runaway listing stops here. */
export const MAX_PAGES = 500;

export interface MetaGraphOptions {
  meta: MetaConfig;
  accessToken: () => Promise<string>;
  sleep: (ms: number) => Promise<void>;
  signal?: AbortSignal;
}

type Params = Record<string, string>;

/**
 * The Graph API as the Marketing API needs it: the user token as a bearer with its
 * `appsecret_proof`, the usage headers respected (near 100 % the next call waits until Meta gives
 * access back, or the job tries again later when that is long), rate-limit errors backed off,
 * a transient error tried once more, and listings followed through `paging.next` — only on the
 * Graph API's own origin, with the token Meta put in the link replaced by ours in the header.
 */
export function createMetaGraphClient(options: MetaGraphOptions) {
  const origin = new URL(options.meta.graphApiUrl).origin;
  let pauseMs = 0;

  const prepare = async (target: URL) => {
    const token = await options.accessToken();
    target.searchParams.delete('access_token');
    target.searchParams.set(
      'appsecret_proof',
      createHmac('sha256', options.meta.appSecret ?? '')
        .update(token)
        .digest('hex'),
    );
    return token;
  };

  async function send(target: URL, method: 'GET' | 'POST', form?: Params): Promise<Record<string, unknown>> {
    let rateTry = 0;
    let transientTry = 0;
    for (;;) {
      if (pauseMs > MAX_INLINE_WAIT_MS)
        throw new MetaGraphError(429, 80004, null, 'OAuthException', 'usage near the limit', false);
      if (pauseMs > 0) {
        await options.sleep(pauseMs);
        pauseMs = 0;
      }
      const token = await prepare(target);
      let response: Response;
      try {
        response = await fetch(target, {
          method,
          headers: {
            authorization: `Bearer ${token}`,
            accept: 'application/json',
            ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
          },
          body: form ? new URLSearchParams(form) : undefined,
          signal: options.signal
            ? AbortSignal.any([options.signal, AbortSignal.timeout(TIMEOUT_MS)])
            : AbortSignal.timeout(TIMEOUT_MS),
        });
      } catch (error) {
        if (options.signal?.aborted) throw error;
        const failure = new MetaGraphError(0, null, null, null, 'no answer', true);
        if (transientTry < TRANSIENT_WAITS_MS.length) {
          await options.sleep(TRANSIENT_WAITS_MS[transientTry++]!);
          continue;
        }
        throw failure;
      }
      pauseMs = readUsageWaitMs(response.headers);
      const body = (await response.json().catch(() => null)) as Record<string, unknown> | null;
      if (response.ok && body && !body.error) return body;
      const failure = toMetaGraphError(response.status, body);
      if (isMetaRateLimit(failure.code)) {
        const wait = Math.max(pauseMs, RATE_LIMIT_WAITS_MS[rateTry] ?? Number.POSITIVE_INFINITY);
        pauseMs = 0;
        if (rateTry >= RATE_LIMIT_WAITS_MS.length || wait > MAX_INLINE_WAIT_MS) throw failure;
        rateTry++;
        await options.sleep(wait);
        continue;
      }
      const transient =
        failure.transient || failure.code === 1 || failure.code === 2 || failure.status >= 500;
      if (transient && transientTry < TRANSIENT_WAITS_MS.length) {
        await options.sleep(TRANSIENT_WAITS_MS[transientTry++]!);
        continue;
      }
      throw failure;
    }
  }

  const urlOf = (path: string, params: Params = {}) => {
    const target = new URL(`${options.meta.graphApiUrl}/${options.meta.apiVersion}/${path}`);
    for (const [key, value] of Object.entries(params)) target.searchParams.set(key, value);
    return target;
  };

  return {
    get: (path: string, params?: Params) => send(urlOf(path, params), 'GET'),
    post: (path: string, form: Params) => send(urlOf(path), 'POST', form),
    /** Every row of a listing (`data`), page after page by `paging.next`. */
    async list(path: string, params?: Params): Promise<Record<string, unknown>[]> {
      const rows: Record<string, unknown>[] = [];
      let target: URL | null = urlOf(path, params);
      for (let page = 0; page < MAX_PAGES && target; page++) {
        const answer = await send(target, 'GET');
        if (Array.isArray(answer.data)) rows.push(...(answer.data as Record<string, unknown>[]));
        const next = (answer.paging as { next?: unknown } | undefined)?.next;
        target = typeof next === 'string' && next ? new URL(next) : null;
        if (target && target.origin !== origin)
          throw new MetaGraphError(200, null, null, null, 'paging.next outside the Graph API', false);
      }
      if (target) throw new MetaGraphError(200, null, null, null, `more than ${MAX_PAGES} pages`, false);
      return rows;
    },
  };
}

export type MetaGraphClient = ReturnType<typeof createMetaGraphClient>;
