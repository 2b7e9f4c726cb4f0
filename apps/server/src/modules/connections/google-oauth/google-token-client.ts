import type { GoogleConfig } from '../../../config.ts';

export interface GoogleTokenAnswer {
  accessToken: string;
  /** Seconds. */
  expiresIn: number | null;
  /** Only on the first consent (or with prompt=consent); a refresh keeps the old one. */
  refreshToken: string | null;
  scope: string | null;
}

/**
 * Why the token endpoint did not give a token. `rejected`: Google refused the grant or the client
 * (invalid_grant, invalid_client …), which trying again cannot fix; `unavailable`: it could not
 * answer (network, timeout, 5xx, 429). `reason` is Google's error code and description — never
 * the request, which holds the client secret and the refresh token.
 */
export class GoogleTokenError extends Error {
  constructor(
    readonly kind: 'rejected' | 'unavailable',
    readonly reason: string,
  ) {
    super(`Google token endpoint: ${reason}`);
  }
}

const TIMEOUT_MS = 15_000;

/** One call of Google's OAuth 2.0 token endpoint (RFC 6749 §4.1.3 and §6). */
export async function requestGoogleToken(
  google: GoogleConfig,
  grant:
    | { grant_type: 'authorization_code'; code: string; code_verifier: string; redirect_uri: string }
    | { grant_type: 'refresh_token'; refresh_token: string },
  signal?: AbortSignal,
): Promise<GoogleTokenAnswer> {
  const body = new URLSearchParams({
    ...grant,
    client_id: google.clientId ?? '',
    client_secret: google.clientSecret ?? '',
  });
  let response: Response;
  try {
    response = await fetch(google.tokenUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body,
      signal: signal
        ? AbortSignal.any([signal, AbortSignal.timeout(TIMEOUT_MS)])
        : AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new GoogleTokenError(
      'unavailable',
      error instanceof Error && error.name === 'TimeoutError' ? 'timeout' : 'network error',
    );
  }
  const answer = (await response.json().catch(() => null)) as Record<string, unknown> | null;
  if (response.ok && answer && typeof answer.access_token === 'string') {
    return {
      accessToken: answer.access_token,
      expiresIn: typeof answer.expires_in === 'number' ? answer.expires_in : null,
      refreshToken: typeof answer.refresh_token === 'string' ? answer.refresh_token : null,
      scope: typeof answer.scope === 'string' ? answer.scope : null,
    };
  }
  const code = typeof answer?.error === 'string' ? answer.error : `HTTP ${response.status}`;
  const description =
    typeof answer?.error_description === 'string' ? ` (${answer.error_description.slice(0, 200)})` : '';
  const transient = response.status >= 500 || response.status === 429 || (response.ok && !answer);
  throw new GoogleTokenError(transient ? 'unavailable' : 'rejected', `${code}${description}`);
}
