import type { Database } from '@ziskomer/db';
import { checkPassword } from '@ziskomer/domain';
import { APIError, createAuthMiddleware, getSessionFromCtx, isAPIError } from 'better-auth/api';
import type { Kysely } from 'kysely';
import type { Mailer } from '../../lib/mailer.ts';
import { passwordChangedEmail } from './auth-emails.ts';
import { guardDemoAccount } from './demo-account-guard.ts';
import { clearSignInFailures, isSignInLocked, recordSignInFailure } from './sign-in-lockout.ts';
import { isTotpCodeUsed, rememberTotpCode } from './totp-replay-guard.ts';

/** The context better-auth hands to a hook (derived, since better-auth does not export its name). */
export type AuthHookContext = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0];

interface HookDeps {
  db: Kysely<Database>;
  mailer: Mailer;
  hashBackupCode: (code: string) => string;
}

const NEW_PASSWORD_FIELD: Record<string, 'password' | 'newPassword'> = {
  '/sign-up/email': 'password',
  '/reset-password': 'newPassword',
  '/change-password': 'newPassword',
};

/**
 * What better-auth does not do by itself: refuse common passwords, lock an account after many
 * wrong passwords, refuse a replayed TOTP code, compare recovery codes by hash, keep the demo
 * account unchanged, and tell the owner when the password was changed.
 */
export function createAuthHooks(deps: HookDeps) {
  const before = createAuthMiddleware(async (ctx) => {
    const demoAnswer = await guardDemoAccount(ctx);
    if (demoAnswer) return demoAnswer;
    const body = (ctx.body ?? {}) as Record<string, unknown>;

    const passwordField = NEW_PASSWORD_FIELD[ctx.path];
    const password = passwordField ? body[passwordField] : undefined;
    if (typeof password === 'string' && checkPassword(password) === 'too_common') {
      throw new APIError('UNPROCESSABLE_ENTITY', {
        code: 'PASSWORD_TOO_COMMON',
        message: 'Password is too common',
      });
    }

    if (ctx.path === '/sign-in/email' && typeof body.email === 'string') {
      if (await isSignInLocked(deps.db, body.email, new Date())) {
        throw new APIError('TOO_MANY_REQUESTS', {
          code: 'ACCOUNT_LOCKED',
          message: 'Too many failed sign-in attempts. Try again later or reset your password.',
        });
      }
    }

    if (ctx.path === '/two-factor/verify-totp' && typeof body.code === 'string') {
      const userId = await findTwoFactorUserId(ctx);
      if (userId && (await isTotpCodeUsed(deps.db, userId, body.code, new Date()))) {
        throw new APIError('UNAUTHORIZED', { code: 'INVALID_CODE', message: 'Invalid code' });
      }
    }

    if (ctx.path === '/two-factor/verify-backup-code' && typeof body.code === 'string') {
      return { context: { body: { ...body, code: deps.hashBackupCode(body.code) } } };
    }
  });

  const after = createAuthMiddleware(async (ctx) => {
    const returned = ctx.context.returned;
    const failed = isAPIError(returned);
    const body = (ctx.body ?? {}) as Record<string, unknown>;

    if (ctx.path === '/sign-in/email' && typeof body.email === 'string') {
      if (failed && returned.statusCode === 401) await recordSignInFailure(deps.db, body.email, new Date());
      else if (!failed) await clearSignInFailures(deps.db, body.email);
    }

    if (ctx.path === '/two-factor/verify-totp' && !failed && typeof body.code === 'string') {
      const userId = (returned as { user?: { id?: string } } | undefined)?.user?.id;
      if (userId) await rememberTotpCode(deps.db, userId, body.code, new Date());
    }

    if (ctx.path === '/change-password' && !failed) {
      const email = (returned as { user?: { email?: string } } | undefined)?.user?.email;
      if (email) await deps.mailer(passwordChangedEmail(email, body.revokeOtherSessions === true));
    }
  });

  return { before, after };
}

/** The user a TOTP code is checked for: the signed-in user, or the one of a pending 2FA sign-in. */
async function findTwoFactorUserId(ctx: AuthHookContext): Promise<string | null> {
  const session = await getSessionFromCtx(ctx);
  if (session) return session.user.id;
  const cookie = ctx.context.createAuthCookie('two_factor');
  const identifier = await ctx.getSignedCookie(cookie.name, ctx.context.secret);
  if (!identifier) return null;
  const pending = await ctx.context.internalAdapter.findVerificationValue(identifier);
  return pending?.value ?? null;
}
