import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cookieFrom, createTestApp, TEST_ORIGIN, TEST_PASSWORD, type TestApp } from '../helpers/test-app.ts';
import { testEngines } from '../helpers/test-db.ts';

/** The first link in an e-mail's text. */
function linkIn(text: string | undefined): URL {
  const link = text?.match(/https?:\/\/\S+/)?.[0];
  if (!link) throw new Error(`no link in e-mail: ${text}`);
  return new URL(link);
}

async function sessionEmail(t: TestApp, cookie: string): Promise<string | null> {
  const response = await t.call('GET', '/api/auth/get-session', { cookie });
  const body = (await response.json()) as { user?: { email: string } } | null;
  return body?.user?.email ?? null;
}

describe.each(testEngines)('authentication flows on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(() => t.close());
  afterEach(() => {
    vi.useRealTimers();
  });

  const signIn = (email: string, password: string) =>
    t.call('POST', '/api/auth/sign-in/email', { body: { email, password } });
  const signUp = (email: string, password: string, name = 'Jana Nováková') =>
    t.call('POST', '/api/auth/sign-up/email', {
      body: { email, password, name, callbackURL: '/auth?verified=1' },
    });

  describe('sign-up and e-mail verification', () => {
    it('sends a verification e-mail, refuses sign-in until verified, then signs in', async () => {
      const response = await signUp('eva@example.cz', TEST_PASSWORD, '  Eva  Malá Veliká ');
      expect(response.status).toBe(200);
      const body = (await response.json()) as { token: string | null; user: { email: string } };
      expect(body.token).toBeNull();
      expect(body.user.email).toBe('eva@example.cz');
      expect(cookieFrom(response)).not.toContain('session_token');

      const mail = t.emails.findLast((e) => e.to === 'eva@example.cz');
      expect(mail?.subject).toContain('Potvrďte svůj e-mail');
      const link = linkIn(mail?.text);
      expect(link.origin).toBe(TEST_ORIGIN);
      expect(link.pathname).toBe('/api/auth/verify-email');

      const early = await signIn('eva@example.cz', TEST_PASSWORD);
      expect(early.status).toBe(403);
      expect(((await early.json()) as { code: string }).code).toBe('EMAIL_NOT_VERIFIED');

      const verified = await t.call('GET', link.pathname + link.search);
      expect(verified.status).toBe(302);
      expect(verified.headers.get('location')).toBe('/auth?verified=1');

      const signedIn = await signIn('eva@example.cz', TEST_PASSWORD);
      expect(signedIn.status).toBe(200);
      expect(await sessionEmail(t, cookieFrom(signedIn))).toBe('eva@example.cz');

      // The full name from sign-up becomes the profile's first and last name.
      const profile = await t.deps.db
        .selectFrom('profiles')
        .innerJoin('users', 'users.id', 'profiles.user_id')
        .select(['first_name', 'last_name'])
        .where('users.email', '=', 'eva@example.cz')
        .executeTakeFirstOrThrow();
      expect(profile).toEqual({ first_name: 'Eva', last_name: 'Malá Veliká' });
    });

    it('refuses a tampered verification link and redirects with an error', async () => {
      await signUp('tampered@example.cz', TEST_PASSWORD);
      const link = linkIn(t.emails.findLast((e) => e.to === 'tampered@example.cz')?.text);
      link.searchParams.set('token', `${link.searchParams.get('token')}x`);
      const response = await t.call('GET', link.pathname + link.search);
      expect(response.status).toBe(302);
      expect(response.headers.get('location')).toContain('error=');
      expect((await signIn('tampered@example.cz', TEST_PASSWORD)).status).toBe(403);
    });

    it('sends the verification e-mail again on request', async () => {
      await signUp('resend@example.cz', TEST_PASSWORD);
      const before = t.emails.filter((e) => e.to === 'resend@example.cz').length;
      const response = await t.call('POST', '/api/auth/send-verification-email', {
        body: { email: 'resend@example.cz', callbackURL: '/auth?verified=1' },
      });
      expect(response.status).toBe(200);
      expect(t.emails.filter((e) => e.to === 'resend@example.cz').length).toBe(before + 1);
      const link = linkIn(t.emails.findLast((e) => e.to === 'resend@example.cz')?.text);
      expect((await t.call('GET', link.pathname + link.search)).status).toBe(302);
      expect((await signIn('resend@example.cz', TEST_PASSWORD)).status).toBe(200);
    });

    it('answers a sign-up with an existing e-mail exactly like a new one, and tells the owner', async () => {
      await t.signUp('owner@example.cz');
      const fresh = await signUp('fresh-address@example.cz', TEST_PASSWORD, 'Někdo Jiný');
      const existing = await signUp('owner@example.cz', 'jine heslo 123', 'Někdo Jiný');
      expect(existing.status).toBe(fresh.status);
      const freshBody = (await fresh.json()) as { token: null; user: Record<string, unknown> };
      const existingBody = (await existing.json()) as { token: null; user: Record<string, unknown> };
      expect(Object.keys(existingBody).sort()).toEqual(Object.keys(freshBody).sort());
      expect(Object.keys(existingBody.user).sort()).toEqual(Object.keys(freshBody.user).sort());
      expect(existingBody.token).toBeNull();
      expect(existingBody.user.emailVerified).toBe(false);

      // No second account, the old password still works, and the owner got a notice, not a link.
      const users = await t.deps.db
        .selectFrom('users')
        .select('id')
        .where('email', '=', 'owner@example.cz')
        .execute();
      expect(users).toHaveLength(1);
      expect((await signIn('owner@example.cz', TEST_PASSWORD)).status).toBe(200);
      const notice = t.emails.findLast((e) => e.to === 'owner@example.cz');
      expect(notice?.subject).toContain('Účet už existuje');
      expect(linkIn(notice?.text).toString()).toBe(`${TEST_ORIGIN}/auth`);
    });
  });

  describe('password rules', () => {
    it('refuses a common password with 422 PASSWORD_TOO_COMMON', async () => {
      const response = await signUp('common@example.cz', 'password123');
      expect(response.status).toBe(422);
      expect(((await response.json()) as { code: string }).code).toBe('PASSWORD_TOO_COMMON');
    });

    it('refuses a run of one character and a password under 6 characters', async () => {
      const repeated = await signUp('repeat@example.cz', 'aaaaaaa');
      expect(repeated.status).toBe(422);
      expect(((await repeated.json()) as { code: string }).code).toBe('PASSWORD_TOO_COMMON');
      const short = await signUp('short@example.cz', 'abc12');
      expect(short.status).toBe(400);
      expect(((await short.json()) as { code: string }).code).toBe('PASSWORD_TOO_SHORT');
    });

    it('accepts a passphrase without digits or symbols', async () => {
      expect((await signUp('phrase@example.cz', 'correcthorsebatterystaple')).status).toBe(200);
    });

    it('accepts 64 and 128 characters, refuses 129', async () => {
      const long64 = 'Tr0ub4dor&3x'.repeat(6).slice(0, 64);
      const long128 = 'Tr0ub4dor&3x'.repeat(11).slice(0, 128);
      expect(long64).toHaveLength(64);
      expect(long128).toHaveLength(128);
      expect((await signUp('long64@example.cz', long64)).status).toBe(200);
      const user = await t.signUp('long128@example.cz', 'Dlouhé Heslo', long128);
      expect(user.cookie).toContain('session_token');
      const tooLong = await signUp('long129@example.cz', `${long128}x`);
      expect(tooLong.status).toBe(400);
      expect(((await tooLong.json()) as { code: string }).code).toBe('PASSWORD_TOO_LONG');
    });

    it('accepts a Unicode password and verifies it again, in either normal form', async () => {
      const password = 'Příliš žluťoučký kůň';
      await t.signUp('unicode@example.cz', 'Uni Code', password);
      expect((await signIn('unicode@example.cz', password)).status).toBe(200);
      expect((await signIn('unicode@example.cz', password.normalize('NFD'))).status).toBe(200);
      expect((await signIn('unicode@example.cz', 'Prilis zlutoucky kun')).status).toBe(401);
    });

    it('stores Argon2id with the OWASP parameters beside the hash', async () => {
      await t.signUp('hash@example.cz');
      const row = await t.deps.db
        .selectFrom('accounts')
        .innerJoin('users', 'users.id', 'accounts.user_id')
        .select('accounts.password')
        .where('users.email', '=', 'hash@example.cz')
        .where('accounts.provider_id', '=', 'credential')
        .executeTakeFirstOrThrow();
      expect(row.password).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
      expect(row.password).not.toContain(TEST_PASSWORD);
    });
  });

  describe('password reset', () => {
    const requestReset = (email: string, headers?: Record<string, string>) =>
      t.call('POST', '/api/auth/request-password-reset', {
        body: { email, redirectTo: '/auth/reset-password' },
        headers,
      });

    /** Requests a reset and follows the e-mailed link to the web page; returns the token. */
    async function resetToken(email: string): Promise<string> {
      const response = await requestReset(email);
      expect(response.status).toBe(200);
      const link = linkIn(t.emails.findLast((e) => e.to === email && e.subject.includes('Obnovení'))?.text);
      const redirect = await t.call('GET', link.pathname + link.search);
      expect(redirect.status).toBe(302);
      const location = new URL(redirect.headers.get('location') ?? '', TEST_ORIGIN);
      expect(location.pathname).toBe('/auth/reset-password');
      return location.searchParams.get('token') ?? '';
    }

    it('answers an unknown e-mail like a known one and sends nothing', async () => {
      await t.signUp('known@example.cz');
      const sent = t.emails.length;
      const unknown = await requestReset('nobody@example.cz');
      expect(t.emails.length).toBe(sent);
      const known = await requestReset('known@example.cz');
      expect(t.emails.length).toBe(sent + 1);
      expect(unknown.status).toBe(200);
      expect(known.status).toBe(200);
      expect(await unknown.json()).toEqual(await known.json());
    });

    it('resets once, ends other sessions, notifies, and does not sign in', async () => {
      const user = await t.signUp('reset@example.cz');
      const otherDevice = cookieFrom(await signIn('reset@example.cz', TEST_PASSWORD));
      const token = await resetToken('reset@example.cz');
      expect(token.length).toBeGreaterThanOrEqual(24);

      const reset = await t.call('POST', '/api/auth/reset-password', {
        body: { token, newPassword: 'nove tajne heslo 2025' },
      });
      expect(reset.status).toBe(200);
      expect(cookieFrom(reset)).not.toContain('session_token=');

      const again = await t.call('POST', '/api/auth/reset-password', {
        body: { token, newPassword: 'jeste jine heslo 7' },
      });
      expect(again.status).toBe(400);

      expect((await signIn('reset@example.cz', TEST_PASSWORD)).status).toBe(401);
      expect((await signIn('reset@example.cz', 'nove tajne heslo 2025')).status).toBe(200);
      expect(await sessionEmail(t, user.cookie)).toBeNull();
      expect(await sessionEmail(t, otherDevice)).toBeNull();

      const notice = t.emails.findLast((e) => e.to === 'reset@example.cz');
      expect(notice?.subject).toContain('Heslo bylo změněno');
    });

    it('refuses a common new password and an expired token', async () => {
      await t.signUp('reset-rules@example.cz');
      const token = await resetToken('reset-rules@example.cz');
      const common = await t.call('POST', '/api/auth/reset-password', {
        body: { token, newPassword: 'heslo123' },
      });
      expect(common.status).toBe(422);

      vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 61 * 60_000 });
      const expired = await t.call('POST', '/api/auth/reset-password', {
        body: { token, newPassword: 'pozde ale prece 9' },
      });
      expect(expired.status).toBe(400);
      vi.useRealTimers();
      expect((await signIn('reset-rules@example.cz', TEST_PASSWORD)).status).toBe(200);
    });

    it('e-mails a link to the configured origin whatever Host the request names', async () => {
      await t.signUp('host@example.cz');
      const response = await t.app.request('http://evil.example/api/auth/request-password-reset', {
        method: 'POST',
        headers: {
          host: 'evil.example',
          'x-forwarded-host': 'evil.example',
          'x-forwarded-proto': 'https',
          origin: TEST_ORIGIN,
          'content-type': 'application/json',
        },
        body: JSON.stringify({ email: 'host@example.cz', redirectTo: '/auth/reset-password' }),
      });
      expect(response.status).toBe(200);
      const mail = t.emails.findLast((e) => e.to === 'host@example.cz');
      expect(mail?.text).toContain(`${TEST_ORIGIN}/api/auth/reset-password/`);
      expect(mail?.text).not.toContain('evil.example');
    });

    it('refuses a redirect to a foreign site', async () => {
      await t.signUp('redirect@example.cz');
      const response = await t.call('POST', '/api/auth/request-password-reset', {
        body: { email: 'redirect@example.cz', redirectTo: 'https://evil.example/steal' },
      });
      expect(response.status).toBe(403);
    });
  });

  describe('sessions', () => {
    it('change password with revokeOtherSessions ends the other sessions and notifies', async () => {
      const user = await t.signUp('change@example.cz');
      const other = cookieFrom(await signIn('change@example.cz', TEST_PASSWORD));
      const wrong = await t.call('POST', '/api/auth/change-password', {
        cookie: user.cookie,
        body: {
          currentPassword: 'spatne heslo',
          newPassword: 'nove heslo pro zmenu',
          revokeOtherSessions: true,
        },
      });
      expect(wrong.status).toBe(400);

      const changed = await t.call('POST', '/api/auth/change-password', {
        cookie: user.cookie,
        body: {
          currentPassword: TEST_PASSWORD,
          newPassword: 'nove heslo pro zmenu',
          revokeOtherSessions: true,
        },
      });
      expect(changed.status).toBe(200);
      const current = cookieFrom(changed) || user.cookie;
      expect(await sessionEmail(t, current)).toBe('change@example.cz');
      expect(await sessionEmail(t, other)).toBeNull();
      expect((await t.call('GET', '/api/me', { cookie: other })).status).toBe(401);
      expect((await t.call('GET', '/api/me', { cookie: current })).status).toBe(200);
      expect(t.emails.findLast((e) => e.to === 'change@example.cz')?.subject).toContain('Heslo bylo změněno');
      expect((await signIn('change@example.cz', 'nove heslo pro zmenu')).status).toBe(200);
    });

    it('sign-out deletes the server session, so the old cookie is refused', async () => {
      const user = await t.signUp('logout@example.cz');
      const before = await t.deps.db
        .selectFrom('sessions')
        .select('id')
        .where('user_id', '=', user.id)
        .execute();
      const out = await t.call('POST', '/api/auth/sign-out', { cookie: user.cookie, body: {} });
      expect(out.status).toBe(200);
      expect(await sessionEmail(t, user.cookie)).toBeNull();
      const after = await t.deps.db
        .selectFrom('sessions')
        .select('id')
        .where('user_id', '=', user.id)
        .execute();
      expect(after.length).toBe(before.length - 1);
    });

    it('sets the session cookie HttpOnly, SameSite=Lax, Path=/ without Domain on localhost', async () => {
      await t.signUp('cookie@example.cz');
      const response = await signIn('cookie@example.cz', TEST_PASSWORD);
      const line = response.headers.getSetCookie().find((c) => c.startsWith('ziskomer.session_token='));
      expect(line).toBeDefined();
      expect(line).toMatch(/;\s*HttpOnly/i);
      expect(line).toMatch(/;\s*SameSite=Lax/i);
      expect(line).toMatch(/;\s*Path=\/(;|$)/i);
      expect(line).not.toMatch(/;\s*Domain=/i);
      expect(line).not.toMatch(/;\s*Secure/i);
    });

    it('ends a session after 7 idle days', async () => {
      const user = await t.signUp('idle@example.cz');
      vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 6 * 86_400_000 });
      expect(await sessionEmail(t, user.cookie)).toBe('idle@example.cz');
      vi.setSystemTime(Date.now() + 8 * 86_400_000);
      expect(await sessionEmail(t, user.cookie)).toBeNull();
    });

    it('ends a session 30 days after sign-in however active it is', async () => {
      const user = await t.signUp('absolute@example.cz');
      const start = Date.now();
      vi.useFakeTimers({ toFake: ['Date'], now: start });
      for (let day = 5; day < 30; day += 5) {
        vi.setSystemTime(start + day * 86_400_000);
        expect(await sessionEmail(t, user.cookie)).toBe('absolute@example.cz');
      }
      vi.setSystemTime(start + 30 * 86_400_000 + 60_000);
      expect(await sessionEmail(t, user.cookie)).toBeNull();
    });
  });

  describe('demo account', () => {
    it('signs in to the demo account with a session cookie', async () => {
      const response = await t.call('POST', '/api/demo/sign-in');
      expect(response.status).toBe(200);
      const body = (await response.json()) as { user: { email: string } };
      expect(body).toEqual({
        user: { id: expect.any(String), email: 'demo@ziskomer.cz', name: 'Demo uživatel' },
      });
      const cookie = cookieFrom(response);
      expect(cookie).toContain('ziskomer.session_token=');
      expect(await sessionEmail(t, cookie)).toBe('demo@ziskomer.cz');

      // A second visitor gets a session of their own on the same account.
      const second = cookieFrom(await t.call('POST', '/api/demo/sign-in'));
      expect(second).not.toBe(cookie);
      expect(await sessionEmail(t, second)).toBe('demo@ziskomer.cz');
      const users = await t.deps.db
        .selectFrom('users')
        .select('id')
        .where('email', '=', 'demo@ziskomer.cz')
        .execute();
      expect(users).toHaveLength(1);
    });

    it('is listed in the OpenAPI document', async () => {
      const doc = (await (await t.call('GET', '/api/openapi.json')).json()) as {
        paths: Record<string, unknown>;
      };
      expect(doc.paths['/api/demo/sign-in']).toBeDefined();
    });

    it('keeps the shared demo account unchanged', async () => {
      const cookie = cookieFrom(await t.call('POST', '/api/demo/sign-in'));
      const change = await t.call('POST', '/api/auth/change-password', {
        cookie,
        body: { currentPassword: 'whatever', newPassword: 'nove heslo demo', revokeOtherSessions: true },
      });
      expect(change.status).toBe(403);
      expect(((await change.json()) as { code: string }).code).toBe('DEMO_ACCOUNT_READ_ONLY');
      const enable = await t.call('POST', '/api/auth/two-factor/enable', {
        cookie,
        body: { password: 'whatever' },
      });
      expect(enable.status).toBe(403);
      const revoke = await t.call('POST', '/api/auth/revoke-other-sessions', { cookie, body: {} });
      expect(revoke.status).toBe(403);

      const sent = t.emails.length;
      const reset = await t.call('POST', '/api/auth/request-password-reset', {
        body: { email: 'demo@ziskomer.cz', redirectTo: '/auth/reset-password' },
      });
      expect(reset.status).toBe(200);
      expect(t.emails.length).toBe(sent);
      expect((await t.call('POST', '/api/demo/sign-in')).status).toBe(200);
    });

    it('refuses a cross-site demo sign-in', async () => {
      const response = await t.call('POST', '/api/demo/sign-in', {
        headers: { origin: 'https://evil.example' },
      });
      expect(response.status).toBe(403);
    });
  });
});
