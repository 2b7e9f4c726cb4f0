import { randomInt } from 'node:crypto';
import { rmSync } from 'node:fs';
import type { TrackingKeys } from '@ziskomer/contracts';
import { createDb } from '@ziskomer/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BROWSER_CALLS_PER_ADDRESS } from '../../src/modules/order-tracking/browser-rate-limiter.ts';
import { createTestApp, type TestApp, type TestUser } from '../helpers/test-app.ts';
import { createTestDb, testEngines } from '../helpers/test-db.ts';
import { createShop } from './imports-test-kit.ts';

/** A random documentation-range address, so no two tests share a counter. */
const randomIp = () => `203.0.${randomInt(0, 255)}.${randomInt(1, 254)}`;

/**
 * Two apps on one database, like two server processes behind a load balancer: on PostgreSQL each
 * has a connection pool of its own; PGlite has a single connection, so they share the handle.
 * Hits split between the two must be counted together.
 */
describe.each(testEngines)('rate limits shared by two app instances on %s', (engine) => {
  let a: TestApp;
  let b: TestApp;
  let owner: TestUser;
  let keys: TrackingKeys;
  let origin: string;
  let clock = new Date();
  const now = () => clock;

  beforeAll(async () => {
    const first = await createTestDb(engine);
    const second = first.url ? await createDb({ url: first.url, dataDir: 'memory://' }) : first;
    a = await createTestApp(engine, { db: first, rateLimit: true, now });
    b = await createTestApp(engine, { db: second, rateLimit: true, now });
    owner = await a.signUp(`limits-${engine}@example.cz`, 'Eva Majitelová');
    const shopId = await createShop(a, owner, 'Limity');
    const created = await a.call('POST', `/api/shops/${shopId}/order-tracking/keys`, {
      cookie: owner.cookie,
    });
    keys = (await created.json()) as TrackingKeys;
    origin = keys.allowedOrigins[0]!;
  });
  afterAll(async () => {
    if (b.deps.db !== a.deps.db) await b.close();
    else rmSync(b.deps.config.importsDir, { recursive: true, force: true });
    await a.close();
  });

  const signIn = (app: TestApp, ip: string, attempt: number) =>
    app.call('POST', '/api/auth/sign-in/email', {
      // A new e-mail each time, so the per-account soft lock does not interfere.
      body: { email: `spray-${attempt}-${ip}@example.cz`, password: 'spatne heslo' },
      headers: { 'x-ziskomer-client-ip': ip },
    });
  const track = (app: TestApp, ip: string, id: string) =>
    app.app.request(`/api/track/${keys.publicKey}/orders`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin, 'x-ziskomer-client-ip': ip },
      body: JSON.stringify({ id, is_test: true }),
    });
  const counters = async () =>
    (await a.deps.db.selectFrom('rate_limits').select(['key', 'hits']).orderBy('key').execute()).map(
      (row) => `${row.key}=${row.hits}`,
    );

  it('counts sign-ins from one address on both instances against one limit of 10 a minute', async () => {
    const ip = randomIp();
    for (let attempt = 1; attempt <= 10; attempt++) {
      const response = await signIn(attempt % 2 ? a : b, ip, attempt);
      expect(response.status).toBe(401);
    }
    for (const app of [a, b]) {
      const limited = await signIn(app, ip, 11);
      expect(limited.status).toBe(429);
      expect(Number(limited.headers.get('x-retry-after'))).toBeGreaterThan(0);
    }
    // The count is a row in the database, not in either instance's memory.
    expect((await counters()).filter((row) => row.includes(ip))).toEqual([
      expect.stringMatching(/^auth:.*\/sign-in\/email=11$/),
    ]);
  });

  it('lets exactly 10 of 24 simultaneous sign-ins through, split between the instances', async () => {
    const ip = randomIp();
    const responses = await Promise.all(
      Array.from({ length: 24 }, (_, attempt) => signIn(attempt % 2 ? a : b, ip, attempt)),
    );
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 401)).toHaveLength(10);
    expect(statuses.filter((status) => status === 429)).toHaveLength(14);
  });

  it('counts browser tracking calls on both instances against one limit per address', async () => {
    const ip = randomIp();
    for (let i = 0; i < BROWSER_CALLS_PER_ADDRESS; i++) {
      const response = await track(i % 2 ? a : b, ip, `evt-shared-${ip}-${i}`);
      expect(response.status, await response.clone().text()).toBe(201);
    }
    for (const app of [a, b]) {
      const over = await track(app, ip, `evt-shared-${ip}-over`);
      expect(over.status).toBe(429);
      expect(((await over.json()) as { error: { code: string } }).error.code).toBe('rate_limited');
    }
    // Refused calls count too (22 hits), and the window of a minute holds on both instances.
    expect((await counters()).filter((row) => row.includes(ip))).toEqual([
      expect.stringMatching(/^track-ip:.*=22$/),
    ]);
    clock = new Date(clock.getTime() + 60_000);
    expect((await track(b, ip, `evt-shared-${ip}-later`)).status).toBe(201);
  });

  it('lets exactly 20 of 30 simultaneous tracking calls through, split between the instances', async () => {
    const ip = randomIp();
    const responses = await Promise.all(
      Array.from({ length: 30 }, (_, i) => track(i % 2 ? a : b, ip, `evt-burst-${ip}-${i}`)),
    );
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(BROWSER_CALLS_PER_ADDRESS);
    expect(statuses.filter((status) => status === 429)).toHaveLength(30 - BROWSER_CALLS_PER_ADDRESS);
  });

  it('writes no counter for requests that are not rate limited', async () => {
    const before = await counters();
    // A signed-in API request and an auth call made in code (the session lookup) are not limited.
    expect((await b.call('GET', '/api/me', { cookie: owner.cookie })).status).toBe(200);
    expect(await counters()).toEqual(before);
  });

  it('deletes windows that have ended on the way of a later hit', async () => {
    expect((await counters()).length).toBeGreaterThan(0);
    clock = new Date(clock.getTime() + 2 * 60 * 60_000);
    const ip = randomIp();
    expect((await signIn(a, ip, 1)).status).toBe(401);
    // Everything older (the longest window, password reset, is one hour) is gone.
    expect(await counters()).toEqual([
      expect.stringMatching(new RegExp(`^auth:.*${ip.replaceAll('.', '\\.')}`)),
    ]);
  });
});
