import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  cookieFrom,
  createTestApp,
  TEST_ORIGIN,
  TEST_PASSWORD,
  type TestApp,
  type TestUser,
} from '../helpers/test-app.ts';
import { testEngines } from '../helpers/test-db.ts';

/** RFC 4648 base32 (the otpauth:// secret), without padding. */
function decodeBase32(text: string): Buffer {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = 0;
  let value = 0;
  const bytes: number[] = [];
  for (const char of text.replace(/=+$/, '').toUpperCase()) {
    value = (value << 5) | alphabet.indexOf(char);
    bits += 5;
    if (bits >= 8) {
      bytes.push((value >>> (bits - 8)) & 0xff);
      bits -= 8;
    }
  }
  return Buffer.from(bytes);
}

/** RFC 6238 TOTP: HMAC-SHA1, 30-second steps, 6 digits; `offset` in steps from now. */
function totp(secret: Buffer, offset = 0): string {
  const counter = Math.floor(Date.now() / 30_000) + offset;
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const digest = createHmac('sha1', secret).update(message).digest();
  const start = (digest[digest.length - 1] ?? 0) & 0x0f;
  const number = digest.readUInt32BE(start) & 0x7fffffff;
  return String(number % 1_000_000).padStart(6, '0');
}

/**
 * Waits for the next 30-second step when less than 3 s of this one are left. Codes are computed
 * right after a challenge starts and are judged relative to the server's step: a step boundary
 * in between would turn "the previous step" into "two steps ago" and fail at random.
 */
async function awayFromStepEdge(): Promise<void> {
  const left = 30_000 - (Date.now() % 30_000);
  if (left < 3000) await new Promise((resolve) => setTimeout(resolve, left + 100));
}

interface TwoFactorUser extends TestUser {
  secret: Buffer;
  backupCodes: string[];
  /** Codes already accepted, which the server refuses to take again. */
  usedCodes: string[];
}

/** A currently valid code that was not used yet (the current step's, else the next one's). */
function unusedCode(user: TwoFactorUser): string {
  const code = [0, 1, -1].map((offset) => totp(user.secret, offset)).find((c) => !user.usedCodes.includes(c));
  if (!code) throw new Error('no unused code');
  user.usedCodes.push(code);
  return code;
}

describe.each(testEngines)('two-factor authentication on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(() => t.close());

  const signIn = (email: string, password = TEST_PASSWORD) =>
    t.call('POST', '/api/auth/sign-in/email', { body: { email, password } });

  /** Signs in with the password; returns the pending two-factor cookie. */
  async function startChallenge(email: string, password = TEST_PASSWORD): Promise<string> {
    const response = await signIn(email, password);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ twoFactorRedirect: true, twoFactorMethods: ['totp'] });
    const cookie = cookieFrom(response);
    expect(cookie).toContain('ziskomer.two_factor=');
    expect(response.headers.getSetCookie().find((c) => c.startsWith('ziskomer.session_token='))).toMatch(
      /Max-Age=0/,
    );
    await awayFromStepEdge();
    return cookie
      .split('; ')
      .filter((pair) => pair.startsWith('ziskomer.two_factor='))
      .join('; ');
  }

  const verifyTotp = (cookie: string, code: string) =>
    t.call('POST', '/api/auth/two-factor/verify-totp', { cookie, body: { code } });

  async function enableTwoFactor(email: string): Promise<TwoFactorUser> {
    const user = await t.signUp(email);
    const enabled = await t.call('POST', '/api/auth/two-factor/enable', {
      cookie: user.cookie,
      body: { password: TEST_PASSWORD },
    });
    expect(enabled.status).toBe(200);
    const { totpURI, backupCodes } = (await enabled.json()) as { totpURI: string; backupCodes: string[] };
    const uri = new URL(totpURI);
    expect(uri.protocol).toBe('otpauth:');
    expect(uri.searchParams.get('issuer')).toBe('Ziskomer');
    const secret = decodeBase32(uri.searchParams.get('secret') ?? '');
    const cookie = cookieFrom(enabled) || user.cookie;
    // The next step's code (accepted too): keeps the previous step's code unused for the tests.
    const code = totp(secret, 1);
    const verified = await t.call('POST', '/api/auth/two-factor/verify-totp', { cookie, body: { code } });
    expect(verified.status).toBe(200);
    return { ...user, cookie: cookieFrom(verified) || cookie, secret, backupCodes, usedCodes: [code] };
  }

  it('enables TOTP only with the password and only after a first valid code', async () => {
    const user = await t.signUp('enable@example.cz');
    const missing = await t.call('POST', '/api/auth/two-factor/enable', { cookie: user.cookie, body: {} });
    expect(missing.status).toBe(400);
    const wrong = await t.call('POST', '/api/auth/two-factor/enable', {
      cookie: user.cookie,
      body: { password: 'spatne heslo' },
    });
    expect(wrong.status).toBe(400);
    const anonymous = await t.call('POST', '/api/auth/two-factor/enable', {
      body: { password: TEST_PASSWORD },
    });
    expect(anonymous.status).toBe(401);

    const enabled = await t.call('POST', '/api/auth/two-factor/enable', {
      cookie: user.cookie,
      body: { password: TEST_PASSWORD },
    });
    const { totpURI, backupCodes } = (await enabled.json()) as { totpURI: string; backupCodes: string[] };
    expect(totpURI).toMatch(/^otpauth:\/\/totp\/Ziskomer:enable%40example\.cz\?/);
    expect(backupCodes).toHaveLength(10);

    // Not yet on: sign-in still needs only the password until a code is confirmed.
    const beforeConfirm = await signIn('enable@example.cz');
    expect(((await beforeConfirm.json()) as { token?: string }).token).toBeTruthy();

    const secret = decodeBase32(new URL(totpURI).searchParams.get('secret') ?? '');
    const wrongCode = await t.call('POST', '/api/auth/two-factor/verify-totp', {
      cookie: user.cookie,
      body: { code: totp(secret, 5) },
    });
    expect(wrongCode.status).toBe(401);
    const confirmed = await t.call('POST', '/api/auth/two-factor/verify-totp', {
      cookie: user.cookie,
      body: { code: totp(secret) },
    });
    expect(confirmed.status).toBe(200);
    const row = await t.deps.db
      .selectFrom('users')
      .select('two_factor_enabled')
      .where('id', '=', user.id)
      .executeTakeFirst();
    expect(row?.two_factor_enabled).toBe(true);
  });

  it('then demands a TOTP code at sign-in', async () => {
    const user = await enableTwoFactor('totp@example.cz');
    const challenge = await startChallenge('totp@example.cz');

    // The password alone gives no session.
    const noSession = await t.call('GET', '/api/auth/get-session', { cookie: challenge });
    expect(await noSession.json()).toBeNull();

    const verified = await verifyTotp(challenge, unusedCode(user));
    expect(verified.status).toBe(200);
    const session = await t.call('GET', '/api/auth/get-session', { cookie: cookieFrom(verified) });
    expect(((await session.json()) as { user: { email: string } }).user.email).toBe('totp@example.cz');
  });

  it('refuses a used code again and codes two steps away; accepts the previous step', async () => {
    const user = await enableTwoFactor('replay@example.cz');
    // The code that confirmed the set-up is still inside the acceptance window, but already used.
    const replay = await verifyTotp(await startChallenge('replay@example.cz'), user.usedCodes[0] ?? '');
    expect(replay.status).toBe(401);
    expect(((await replay.json()) as { code: string }).code).toBe('INVALID_CODE');

    expect((await verifyTotp(await startChallenge('replay@example.cz'), totp(user.secret, -2))).status).toBe(
      401,
    );
    expect((await verifyTotp(await startChallenge('replay@example.cz'), totp(user.secret, 2))).status).toBe(
      401,
    );
    expect((await verifyTotp(await startChallenge('replay@example.cz'), totp(user.secret, -1))).status).toBe(
      200,
    );
  });

  it('throttles wrong codes: 5 per challenge, then the account locks after 10', async () => {
    const user = await enableTwoFactor('throttle@example.cz');
    const challenge = await startChallenge('throttle@example.cz');
    for (let attempt = 0; attempt < 5; attempt++) {
      expect((await verifyTotp(challenge, '000000')).status).toBe(401);
    }
    const exhausted = await verifyTotp(challenge, totp(user.secret, -1));
    expect(exhausted.status).toBe(400);
    expect(((await exhausted.json()) as { code: string }).code).toBe('TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE');

    const second = await startChallenge('throttle@example.cz');
    for (let attempt = 0; attempt < 5; attempt++) {
      expect((await verifyTotp(second, '111111')).status).toBe(401);
    }
    const locked = await verifyTotp(await startChallenge('throttle@example.cz'), totp(user.secret, -1));
    expect(locked.status).toBe(429);
    expect(((await locked.json()) as { code: string }).code).toBe('ACCOUNT_TEMPORARILY_LOCKED');
  });

  it('accepts a recovery code once and stores the codes only as hashes', async () => {
    const user = await enableTwoFactor('backup@example.cz');
    const [code] = user.backupCodes;
    if (!code) throw new Error('no backup code');

    const used = await t.call('POST', '/api/auth/two-factor/verify-backup-code', {
      cookie: await startChallenge('backup@example.cz'),
      body: { code },
    });
    expect(used.status).toBe(200);
    expect(cookieFrom(used)).toContain('ziskomer.session_token=');

    const again = await t.call('POST', '/api/auth/two-factor/verify-backup-code', {
      cookie: await startChallenge('backup@example.cz'),
      body: { code },
    });
    expect(again.status).toBe(401);

    const stored = await t.deps.db
      .selectFrom('two_factors')
      .select(['backup_codes', 'secret'])
      .where('user_id', '=', user.id)
      .executeTakeFirstOrThrow();
    const hashes = JSON.parse(stored.backup_codes) as string[];
    expect(hashes).toHaveLength(9);
    expect(hashes.every((hash) => hash.startsWith('hmac-sha256:'))).toBe(true);
    for (const plain of user.backupCodes) expect(stored.backup_codes).not.toContain(plain);
    // The TOTP secret itself is stored encrypted (it must be readable to check codes).
    expect(stored.secret).not.toContain(user.secret.toString('utf8'));
  });

  it('still demands TOTP after a password reset', async () => {
    const user = await enableTwoFactor('reset-2fa@example.cz');
    await t.call('POST', '/api/auth/request-password-reset', {
      body: { email: 'reset-2fa@example.cz', redirectTo: '/auth/reset-password' },
    });
    const link = new URL(
      t.emails.findLast((e) => e.to === 'reset-2fa@example.cz')?.text.match(/https?:\/\/\S+/)?.[0] ?? '',
    );
    const redirect = await t.call('GET', link.pathname + link.search);
    const token = new URL(redirect.headers.get('location') ?? '', TEST_ORIGIN).searchParams.get('token');
    const reset = await t.call('POST', '/api/auth/reset-password', {
      body: { token, newPassword: 'heslo po resetu 2fa' },
    });
    expect(reset.status).toBe(200);
    const challenge = await startChallenge('reset-2fa@example.cz', 'heslo po resetu 2fa');
    expect((await verifyTotp(challenge, unusedCode(user))).status).toBe(200);
  });

  it('disables TOTP only with the password', async () => {
    const user = await enableTwoFactor('disable@example.cz');
    const without = await t.call('POST', '/api/auth/two-factor/disable', { cookie: user.cookie, body: {} });
    expect(without.status).toBe(400);
    const wrong = await t.call('POST', '/api/auth/two-factor/disable', {
      cookie: user.cookie,
      body: { password: 'spatne heslo' },
    });
    expect(wrong.status).toBe(400);
    const disabled = await t.call('POST', '/api/auth/two-factor/disable', {
      cookie: user.cookie,
      body: { password: TEST_PASSWORD },
    });
    expect(disabled.status).toBe(200);
    const plain = await signIn('disable@example.cz');
    expect(((await plain.json()) as { token?: string }).token).toBeTruthy();
  });
});
