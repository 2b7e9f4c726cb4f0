import type { MetaConfig } from '../../../config.ts';

export interface MetaTokenAnswer {
  accessToken: string;
  /** Seconds; null when Meta names no expiry (a token that does not expire). */
  expiresIn: number | null;
}

/**
 * Why Meta's token endpoint gave no token. `rejected`: Meta refused the code or the token (used,
 * expired, revoked: OAuthException 100 / 190), which trying again cannot fix; `unavailable`: it
 * could not answer (network, timeout, 5xx, a transient error). `reason` is Meta's message — never
 * the request, which holds the app secret and the token.
 */
export class MetaTokenError extends Error {
  constructor(
    readonly kind: 'rejected' | 'unavailable',
    readonly reason: string,
  ) {
    super(`Meta token endpoint: ${reason}`);
  }
}

const TIMEOUT_MS = 15_000;

/**
 * One call of Meta's `GET /oauth/access_token` (Facebook Login, "Manually Build a Login Flow"):
 * a code for a short-lived user token, or (`fb_exchange_token`) a token for a long-lived one.
 */
export async function requestMetaToken(
  meta: MetaConfig,
  grant:
    | { code: string; redirect_uri: string }
    | { grant_type: 'fb_exchange_token'; fb_exchange_token: string },
  signal?: AbortSignal,
): Promise<MetaTokenAnswer> {
  const url = new URL(`${meta.graphApiUrl}/${meta.apiVersion}/oauth/access_token`);
  url.search = new URLSearchParams({
    client_id: meta.appId ?? '',
    client_secret: meta.appSecret ?? '',
    ...grant,
  }).toString();
  let response: Response;
  try {
    response = await fetch(url, {
      headers: { accept: 'application/json' },
      signal: signal
        ? AbortSignal.any([signal, AbortSignal.timeout(TIMEOUT_MS)])
        : AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new MetaTokenError(
      'unavailable',
      error instanceof Error && error.name === 'TimeoutError' ? 'timeout' : 'network error',
    );
  }
  const answer = (await response.json().catch(() => null)) as Record<string, unknown> | null;
  if (response.ok && answer && typeof answer.access_token === 'string') {
    return {
      accessToken: answer.access_token,
      expiresIn: typeof answer.expires_in === 'number' && answer.expires_in > 0 ? answer.expires_in : null,
    };
  }
  const error = (answer?.error ?? null) as Record<string, unknown> | null;
  const message =
    typeof error?.message === 'string' ? error.message.slice(0, 200) : `HTTP ${response.status}`;
  const transient =
    response.status >= 500 || error?.is_transient === true || error?.code === 2 || (response.ok && !answer);
  throw new MetaTokenError(transient ? 'unavailable' : 'rejected', message);
}

/** A code for a long-lived token: the short-lived one Meta gives first is traded at once. */
export async function exchangeMetaCode(
  meta: MetaConfig,
  code: string,
  redirectUri: string,
): Promise<MetaTokenAnswer> {
  const short = await requestMetaToken(meta, { code, redirect_uri: redirectUri });
  return requestMetaToken(meta, { grant_type: 'fb_exchange_token', fb_exchange_token: short.accessToken });
}
