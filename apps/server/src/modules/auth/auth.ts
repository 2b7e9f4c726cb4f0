import { AUTH_BASE_PATH } from '@ziskomer/contracts';
import type { Database } from '@ziskomer/db';
import { betterAuth } from 'better-auth';
import { twoFactor } from 'better-auth/plugins';
import type { Kysely } from 'kysely';
import type { Mailer } from '../../lib/mailer.ts';
import { startTrial } from '../subscription/index.ts';
import {
  accountExistsEmail,
  passwordChangedEmail,
  resetPasswordEmail,
  verificationEmail,
} from './auth-emails.ts';
import { createAuthHooks } from './auth-hooks.ts';
import { createAuthRateLimitStorage } from './auth-rate-limit-storage.ts';
import { createBackupCodeHasher } from './backup-code-hashing.ts';
import { createProfile } from './create-profile.ts';
import { DEMO_EMAIL } from './demo-account-email.ts';
import { hashPassword, verifyPassword } from './password-hash.ts';
import { capSessionLifetime, SESSION_IDLE_SECONDS, SESSION_RENEW_SECONDS } from './session-lifetime.ts';
import { clearSignInFailures } from './sign-in-lockout.ts';

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
  /** The clock of the rate-limit windows: the app's, so tests that move it move the windows too. */
  now?: () => Date;
}

/**
 * better-auth, configured for Ziskomer: e-mail and password with verification, reset, Argon2id,
 * rate limits that answer 429 before any hashing, TOTP two-factor with recovery codes, and the
 * snake_case tables of migration 0001.
 */
export function createAuth(options: AuthOptions) {
  const { mailer } = options;
  const backupCodes = createBackupCodeHasher(options.secret);
  const secure = options.isProduction && options.appUrl.startsWith('https://');
  return betterAuth({
    appName: 'Ziskomer',
    baseURL: options.appUrl,
    basePath: AUTH_BASE_PATH,
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
      // Idle timeout 7 days, renewed at most daily while in use; absolute cap in session-lifetime.ts.
      expiresIn: SESSION_IDLE_SECONDS,
      updateAge: SESSION_RENEW_SECONDS,
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
      onPasswordReset: async ({ user }) => {
        // A reset is the documented way out of the sign-in soft lock (sign-in-lockout.ts).
        await clearSignInFailures(options.db, user.email);
        await mailer(passwordChangedEmail(user.email, true));
      },
      onExistingUserSignUp: async ({ user }) => {
        if (user.email !== DEMO_EMAIL) await mailer(accountExistsEmail(user.email, `${options.appUrl}/auth`));
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      autoSignInAfterVerification: false,
      expiresIn: 60 * 60 * 24,
      sendVerificationEmail: async ({ user, url }) => mailer(verificationEmail(user.email, url)),
    },
    databaseHooks: {
      user: {
        create: {
          after: async (user) => {
            await createProfile(options.db, user);
            // Every new account tries the full plan first (the landing's 14-day promise).
            await startTrial(options.db, user.id, (options.now ?? (() => new Date()))());
          },
        },
      },
      session: { update: { after: async (session) => capSessionLifetime(options.db, session) } },
    },
    rateLimit: {
      enabled: options.rateLimit?.enabled ?? true,
      // In PostgreSQL, so the limits hold across all server processes (one upsert per request).
      customStorage: createAuthRateLimitStorage(options.db, options.now ?? (() => new Date())),
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
      // Over HTTPS the cookies carry the __Host- prefix (Secure, Path=/, no Domain: the browser
      // refuses them from subdomains and plain HTTP). better-auth's own secure prefix would be
      // __Secure-, which allows a Domain, so it is off and Secure is set here instead.
      cookiePrefix: secure ? '__Host-ziskomer' : 'ziskomer',
      useSecureCookies: false,
      // better-auth skips its origin and callback-URL checks under test by default; they stay on
      // so that tests exercise what production runs (no open redirects via callbackURL/redirectTo).
      disableOriginCheck: false,
      disableCSRFCheck: false,
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax', path: '/', secure },
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      // E-mails go out in the background, so an answer takes the same time whether or not an
      // e-mail was sent (reset and sign-up must not reveal which addresses have accounts).
      backgroundTasks: { handler: (task) => void task },
    },
    hooks: createAuthHooks({ db: options.db, mailer, hashBackupCode: backupCodes.hashCode }),
    plugins: [
      twoFactor({
        issuer: 'Ziskomer',
        backupCodeOptions: { storeBackupCodes: backupCodes.storeBackupCodes },
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
