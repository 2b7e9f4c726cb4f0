import type { Auth } from './auth.ts';
import { CLIENT_IP_HEADER } from './auth.ts';

/**
 * Hands `/api/auth/*` to better-auth and logs each refusal for too many requests (rate limit,
 * account soft lock, busy password hashing), so that password spraying leaves a trace.
 */
export async function handleAuthRequest(auth: Auth, request: Request): Promise<Response> {
  const response = await auth.handler(request);
  if (response.status === 429) {
    const path = new URL(request.url).pathname;
    console.warn(
      `[auth] 429 ${request.method} ${path} from ${request.headers.get(CLIENT_IP_HEADER) ?? 'unknown'}`,
    );
  }
  return response;
}
