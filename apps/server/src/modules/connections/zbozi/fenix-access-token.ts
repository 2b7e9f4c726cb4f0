import { createHash } from 'node:crypto';
import type { ApiKeyProviderContext } from '../api-key/api-key-provider.ts';
import { ChannelApiError } from '../api-key/channel-api-error.ts';
import { fetchChannelJson } from '../api-key/fetch-channel-json.ts';

/** Fénix's access tokens live an hour (`expires_in`); one is used until a minute before it ends. */
const EXPIRY_MARGIN_MS = 60_000;
/** When the answer names no lifetime, the hour the public clients report. */
const DEFAULT_LIFETIME_S = 3600;

interface CachedToken {
  token: Promise<string>;
  expiresAt: number;
}

/**
 * Access tokens in this process's memory only (never written anywhere), under a hash of the API
 * and the refresh token, so one refresh token is exchanged once an hour however many syncs run:
 * Fénix rate-limits `/user/token` itself. A pending exchange is shared by concurrent callers.
 */
const cache = new Map<string, CachedToken>();

const cacheKey = (apiUrl: string, refreshToken: string) =>
  createHash('sha256').update(`${apiUrl}\u0000${refreshToken}`).digest('hex');

/**
 * A Fénix access token for `refreshToken`: `POST /user/token` with the form
 * `grant_type=refresh_token&refresh_token=…` answers `{ access_token, expires_in }`. A refresh
 * token Fénix refuses (400 `invalid_grant` or 401: expired, revoked, mistyped) is `unauthorized`.
 */
export async function getFenixAccessToken(
  context: ApiKeyProviderContext,
  refreshToken: string,
): Promise<string> {
  const key = cacheKey(context.config.seznamFenixApiUrl, refreshToken);
  const cached = cache.get(key);
  if (cached && cached.expiresAt > Date.now()) return cached.token;
  const entry: CachedToken = { token: exchange(context, refreshToken, key), expiresAt: Infinity };
  cache.set(key, entry);
  try {
    return await entry.token;
  } catch (error) {
    if (cache.get(key) === entry) cache.delete(key);
    throw error;
  }
}

/** Forgets the access token of `refreshToken` (Fénix answered 401 to it), so the next call exchanges anew. */
export function forgetFenixAccessToken(context: ApiKeyProviderContext, refreshToken: string): void {
  cache.delete(cacheKey(context.config.seznamFenixApiUrl, refreshToken));
}

async function exchange(context: ApiKeyProviderContext, refreshToken: string, key: string): Promise<string> {
  let answer: Record<string, unknown> | null;
  try {
    answer = (await fetchChannelJson(
      `${context.config.seznamFenixApiUrl}/user/token`,
      {
        method: 'POST',
        form: new URLSearchParams({ grant_type: 'refresh_token', refresh_token: refreshToken }),
      },
      context,
    )) as Record<string, unknown> | null;
  } catch (error) {
    // OAuth answers a refused grant with 400; either way the user has to create a new token.
    if (error instanceof ChannelApiError && (error.status === 400 || error.status === 401))
      throw new ChannelApiError('unauthorized', error.status, error.detail);
    throw error;
  }
  const token = answer?.access_token;
  if (typeof token !== 'string' || token === '')
    throw new ChannelApiError('bad_answer', 200, 'no access_token');
  const lifetime = Number(answer?.expires_in);
  const entry = cache.get(key);
  if (entry)
    entry.expiresAt =
      Date.now() +
      (Number.isFinite(lifetime) && lifetime > 0 ? lifetime : DEFAULT_LIFETIME_S) * 1000 -
      EXPIRY_MARGIN_MS;
  return token;
}
