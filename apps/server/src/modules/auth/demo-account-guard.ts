import { APIError, getSessionFromCtx } from 'better-auth/api';
import type { AuthHookContext } from './auth-hooks.ts';
import { DEMO_EMAIL } from './demo-account-email.ts';

/**
 * Everyone who clicks "Try the demo" shares one account, so nobody may change what the next
 * visitor relies on (password, e-mail, 2FA, deletion) or see and end the other visitors' sessions.
 */
const DEMO_READ_ONLY_PATHS = new Set([
  '/change-password',
  '/set-password',
  '/change-email',
  '/update-user',
  '/delete-user',
  '/two-factor/enable',
  '/two-factor/disable',
  '/two-factor/generate-backup-codes',
  '/list-sessions',
  '/revoke-session',
  '/revoke-sessions',
  '/revoke-other-sessions',
]);

/** The same answer better-auth gives for any address, so the demo address behaves like others. */
const RESET_REQUESTED = {
  status: true,
  message: 'If this email exists in our system, check your email for the reset link',
};

/** Returns an answer that replaces better-auth's, throws when refused, or returns nothing to go on. */
export async function guardDemoAccount(ctx: AuthHookContext): Promise<typeof RESET_REQUESTED | undefined> {
  if (ctx.path === '/request-password-reset') {
    const email = (ctx.body as { email?: unknown } | undefined)?.email;
    return typeof email === 'string' && email.trim().toLowerCase() === DEMO_EMAIL
      ? RESET_REQUESTED
      : undefined;
  }
  if (!DEMO_READ_ONLY_PATHS.has(ctx.path)) return undefined;
  const session = await getSessionFromCtx(ctx);
  if (session?.user.email === DEMO_EMAIL) {
    throw new APIError('FORBIDDEN', {
      code: 'DEMO_ACCOUNT_READ_ONLY',
      message: 'The demo account cannot be changed',
    });
  }
  return undefined;
}
