import type { ApiKeyProviderContext } from '../api-key/api-key-provider.ts';
import { ChannelApiError, failureOfStatus } from '../api-key/channel-api-error.ts';
import { fetchChannelJson } from '../api-key/fetch-channel-json.ts';

/**
 * Sklik's JSON API (https://api.sklik.cz/drak/): every method is a POST of its positional
 * parameters as a JSON array to `<base>/<method>`; every answer carries a `status` (200 OK,
 * 400/404 bad request, 401 session expired or token refused, 403 no access, 429 too many requests,
 * 500 error) and a `session`, refreshed with each answer, which the next call uses.
 * `client.loginByToken` trades the permanent API token for the first session; a session that
 * expires mid-sync (401 on a method other than the login) is renewed once by logging in again.
 */
export function openSklikClient(context: ApiKeyProviderContext, token: string) {
  let session: string | null = null;
  const base = context.config.sklikApiUrl;

  const post = async (method: string, params: unknown[]) =>
    (await fetchChannelJson(
      `${base}/${method}`,
      { method: 'POST', body: params },
      context,
      readSklikStatus,
    )) as Record<string, unknown> | null;

  const login = async () => {
    const answer = await post('client.loginByToken', [token]);
    if (typeof answer?.session !== 'string') throw new ChannelApiError('bad_answer', 200, 'no session');
    session = answer.session;
  };

  /** Calls `method` with the session as its first parameter (`{ session }`), logging in first if needed. */
  const call = async (method: string, params: unknown[] = []): Promise<Record<string, unknown>> => {
    if (!session) await login();
    for (let relogged = false; ; relogged = true) {
      try {
        const answer = (await post(method, [{ session }, ...params])) ?? {};
        if (typeof answer.session === 'string') session = answer.session;
        return answer;
      } catch (error) {
        if (relogged || !(error instanceof ChannelApiError) || error.kind !== 'unauthorized') throw error;
        await login();
      }
    }
  };
  return { login, call };
}

export type SklikClient = ReturnType<typeof openSklikClient>;

/** Sklik's status in the body: 200 is fine, anything else is the failure it names. */
function readSklikStatus(body: unknown): ChannelApiError | null {
  const record = (body ?? {}) as Record<string, unknown>;
  const status = Number(record.status);
  if (!Number.isFinite(status) || status === 200 || status === 206) return null;
  const message = String(record.statusMessage ?? '').slice(0, 200);
  // "Too many requests. Wait 5 seconds." — the wait Sklik asks for, when it names one.
  const seconds = Number(/(\d+)\s*s/.exec(message)?.[1]);
  return new ChannelApiError(
    failureOfStatus(status),
    status,
    message || `status ${status}`,
    status === 429 && seconds > 0 ? seconds * 1000 : null,
  );
}
