import { request as httpRequest } from 'node:http';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveTestApp } from '../helpers/serve-test-app.ts';
import { createTestApp, TEST_ORIGIN, type TestApp, type TestUser } from '../helpers/test-app.ts';
import { createTestDb, testEngines } from '../helpers/test-db.ts';
import { createShop } from './imports-test-kit.ts';

/**
 * A request whose client has gone away gives its database connection up (issue 11, item 7), over
 * a real HTTP server whose client closes its socket mid-request. On PostgreSQL a report blocked
 * behind a lock — as reports once waited on the rollups' lock — is cancelled and its connection
 * freed: with a request pool of one connection, the next request answers at once. On PGlite a
 * request waiting for the one connection leaves the queue and never runs.
 */
describe.each(testEngines)('requests whose client has gone away on %s', (engine) => {
  let t: TestApp;
  let owner: TestUser;
  let shopId: string;
  let url: string | undefined;
  let server: Awaited<ReturnType<typeof serveTestApp>>;

  beforeAll(async () => {
    // One request connection: a connection still held by a request nobody waits for would stall
    // every later one for the 30 s statement timeout.
    const poolSize = process.env.DB_POOL_SIZE;
    process.env.DB_POOL_SIZE = '1';
    const handle = await createTestDb(engine);
    if (poolSize === undefined) delete process.env.DB_POOL_SIZE;
    else process.env.DB_POOL_SIZE = poolSize;
    url = handle.url;
    t = await createTestApp(engine, { db: handle });
    owner = await t.signUp(`abandoned-${engine}@example.cz`, 'Odběratelka');
    shopId = await createShop(t, owner, 'Opuštěný');
    server = await serveTestApp(t);
  });
  afterAll(async () => {
    await server.close();
    await t.close();
  });

  /** Sends a request over a connection of its own; `hangUp` closes it before any answer. */
  function send(method: string, path: string, body?: unknown) {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const sent = httpRequest({
      host: '127.0.0.1',
      port: server.port,
      method,
      path,
      agent: false,
      headers: {
        cookie: owner.cookie,
        origin: TEST_ORIGIN,
        ...(payload ? { 'content-type': 'application/json' } : {}),
      },
    });
    sent.on('error', () => {});
    sent.end(payload);
    return { hangUp: () => sent.destroy() };
  }

  async function timed(path: string): Promise<{ status: number; ms: number }> {
    const started = performance.now();
    const response = await fetch(`${server.origin}${path}`, {
      headers: { cookie: owner.cookie, origin: TEST_ORIGIN },
    });
    await response.arrayBuffer();
    return { status: response.status, ms: performance.now() - started };
  }

  it.runIf(engine === 'postgres')(
    'cancels the running statement of a request whose client hangs up and frees its connection',
    async () => {
      // One session holds the lock; another watches (a transaction sees one snapshot of the activity).
      const admin = new pg.Client({ connectionString: url });
      const locker = new pg.Client({ connectionString: url });
      await Promise.all([admin.connect(), locker.connect()]);
      try {
        const appSessions = (state: string) =>
          admin
            .query<{ count: string }>(
              `SELECT count(*) FROM pg_stat_activity
               WHERE datname = current_database() AND pid <> pg_backend_pid() AND state = $1
                 AND query ILIKE '%from "orders"%'`,
              [state],
            )
            .then((result) => Number(result.rows[0]!.count));
        // The orders report waits behind a lock until the test lets go of it.
        await locker.query('BEGIN');
        await locker.query('LOCK TABLE orders IN ACCESS EXCLUSIVE MODE');
        const report = send('GET', `/api/shops/${shopId}/orders`);
        await expect.poll(() => appSessions('active'), { timeout: 10_000 }).toBe(1);

        report.hangUp();
        const hungUp = performance.now();
        await expect.poll(() => appSessions('active'), { timeout: 1_000, interval: 50 }).toBe(0);
        expect(performance.now() - hungUp).toBeLessThan(1_000);
        // The one request connection is free again although the lock is still held.
        const next = await timed('/api/me');
        expect(next.status).toBe(200);
        expect(next.ms).toBeLessThan(1_000);
        await locker.query('ROLLBACK');
        // The freed connection was closed rather than pooled, and replaced: reports answer.
        expect((await timed(`/api/shops/${shopId}/orders`)).status).toBe(200);
      } finally {
        await Promise.all([admin.end(), locker.end()]);
      }
    },
  );

  it.runIf(engine === 'pglite')(
    'lets a request waiting for the embedded connection leave the queue when its client hangs up',
    async () => {
      // Background work holds the one connection, so the request waits for it.
      let releaseBackground!: () => void;
      const backgroundHeld = new Promise<void>((resolve) => {
        releaseBackground = resolve;
      });
      let holding!: () => void;
      const isHolding = new Promise<void>((resolve) => {
        holding = resolve;
      });
      const background = t.deps.backgroundDb.transaction().execute(async (trx) => {
        await sql`SELECT 1`.execute(trx);
        holding();
        await backgroundHeld;
      });
      await isHolding;
      const creation = send('POST', '/api/shops', { name: 'Nikdy', domain: 'nikdy-nevznikne.cz' });
      await expect.poll(() => t.deps.requestWaitMs(), { timeout: 5_000 }).toBeGreaterThan(0);

      creation.hangUp();
      await expect.poll(() => t.deps.requestWaitMs(), { timeout: 1_000, interval: 20 }).toBe(0);
      releaseBackground();
      await background;
      // The request never ran: no session lookup, no shop.
      const shops = await t.call('GET', '/api/shops', { cookie: owner.cookie });
      const names = ((await shops.json()) as { items: { name: string }[] }).items.map((shop) => shop.name);
      expect(names).toEqual(['Opuštěný']);
    },
  );
});
