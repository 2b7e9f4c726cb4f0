import { randomInt } from 'node:crypto';
import { generateId } from 'better-auth';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createAuth } from '../../src/modules/auth/auth.ts';
import { hashPassword, verifyPassword, withHashSlot } from '../../src/modules/auth/password-hash.ts';
import { clearSignInFailures, SIGN_IN_MAX_FAILURES } from '../../src/modules/auth/sign-in-lockout.ts';
import { cookieFrom, createTestApp, TEST_ORIGIN, TEST_PASSWORD, type TestApp } from '../helpers/test-app.ts';
import { createTestDb, testEngines } from '../helpers/test-db.ts';

// Counts every Argon2 call while still hashing for real: proves which answers come before hashing.
vi.mock('../../src/modules/auth/password-hash.ts', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../src/modules/auth/password-hash.ts')>();
  return {
    ...original,
    hashPassword: vi.fn(original.hashPassword),
    verifyPassword: vi.fn(original.verifyPassword),
  };
});

const hashCalls = () =>
  vi.mocked(hashPassword).mock.calls.length + vi.mocked(verifyPassword).mock.calls.length;

/** A random documentation-range address, so rate-limit buckets never carry over between tests. */
const randomIp = () => `198.51.${randomInt(0, 255)}.${randomInt(1, 254)}`;

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};

describe.each(testEngines)('authentication security on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(() => t.close());

  const signIn = (email: string, password: string, headers?: Record<string, string>) =>
    t.call('POST', '/api/auth/sign-in/email', { body: { email, password }, headers });

  describe('no user enumeration', () => {
    it('answers a wrong password and an unknown e-mail with the same status and body', async () => {
      await t.signUp('enum@example.cz');
      const wrong = await signIn('enum@example.cz', 'spatne heslo 1');
      const unknown = await signIn('nikdo@example.cz', 'spatne heslo 1');
      expect(wrong.status).toBe(401);
      expect(unknown.status).toBe(401);
      expect(await unknown.json()).toEqual(await wrong.json());
    });

    it('spends the same hashing time on an unknown e-mail as on a wrong password', async () => {
      await t.signUp('timing@example.cz');
      const known: number[] = [];
      const unknown: number[] = [];
      // Interleaved, so a burst of load on the shared machine hits both series alike.
      for (let run = 0; run < 25; run++) {
        for (const [email, series] of [
          ['timing@example.cz', known],
          [`nikdo-${run}@example.cz`, unknown],
        ] as const) {
          const started = performance.now();
          const response = await signIn(email, 'spatne heslo 2');
          series.push(performance.now() - started);
          expect(response.status).toBe(401);
        }
        // Outside the timed part: keep the known account under its soft-lock threshold.
        await clearSignInFailures(t.deps.db, 'timing@example.cz');
      }
      // Skipping the hash for an unknown e-mail would make the difference the whole hashing time;
      // a quarter of it (at least 20 ms) leaves room for a neighbour's load on a shared machine.
      expect(Math.abs(median(known) - median(unknown))).toBeLessThan(Math.max(20, median(known) / 4));
    });
  });

  describe('per-account soft lock', () => {
    it(`locks an account after ${SIGN_IN_MAX_FAILURES} wrong passwords from many addresses, before hashing`, async () => {
      await t.signUp('locked@example.cz');
      for (let attempt = 0; attempt < SIGN_IN_MAX_FAILURES; attempt++) {
        const response = await signIn('locked@example.cz', `spatne heslo ${attempt}`, {
          'x-ziskomer-client-ip': randomIp(),
        });
        expect(response.status).toBe(401);
      }
      const calls = hashCalls();
      const locked = await signIn('locked@example.cz', TEST_PASSWORD, { 'x-ziskomer-client-ip': randomIp() });
      expect(locked.status).toBe(429);
      expect(((await locked.json()) as { code: string }).code).toBe('ACCOUNT_LOCKED');
      expect(hashCalls()).toBe(calls);

      // The way out while locked: a password reset works and lifts the lock.
      const request = await t.call('POST', '/api/auth/request-password-reset', {
        body: { email: 'locked@example.cz', redirectTo: '/auth/reset-password' },
      });
      expect(request.status).toBe(200);
      const link = new URL(
        t.emails.findLast((e) => e.to === 'locked@example.cz')?.text.match(/https?:\/\/\S+/)?.[0] ?? '',
      );
      const redirect = await t.call('GET', link.pathname + link.search);
      const token = new URL(redirect.headers.get('location') ?? '', TEST_ORIGIN).searchParams.get('token');
      const reset = await t.call('POST', '/api/auth/reset-password', {
        body: { token, newPassword: 'odemknute heslo 1' },
      });
      expect(reset.status).toBe(200);
      expect((await signIn('locked@example.cz', 'odemknute heslo 1')).status).toBe(200);
    });

    it('locks an unknown e-mail the same way, so the lock reveals nothing', async () => {
      for (let attempt = 0; attempt < SIGN_IN_MAX_FAILURES; attempt++) {
        expect((await signIn('neexistuje@example.cz', `spatne ${attempt}`)).status).toBe(401);
      }
      const locked = await signIn('neexistuje@example.cz', 'spatne posledni');
      expect(locked.status).toBe(429);
      expect(((await locked.json()) as { code: string }).code).toBe('ACCOUNT_LOCKED');
    });

    it('forgets failures after a successful sign-in', async () => {
      await t.signUp('forgets@example.cz');
      for (let attempt = 0; attempt < SIGN_IN_MAX_FAILURES - 1; attempt++) {
        expect((await signIn('forgets@example.cz', `spatne ${attempt}`)).status).toBe(401);
      }
      expect((await signIn('forgets@example.cz', TEST_PASSWORD)).status).toBe(200);
      expect((await signIn('forgets@example.cz', 'spatne znovu')).status).toBe(401);
      expect((await signIn('forgets@example.cz', TEST_PASSWORD)).status).toBe(200);
    });
  });

  describe('flood of password requests', () => {
    it('stays up under 200 parallel wrong passwords; the hash queue is bounded', async () => {
      await t.signUp('flood@example.cz');
      await t.signUp('after-flood@example.cz');
      const healthTimes: number[] = [];
      const flood = Array.from({ length: 200 }, (_, i) =>
        signIn(i % 2 ? 'flood@example.cz' : `flood-${i}@example.cz`, `spatne ${i}`),
      );
      const probes = (async () => {
        for (let probe = 0; probe < 10; probe++) {
          const started = performance.now();
          const health = await t.call('GET', '/api/health');
          healthTimes.push(performance.now() - started);
          expect(health.status).toBe(200);
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
      })();
      const responses = await Promise.all(flood);
      await probes;
      const statuses = responses.map((r) => r.status);
      expect(statuses.every((status) => status === 401 || status === 429)).toBe(true);
      const refused = await Promise.all(
        responses
          .filter((r) => r.status === 429)
          .map(async (r) => ((await r.json()) as { code: string }).code),
      );
      expect(refused.every((code) => code === 'SERVER_BUSY' || code === 'ACCOUNT_LOCKED')).toBe(true);
      expect(median(healthTimes)).toBeLessThan(100);
      // Everything works normally afterwards (the flooded account itself is soft-locked by now).
      expect((await signIn('after-flood@example.cz', TEST_PASSWORD)).status).toBe(200);
    });
  });

  describe('hash queue', () => {
    it('runs 4 hashes at once, queues 64 and refuses the rest at once with 429', async () => {
      let release!: () => void;
      const gate = new Promise<void>((resolve) => {
        release = resolve;
      });
      let started = 0;
      const jobs = Array.from({ length: 100 }, () =>
        withHashSlot(async () => {
          started++;
          await gate;
        }).then(
          () => 'done',
          (error: { statusCode?: number; body?: { code?: string } }) =>
            `${error.statusCode} ${error.body?.code}`,
        ),
      );
      await new Promise((resolve) => setTimeout(resolve, 10));
      expect(started).toBe(4);
      release();
      const results = await Promise.all(jobs);
      expect(results.filter((r) => r === 'done')).toHaveLength(68);
      expect(results.filter((r) => r === '429 SERVER_BUSY')).toHaveLength(32);
      expect(started).toBe(68);
    });
  });

  describe('CSRF', () => {
    it('refuses a sign-in from a foreign Origin with 403', async () => {
      await t.signUp('csrf@example.cz');
      const response = await signIn('csrf@example.cz', TEST_PASSWORD, { origin: 'https://evil.example' });
      expect(response.status).toBe(403);
      expect(((await response.json()) as { error: { code: string } }).error.code).toBe('foreign_origin');
    });

    it('refuses a text/plain body (a cross-site form) with 403', async () => {
      const response = await t.app.request('/api/auth/sign-in/email', {
        method: 'POST',
        headers: { 'content-type': 'text/plain' },
        body: JSON.stringify({ email: 'csrf@example.cz', password: TEST_PASSWORD }),
      });
      expect(response.status).toBe(403);
      expect(cookieFrom(response)).toBe('');
    });

    it('refuses a foreign Referer when there is no Origin', async () => {
      const response = await t.app.request('/api/auth/sign-out', {
        method: 'POST',
        headers: { referer: 'https://evil.example/page', 'content-type': 'application/json' },
        body: '{}',
      });
      expect(response.status).toBe(403);
    });
  });

  describe('session identifiers', () => {
    it('issues a new unguessable session on sign-in; a planted cookie is worthless', async () => {
      await t.signUp('fixation@example.cz');
      const planted = 'ziskomer.session_token=attacker-chosen-value.signature';
      const response = await signIn('fixation@example.cz', TEST_PASSWORD, { cookie: planted });
      expect(response.status).toBe(200);
      const issued = cookieFrom(response);
      expect(issued).toContain('ziskomer.session_token=');
      expect(issued).not.toContain('attacker-chosen-value');
      const plantedSession = await t.call('GET', '/api/auth/get-session', { cookie: planted });
      expect(await plantedSession.json()).toBeNull();
    });

    it('uses session tokens and ids of at least 128 bits, all different', async () => {
      const user = await t.signUp('entropy@example.cz');
      for (let i = 0; i < 5; i++) await signIn('entropy@example.cz', TEST_PASSWORD);
      const rows = await t.deps.db
        .selectFrom('sessions')
        .select(['id', 'token'])
        .where('user_id', '=', user.id)
        .execute();
      expect(rows.length).toBe(6);
      for (const row of rows) {
        // 32 characters of [A-Za-z0-9] = 32 · log2(62) ≈ 190 bits.
        expect(row.token).toMatch(/^[A-Za-z0-9]{32,}$/);
        expect(row.id.length).toBeGreaterThanOrEqual(22);
      }
      expect(new Set(rows.map((r) => r.token)).size).toBe(rows.length);

      // The generator better-auth uses for them, 10,000 times.
      const tokens = Array.from({ length: 10_000 }, () => generateId(32));
      expect(new Set(tokens).size).toBe(10_000);
      expect(tokens.every((token) => /^[A-Za-z0-9]{32}$/.test(token))).toBe(true);
    });
  });

  describe('cookies over HTTPS', () => {
    it('uses the __Host- prefix with Secure, HttpOnly, SameSite and Path=/ and no Domain', async () => {
      const handle = await createTestDb(engine);
      try {
        const origin = 'https://app.ziskomer.cz';
        const auth = createAuth({
          db: handle.db,
          appUrl: origin,
          secret: 'production-like-secret-0123456789abcdef',
          mailer: async () => {},
          isProduction: true,
          rateLimit: { enabled: false },
        });
        const ctx = await auth.$context;
        const user = await ctx.internalAdapter.createUser(
          { email: 'https@example.cz', name: 'Https', emailVerified: true },
          { method: 'email-password' },
        );
        await ctx.internalAdapter.linkAccount({
          userId: user.id,
          providerId: 'credential',
          accountId: user.id,
          password: await ctx.password.hash(TEST_PASSWORD),
        });
        const response = await auth.handler(
          new Request(`${origin}/api/auth/sign-in/email`, {
            method: 'POST',
            headers: { origin, 'content-type': 'application/json' },
            body: JSON.stringify({ email: 'https@example.cz', password: TEST_PASSWORD }),
          }),
        );
        expect(response.status).toBe(200);
        const line = response.headers
          .getSetCookie()
          .find((c) => c.startsWith('__Host-ziskomer.session_token='));
        expect(line).toBeDefined();
        expect(line).toMatch(/;\s*Secure/i);
        expect(line).toMatch(/;\s*HttpOnly/i);
        expect(line).toMatch(/;\s*SameSite=Lax/i);
        expect(line).toMatch(/;\s*Path=\/(;|$)/i);
        expect(line).not.toMatch(/;\s*Domain=/i);

        const session = await auth.handler(
          new Request(`${origin}/api/auth/get-session`, { headers: { cookie: cookieFrom(response) } }),
        );
        expect(((await session.json()) as { user: { email: string } }).user.email).toBe('https@example.cz');
      } finally {
        await handle.close();
      }
    });
  });
});

describe.each(testEngines)('rate limits on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine, { rateLimit: true });
  });
  afterAll(() => t.close());
  beforeEach(() => {
    vi.mocked(hashPassword).mockClear();
    vi.mocked(verifyPassword).mockClear();
  });

  it('answers the 11th sign-in within a minute from one address with 429, before any hashing', async () => {
    const ip = randomIp();
    for (let attempt = 1; attempt <= 10; attempt++) {
      const response = await t.call('POST', '/api/auth/sign-in/email', {
        body: { email: `spray-${attempt}@example.cz`, password: 'spatne heslo' },
        headers: { 'x-ziskomer-client-ip': ip },
      });
      expect(response.status).toBe(401);
    }
    expect(hashCalls()).toBe(10);
    const limited = await t.call('POST', '/api/auth/sign-in/email', {
      body: { email: 'spray-11@example.cz', password: 'spatne heslo' },
      headers: { 'x-ziskomer-client-ip': ip },
    });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('x-retry-after'))).toBeGreaterThan(0);
    expect(hashCalls()).toBe(10);

    // Another address is not affected.
    const other = await t.call('POST', '/api/auth/sign-in/email', {
      body: { email: 'spray-12@example.cz', password: 'spatne heslo' },
      headers: { 'x-ziskomer-client-ip': randomIp() },
    });
    expect(other.status).toBe(401);
  });

  it('throttles password-reset requests from one address', async () => {
    const ip = randomIp();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 11; attempt++) {
      const response = await t.call('POST', '/api/auth/request-password-reset', {
        body: { email: 'reset-flood@example.cz', redirectTo: '/auth/reset-password' },
        headers: { 'x-ziskomer-client-ip': ip },
      });
      statuses.push(response.status);
    }
    expect(statuses.slice(0, 10).every((status) => status === 200)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});
