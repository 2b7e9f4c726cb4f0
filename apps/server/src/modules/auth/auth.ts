import { checkPassword } from '@ziskomer/domain';
import type { Database } from '@ziskomer/db';
import { betterAuth } from 'better-auth';
import { APIError, createAuthMiddleware } from 'better-auth/api';
import { twoFactor } from 'better-auth/plugins';
import type { Kysely } from 'kysely';
import type { Mailer } from '../../lib/mailer.ts';
import { passwordChangedEmail, resetPasswordEmail, verificationEmail } from './auth-emails.ts';
import { hashPassword, verifyPassword } from './password-hash.ts';

/** The header the HTTP layer fills with the socket's address; rate limits are keyed by it. */
export const CLIENT_IP_HEADER = 'x-ziskomer-client-ip';

export interface AuthOptions {
  db: Kysely<Database>;
  appUrl: string;
  secret: string;
  mailer: Mailer;
  isProduction: boolean;
  /** Rate limits are on everywhere but can be relaxed by tests that are not about them. */
  rateLimit?: { enabled: boolean };
}

const PASSWORD_PATHS = new Set(['/sign-up/email', '/reset-password', '/change-password']);

/**
 * better-auth, configured for Ziskomer: e-mail and password with verification, reset, Argon2id,
 * rate limits that answer 429 before any hashing, TOTP two-factor with recovery codes, and the
 * snake_case tables of migration 0001.
 */
export function createAuth(options: AuthOptions) {
  const { mailer } = options;
  return betterAuth({
    appName: 'Ziskomer',
    baseURL: options.appUrl,
    basePath: '/api/auth',
    secret: options.secret,
    trustedOrigins: [options.appUrl],
    database: { db: options.db, type: 'postgres' },
    user: {
      modelName: 'users',
      fields: { emailVerified: 'email_verified', createdAt: 'created_at', updatedAt: 'updated_at' },
    },
    session: {
      modelName: 'sessions',
      fields: {
        userId: 'user_id',
        expiresAt: 'expires_at',
        ipAddress: 'ip_address',
        userAgent: 'user_agent',
        createdAt: 'created_at',
        updatedAt: 'updated_at',
      },
      // Absolute lifetime 7 days, renewed at most daily while in use.
      expiresIn: 60 * 60 * 24 * 7,
      updateAge: 60 * 60 * 24,
      // The session cache is off so a revoked session is refused on its next request.
      cookieCache: { enabled: false },
    },
    account: {
      modelName: 'accounts',
      fields: {
        userId: 'user_id',
        accountId: 'account_id',
        providerId: 'provider_id',
        accessToken: 'access_token',
        refreshToken: 'refresh_token',
        idToken: 'id_token',
        accessTokenExpiresAt: 'access_token_expires_at',
        refreshTokenExpiresAt: 'refresh_token_expires_at',
        createdAt: 'created_at',
        updatedAt: 'updated_at',
      },
    },
    verification: {
      modelName: 'verifications',
      fields: { expiresAt: 'expires_at', createdAt: 'created_at', updatedAt: 'updated_at' },
    },
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      minPasswordLength: 6,
      maxPasswordLength: 128,
      autoSignIn: false,
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: 60 * 60,
      password: { hash: hashPassword, verify: verifyPassword },
      sendResetPassword: async ({ user, url }) => mailer(resetPasswordEmail(user.email, url)),
      onPasswordReset: async ({ user }) => mailer(passwordChangedEmail(user.email)),
    },
    emailVerification: {
      sendOnSignUp: true,
      autoSignInAfterVerification: false,
      expiresIn: 60 * 60 * 24,
      sendVerificationEmail: async ({ user, url }) => mailer(verificationEmail(user.email, url)),
    },
    rateLimit: {
      enabled: options.rateLimit?.enabled ?? true,
      storage: 'memory',
      window: 60,
      max: 100,
      customRules: {
        '/sign-in/email': { window: 60, max: 10 },
        '/sign-up/email': { window: 60, max: 10 },
        '/request-password-reset': { window: 60 * 60, max: 10 },
        '/reset-password': { window: 60, max: 10 },
        '/two-factor/verify-totp': { window: 60, max: 10 },
        '/two-factor/verify-backup-code': { window: 60, max: 10 },
      },
    },
    advanced: {
      cookiePrefix: 'ziskomer',
      useSecureCookies: options.isProduction && options.appUrl.startsWith('https://'),
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax', path: '/' },
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
    },
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        if (!PASSWORD_PATHS.has(ctx.path)) return;
        const body = (ctx.body ?? {}) as { password?: unknown; newPassword?: unknown };
        const password = ctx.path === '/sign-up/email' ? body.password : body.newPassword;
        if (typeof password === 'string' && checkPassword(password) === 'too_common') {
          throw new APIError('UNPROCESSABLE_ENTITY', {
            code: 'PASSWORD_TOO_COMMON',
            message: 'Password is too common',
          });
        }
      }),
    },
    plugins: [
      twoFactor({
        issuer: 'Ziskomer',
        schema: {
          user: { fields: { twoFactorEnabled: 'two_factor_enabled' } },
          twoFactor: {
            modelName: 'two_factors',
            fields: {
              userId: 'user_id',
              backupCodes: 'backup_codes',
              failedVerificationCount: 'failed_verification_count',
              lockedUntil: 'locked_until',
            },
          },
        },
      }),
    ],
  });
}

export type Auth = ReturnType<typeof createAuth>;
