import { type AuthEndpoint, authUrl } from '@ziskomer/contracts';
import { getLanguage } from '../../lib/i18n.ts';

/**
 * A refused better-auth call. `code` is better-auth's error code (INVALID_EMAIL_OR_PASSWORD,
 * PASSWORD_TOO_COMMON, …), RATE_LIMITED for its rate limiter, the app's own code for refusals
 * before better-auth (foreign_origin), or NETWORK when the server could not be reached.
 */
export class AuthApiError extends Error {
  constructor(
    readonly code: string,
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** Signed in, or the password was right and a second factor is due. */
export type SignInResult =
  | { twoFactorRedirect: true; twoFactorMethods: string[] }
  | { twoFactorRedirect?: undefined; token: string; user: { id: string; email: string; name: string } };

export interface TwoFactorEnableResult {
  totpURI: string;
  backupCodes: string[];
}

/** POSTs JSON to a better-auth endpoint with the session cookie; throws AuthApiError. */
export async function postAuth<T>(path: AuthEndpoint, body: Record<string, unknown> = {}): Promise<T> {
  let response: Response;
  try {
    response = await fetch(authUrl(path), {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json', 'accept-language': getLanguage() },
      body: JSON.stringify(body),
    });
  } catch (error) {
    throw new AuthApiError('NETWORK', 0, (error as Error).message);
  }
  const data: unknown = await response.json().catch(() => null);
  if (!response.ok) throw toAuthApiError(response, data);
  return data as T;
}

function toAuthApiError(response: Response, data: unknown): AuthApiError {
  // better-auth answers { code, message }; the app's own middleware { error: { code, message } }.
  const body = (data ?? {}) as {
    code?: string;
    message?: string;
    error?: { code?: string; message?: string };
  };
  const code = body.code ?? body.error?.code ?? (response.status === 429 ? 'RATE_LIMITED' : 'UNKNOWN');
  return new AuthApiError(code, response.status, body.message ?? body.error?.message ?? response.statusText);
}
