import { AppError } from '../../core/app-error.ts';
import type { Deps } from '../../core/deps.ts';
import { DEMO_EMAIL } from '../auth/index.ts';
import { demoPassword, ensureDemoAccount } from './ensure-demo-account.ts';

/**
 * Signs the caller into the built-in demo account through better-auth's own e-mail sign-in, so
 * the session is an ordinary one (same cookie, same lifetime, same revocation). Returns
 * better-auth's answer, whose Set-Cookie headers the route forwards.
 */
export async function signInDemo(
  deps: Pick<Deps, 'db' | 'auth' | 'config'>,
  headers: Headers,
): Promise<Response> {
  await ensureDemoAccount(deps);
  const response = await deps.auth.api.signInEmail({
    body: { email: DEMO_EMAIL, password: demoPassword(deps.config.authSecret) },
    headers,
    asResponse: true,
  });
  if (response.status === 429) throw new AppError('rate_limited');
  if (!response.ok) {
    console.error(`[demo] sign-in refused: ${response.status} ${await response.text()}`);
    throw new AppError('demo_unavailable');
  }
  return response;
}
