import { pickLanguage, translateError } from '@ziskomer/i18n';
import type { Auth } from './auth.ts';
import { CLIENT_IP_HEADER } from './auth.ts';
import { findUnstorableAuthBody } from './find-unstorable-auth-body.ts';

/**
 * Hands `/api/auth/*` to better-auth and logs each refusal for too many requests (rate limit,
 * account soft lock, busy password hashing), so that password spraying leaves a trace. A body
 * with text the database cannot store is refused first with 400 `invalid_characters`, as on
 * every other route.
 */
export async function handleAuthRequest(auth: Auth, request: Request): Promise<Response> {
  const unstorable = await findUnstorableAuthBody(request);
  if (unstorable !== null) {
    const message = translateError(
      'invalid_characters',
      pickLanguage(request.headers.get('accept-language')),
    );
    return Response.json(
      { error: { code: 'invalid_characters', message, details: { target: 'json', path: unstorable } } },
      { status: 400 },
    );
  }
  const response = await auth.handler(request);
  if (response.status === 429) {
    const path = new URL(request.url).pathname;
    console.warn(
      `[auth] 429 ${request.method} ${path} from ${request.headers.get(CLIENT_IP_HEADER) ?? 'unknown'}`,
    );
  }
  return response;
}
