import { withScope } from '@ziskomer/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureOrdersCsv, startOrdersCsvImport } from '../../../../../bench/lib/import-orders-csv.ts';
import { createAppJobRunner } from '../../../src/jobs/create-app-job-runner.ts';
import { createTestApp, TEST_PASSWORD, type TestApp, type TestUser } from '../../helpers/test-app.ts';

/*
 * No shop's work stalls another (docs/ARCHITECTURE.md "Rollups"), on PostgreSQL: two shops get
 * the same generated export through the real CSV import, one after the other, each followed by
 * its rollups' refresh job. The second shop's refresh plans on statistics that first knew only
 * the first shop — where it once went quadratic (15 minutes for one statement at 50,000 orders
 * each) — and must cost what its own data costs: at most 1.5 × the first shop's. Meanwhile a
 * third user signs in and reads reports, each answer within a second: the refresh runs on the
 * background pool, holds no lock a request waits for, and reports only read.
 *
 * ROLLUP_TENANT_ORDERS sets the orders per shop (10,000 by default, to stay within CI's time on
 * two cores; a quadratic plan shows at this size as a ratio of ten and more). `npm run
 * bench:rollups` prints the same scenario at 50,000.
 */
const ORDERS = Number(process.env.ROLLUP_TENANT_ORDERS ?? 10_000);

describe.skipIf(!process.env.TEST_DATABASE_URL)('rollups of two shops on postgres', () => {
  let t: TestApp;
  let owner: TestUser;
  let reader: TestUser;
  let readerShop: string;
  let file: string;

  beforeAll(async () => {
    t = await createTestApp('postgres');
    owner = await t.signUp('dva-obchody@example.cz');
    reader = await t.signUp('treti@example.cz');
    readerShop = await createShop(reader, 'treti-obchod.cz');
    await t.call('POST', `/api/shops/${readerShop}/orders`, {
      cookie: reader.cookie,
      body: {
        orderId: 'T1',
        orderDate: '2024-12-01T10:00:00+01:00',
        revenue: 990,
        customerEmail: 'a@example.cz',
      },
    });
    await t.settle();
    ({ file } = await ensureOrdersCsv(ORDERS, `bench/data/orders-import-${ORDERS}.csv`));
  }, 120_000);
  afterAll(() => t?.close());

  async function createShop(user: TestUser, domain: string): Promise<string> {
    const response = await t.call('POST', '/api/shops', {
      cookie: user.cookie,
      body: { name: domain, domain },
    });
    expect(response.status).toBe(201);
    return ((await response.json()) as { id: string }).id;
  }

  /** Requests of the third user while the background work runs: each one's time in ms. */
  async function readWhile(work: Promise<unknown>): Promise<{ what: string; ms: number }[]> {
    const timings: { what: string; ms: number }[] = [];
    let done = false;
    const finished = work.finally(() => {
      done = true;
    });
    const timed = async (what: string, request: () => Promise<Response>) => {
      const started = performance.now();
      const response = await request();
      expect(response.status, `${what}: ${await response.clone().text()}`).toBe(200);
      await response.arrayBuffer();
      timings.push({ what, ms: performance.now() - started });
    };
    while (!done) {
      await timed('sign-in', () =>
        t.call('POST', '/api/auth/sign-in/email', { body: { email: reader.email, password: TEST_PASSWORD } }),
      );
      await timed('me', () => t.call('GET', '/api/me', { cookie: reader.cookie }));
      for (const report of ['orders', 'customers', 'marketing']) {
        await timed(report, () =>
          t.call('GET', `/api/shops/${readerShop}/analytics/${report}?period=all`, { cookie: reader.cookie }),
        );
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    await finished;
    return timings;
  }

  async function importAndRefresh(shopId: string) {
    await startOrdersCsvImport(t, owner.cookie, shopId, file);
    const timings = await readWhile(createAppJobRunner(t.deps).runUntilIdle());
    const state = await withScope(t.deps.db, { userId: null, shopId }, (trx) =>
      trx.selectFrom('analytics_refresh_state').select(['duration_ms', 'days']).executeTakeFirstOrThrow(),
    );
    return { refreshMs: state.duration_ms, timings };
  }

  // A ratio of two wall times on a shared machine: one retry (with new shops) absorbs a burst of a
  // neighbour's load; the quadratic plan this guards against made it 3.2 at 50,000 orders.
  let attempt = 0;
  it("refreshes the second shop in about the first one's time while others read at once", {
    retry: 1,
    timeout: 600_000,
  }, async () => {
    attempt++;
    const first = await importAndRefresh(await createShop(owner, `prvni-obchod-${attempt}.cz`));
    const second = await importAndRefresh(await createShop(owner, `druhy-obchod-${attempt}.cz`));
    console.info(
      `rollups refresh, ${ORDERS} orders per shop: first ${first.refreshMs} ms, second ${second.refreshMs} ms`,
    );
    expect(second.refreshMs).toBeLessThanOrEqual(1.5 * first.refreshMs);
    const timings = [...first.timings, ...second.timings];
    expect(timings.length).toBeGreaterThan(5);
    const slow = timings.filter((timing) => timing.ms >= 1000);
    expect(slow, JSON.stringify(slow)).toEqual([]);
  });
});
