import { existsSync, readFileSync } from 'node:fs';
import type { GoogleConnector } from '@ziskomer/contracts';
import { type Database, withScope } from '@ziskomer/db';
import { getZonedDay } from '@ziskomer/domain';
import { sql, type Transaction } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appJobs, getAppJob } from '../../src/jobs/app-jobs.ts';
import { createAppJobRunner } from '../../src/jobs/create-app-job-runner.ts';
import { REPORTS } from '../../src/modules/analytics/reports/index.ts';
import { SYNC_JOB_KIND, TARGETS_JOB_KIND } from '../../src/modules/connections/connection-jobs.ts';
import { fillDemoOrders } from '../../src/modules/demo/fill-demo-orders.ts';
import { writeAdSpend } from '../../src/modules/ingest/index.ts';
import { type FakeGoogle, startFakeGoogle } from '../fakes/google/fake-google.ts';
import { type DeathPoint, statementNaming } from '../helpers/dying-database.ts';
import { readLatestJob, runDyingJob } from '../helpers/run-dying-job.ts';
import { createTestApp, type TestApp, type TestUser } from '../helpers/test-app.ts';
import { testEngines } from '../helpers/test-db.ts';
import {
  ACCOUNTS,
  campaignDays,
  connectGoogleAds,
  createGoogleTestApp,
  ga4Days,
} from './google-ads-test-kit.ts';
import { businessScenario, lastJobOf, merchantScenario, searchRows } from './google-products-test-kit.ts';
import { createShop } from './imports-test-kit.ts';

/** The app's rollups job, with the budget alerts it runs after a refresh. */
const analyticsRollupsJob = getAppJob('analytics-rollups')!;

/**
 * Where each job kind's crash test lives: a runner dies in the middle of a job of that kind, and
 * another one takes the job over once its lease has run out, without losing or repeating work.
 */
const CRASH_TESTS: Record<string, string> = {
  'orders-import': 'imports-policy.test.ts',
  'scheduled-import': 'import-schedules.test.ts',
  'demo-fill': 'demo-data.test.ts',
  'analytics-rollups': 'jobs-crash-resume.test.ts',
  'budget-alerts': 'jobs-crash-resume.test.ts',
  'marketing-statistics': 'jobs-crash-resume.test.ts',
  ...Object.fromEntries(
    [...Object.values(TARGETS_JOB_KIND), ...Object.values(SYNC_JOB_KIND)].map((kind) => [
      kind,
      'jobs-crash-resume.test.ts',
    ]),
  ),
  'eshop-platform-sync': 'eshop-platform-connection.test.ts',
  'eshop-platform-order': 'eshop-platform-connection.test.ts',
  'eshop-platform-webhooks-removal': 'eshop-platform-connection.test.ts',
  'email-digest': 'digests/digest-crash.test.ts',
  'digest-preview': 'digests/digest-crash.test.ts',
  'anomaly-alerts': 'digests/digest-crash.test.ts',
  'xml-feed': 'xml-feeds/xml-feeds-api.test.ts',
  'profit-upload': 'profit-upload-google.test.ts',
};

describe('crash tests', () => {
  it('exist for every job kind of the app', () => {
    expect(Object.keys(CRASH_TESTS).sort()).toEqual(appJobs.map((job) => job.kind).sort());
    for (const file of Object.values(CRASH_TESTS)) {
      const path = new URL(file, import.meta.url);
      expect(existsSync(path), file).toBe(true);
      // A runner killed by hand, or by runDyingJob when its database dies.
      expect(readFileSync(path, 'utf8'), file).toMatch(/\.kill\(\)|runDyingJob\(/);
    }
  });
});

/**
 * The analytics rollups' refresh dies part way — while claiming its marks, between the claim and
 * the recompute, in the middle of the recompute — and a second runner takes the job over after
 * its lease. Every report of the shop then equals that of a twin shop with the same orders whose
 * refresh ran undisturbed, and no mark is left: nothing lost, nothing counted twice.
 */
describe.each(testEngines)('a crash in the middle of the analytics rollups on %s', (engine) => {
  const now = new Date('2026-03-15T10:00:00Z');
  const LEASE_MS = 600;
  let t: TestApp;
  let owner: TestUser;
  let twin: string;

  /** A shop with the same 400 generated orders each time, its refresh queued but not run. */
  async function createShopWithOrders(name: string): Promise<string> {
    const shopId = await createShop(t, owner, name);
    await fillDemoOrders(
      t.deps.db,
      { id: shopId, domain: 'dvojce.cz', profile: 'coffee', seed: 11 },
      { orders: 400, today: now },
    );
    return shopId;
  }

  /** Runs the queued refresh (of the shop just filled) on a runner whose database dies at `at` (0: never). */
  const runQueuedRollups = (at: DeathPoint) => runDyingJob(t, analyticsRollupsJob.kind, at, LEASE_MS);
  const rollupsJobOf = (shopId: string) => readLatestJob(t, shopId, analyticsRollupsJob.kind);

  const marksLeft = (shopId: string) =>
    withScope(t.deps.db, { userId: null, shopId }, async (trx) => {
      const { rows } = await sql<{ count: string | number }>`
        SELECT (SELECT count(*) FROM analytics_dirty_days WHERE shop_id = ${shopId})
             + (SELECT count(*) FROM analytics_dirty_customers WHERE shop_id = ${shopId})
             + (SELECT count(*) FROM customer_scores_stale WHERE shop_id = ${shopId}) AS count`.execute(trx);
      return Number(rows[0]!.count);
    });

  /**
   * Every report over all history, without the refresh's own time. Lists are compared as sets:
   * rows that tie on their sort key (two journeys of 3 customers) may come in either order.
   */
  async function reportsOf(shopId: string): Promise<Record<string, unknown>> {
    const answers: Record<string, unknown> = {};
    for (const report of REPORTS) {
      const response = await t.call('GET', `/api/shops/${shopId}/analytics/${report.id}?period=all`, {
        cookie: owner.cookie,
      });
      expect(response.status, report.id).toBe(200);
      const { meta, ...rest } = (await response.json()) as { meta: Record<string, unknown> };
      const { refreshedAt: _refreshedAt, ...stableMeta } = meta;
      answers[report.id] = ignoringListOrder({ meta: stableMeta, ...rest });
    }
    return answers;
  }

  beforeAll(async () => {
    t = await createTestApp(engine, { now: () => now });
    owner = await t.signUp(`crash-rollups-${engine}@example.cz`, 'Pádová Zkouška');
    twin = await createShopWithOrders('Dvojče');
    const clean = await runQueuedRollups(0);
    expect(await rollupsJobOf(twin)).toEqual({ status: 'done', attempts: 1 });
    expect(clean.statements).toBeGreaterThan(10);
  }, 120_000);
  afterAll(() => t.close());

  it.each([
    // At the claim's first statement: the statistics of the order tables are brought up to date before.
    ['while claiming its marks', (): DeathPoint => statementNaming('analytics_dirty_days')],
    ['in the middle of the recompute', (): DeathPoint => statementNaming('monthly_cohort_metrics')],
    // Late, at the CLV run's store (phase 4). Each point is found by its table, not by a statement
    // count: on PGlite the refresh commits in time-sized steps, whose number (and so its
    // statements) varies from run to run with the machine's speed.
    ['late in the recompute', (): DeathPoint => statementNaming('customer_clv_forecasts')],
  ])(
    'resumes a refresh that died %s',
    async (_when, statement) => {
      const shopId = await createShopWithOrders('Spadlý');
      const dying = await runQueuedRollups(statement());
      expect(dying.died).toBe(true);
      // The dead runner recorded nothing: the job still counts as running under its lease.
      expect(await rollupsJobOf(shopId)).toEqual({ status: 'running', attempts: 1 });

      await new Promise((resolve) => setTimeout(resolve, LEASE_MS + 300));
      await createAppJobRunner(t.deps).runUntilIdle();
      expect(await rollupsJobOf(shopId)).toEqual({ status: 'done', attempts: 2 });
      expect(await marksLeft(shopId)).toBe(0);
      const [resumed, undisturbed] = [await reportsOf(shopId), await reportsOf(twin)];
      for (const report of REPORTS) expect(resumed[report.id], report.id).toEqual(undisturbed[report.id]);
    },
    120_000,
  );
});

/**
 * The jobs that follow a write of ad spend (the budgets' alert check, the marketing statistics)
 * die part way, and a second runner takes each over after its lease: the job ends done on its
 * second attempt, with the same alerts and notifications as a twin shop whose job ran undisturbed.
 */
describe.each(testEngines)('a crash in the middle of the jobs that follow ad spend on %s', (engine) => {
  const LEASE_MS = 600;
  let t: TestApp;
  let owner: TestUser;

  beforeAll(async () => {
    t = await createTestApp(engine, { now: () => new Date('2026-03-15T10:00:00Z') });
    owner = await t.signUp(`crash-spend-${engine}@example.cz`, 'Pádová Útrata');
  });
  afterAll(() => t.close());

  /** The shop's budget alerts and the owner's notifications about them. */
  const alertsAndNotices = (shopId: string) =>
    withScope(t.deps.db, { userId: owner.id, shopId }, async (trx) => {
      const alerts = await trx
        .selectFrom('budget_alerts')
        .select(['alert_type', 'current_percentage'])
        .where('shop_id', '=', shopId)
        .orderBy('alert_type')
        .execute();
      const notices = await trx
        .selectFrom('notifications')
        .select('event_type')
        .where('user_id', '=', owner.id)
        .where('shop_id', '=', shopId)
        .orderBy('event_type')
        .execute();
      return { alerts, notices: notices.map((notice) => notice.event_type) };
    });

  const jobOf = (shopId: string, kind: string) => readLatestJob(t, shopId, kind);

  /** A shop with a budget of 1 000 Kč and 900 Kč of spend written: a warning is due, checked by the job the write queued. */
  async function spendingShop(name: string): Promise<string> {
    const shopId = await createShop(t, owner, name);
    const budget = await t.call('POST', `/api/shops/${shopId}/budgets`, {
      cookie: owner.cookie,
      body: { name: 'Březen', totalBudget: 1000, startDate: '2026-03-01', channels: [] },
    });
    expect(budget.status, await budget.clone().text()).toBe(201);
    await withScope(t.deps.db, { userId: null, shopId }, (trx) =>
      writeAdSpend(trx, shopId, { kind: 'demo' }, [
        {
          date: '2026-03-10',
          channel: 'sklik',
          campaign: 'Jaro',
          cost: 900,
          impressions: 0,
          clicks: 0,
          conversions: 0,
          conversionValue: 0,
          currency: 'CZK',
        },
      ]),
    );
    return shopId;
  }

  it.each(['budget-alerts', 'marketing-statistics'])(
    'resumes a %s job that died part way',
    async (kind) => {
      const twin = await spendingShop(`Dvojče ${kind}`);
      await createAppJobRunner(t.deps).runUntilIdle();
      const undisturbed = await alertsAndNotices(twin);
      expect(undisturbed.alerts.length).toBeGreaterThan(0);

      const shopId = await spendingShop(`Útrata ${kind}`);
      const database = await runDyingJob(t, kind, 1, LEASE_MS);
      expect(database.died).toBe(true);
      expect(await jobOf(shopId, kind)).toEqual({ status: 'running', attempts: 1 });

      await new Promise((resolve) => setTimeout(resolve, LEASE_MS + 300));
      await createAppJobRunner(t.deps).runUntilIdle();
      expect(await jobOf(shopId, kind)).toEqual({ status: 'done', attempts: 2 });
      expect(await alertsAndNotices(shopId)).toEqual(undisturbed);
    },
    60_000,
  );
});

function ignoringListOrder(value: unknown): unknown {
  if (Array.isArray(value)) {
    return value.map(ignoringListOrder).sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));
  }
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, ignoringListOrder(item)]));
  }
  return value;
}

/**
 * The Google Ads jobs die part way — the accounts fetch while storing what it found, the sync
 * before and in the middle of its write — and a second runner takes the job over after its lease:
 * the accounts are stored once, and the shop's ad spend equals that of a twin shop whose sync ran
 * undisturbed.
 */
/**
 * Each Google product's two jobs — the fetch of what the connection reaches, and the sync — die
 * part way and are taken over by a second runner after their lease. What they stored then equals
 * what a twin shop's undisturbed jobs stored. A sync that writes in one transaction (Google Ads,
 * GA4, Business Profile) left nothing before the takeover; Search Console and Merchant Center
 * write in short transactions, and their takeover redoes what was written.
 */
const GOOGLE_PRODUCTS: {
  connector: GoogleConnector;
  /** The stored figures of a shop, without its ids, in a fixed order. */
  dataOf: (trx: Transaction<Database>, shopId: string) => Promise<unknown[]>;
  rows: number;
  atomic: boolean;
}[] = [
  {
    connector: 'google_ads',
    dataOf: async (trx, shopId) =>
      (
        await sql`SELECT day::text AS day, channel, account, campaign, campaign_id, cost::text AS cost,
          clicks::text AS clicks, impressions::text AS impressions, conversions::text AS conversions,
          conversion_value::text AS conversion_value, source
          FROM ad_spend WHERE shop_id = ${shopId} ORDER BY day, campaign`.execute(trx)
      ).rows,
    rows: 180,
    atomic: true,
  },
  {
    connector: 'google_analytics',
    dataOf: async (trx, shopId) =>
      (
        await sql`SELECT day::text AS day, source, medium, sessions, users, conversions::text AS conversions,
          revenue::text AS revenue FROM ga4_daily WHERE shop_id = ${shopId} ORDER BY day, source`.execute(trx)
      ).rows,
    rows: 180,
    atomic: true,
  },
  {
    connector: 'google_search_console',
    dataOf: async (trx, shopId) =>
      (
        await sql`SELECT day::text AS day, query, page, clicks, impressions, position::text AS position
          FROM search_console_daily WHERE shop_id = ${shopId} ORDER BY day, query, page`.execute(trx)
      ).rows,
    rows: 270,
    atomic: false,
  },
  {
    connector: 'google_merchant',
    dataOf: async (trx, shopId) =>
      (
        await sql`SELECT product_id, offer_id, title, status, issues::text AS issues
          FROM merchant_products WHERE shop_id = ${shopId} ORDER BY product_id`.execute(trx)
      ).rows,
    rows: 10,
    atomic: false,
  },
  {
    connector: 'google_business_profile',
    dataOf: async (trx, shopId) =>
      (
        await sql`SELECT location_id, day::text AS day, metric, value FROM business_profile_daily
          WHERE shop_id = ${shopId} ORDER BY day, metric`.execute(trx)
      ).rows,
    rows: 90 * 5 - 45,
    atomic: true,
  },
];

describe.each(testEngines)('a crash in the middle of a Google product’s job on %s', (engine) => {
  const LEASE_MS = 600;
  let fake: FakeGoogle;
  let t: Awaited<ReturnType<typeof createGoogleTestApp>>;
  let owner: TestUser;
  const lastDay = getZonedDay(new Date(), 'Europe/Prague');

  beforeAll(async () => {
    fake = await startFakeGoogle({
      customers: ACCOUNTS,
      campaigns: campaignDays('2000000002', lastDay, 95),
      ga4Properties: [{ account: 'Pád', id: '310000001', name: 'GA4' }],
      ga4Rows: ga4Days('310000001', lastDay, 95),
      searchConsoleSites: [{ siteUrl: 'sc-domain:kavovar.cz', permissionLevel: 'siteOwner' }],
      searchConsoleRows: searchRows('sc-domain:kavovar.cz', lastDay),
      searchConsolePageSize: 100,
      ...merchantScenario(),
      merchantPageSize: 4,
      ...businessScenario(lastDay),
    });
    t = await createGoogleTestApp(engine, fake);
    owner = await t.signUp(`crash-google-${engine}@example.cz`, 'Pádová Zkouška');
  }, 60_000);
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  const jobOf = async (shopId: string, kind: string) => {
    const { status, attempts } = await lastJobOf(t, shopId, kind);
    return { status, attempts };
  };
  const connectionOf = (shopId: string) =>
    withScope(t.deps.db, { userId: null, shopId }, (trx) =>
      trx
        .selectFrom('connections')
        .select(['accounts', 'sync_state', 'initial_sync_done', 'settings'])
        .where('shop_id', '=', shopId)
        .executeTakeFirstOrThrow(),
    );

  /** Runs the queued jobs of `kind` on a runner whose database dies at statement `at`. */
  const runDying = (kind: string, at: number) => runDyingJob(t, kind, at, LEASE_MS);

  async function takeOver() {
    await new Promise((resolve) => setTimeout(resolve, LEASE_MS + 300));
    await t.settle();
  }

  /** Connects the product and fetches what it reaches; its one choice (Google Ads: chosen here) queues the first sync. */
  async function connect(name: string, connector: GoogleConnector) {
    const shopId = await createShop(t, owner, name);
    await connectGoogleAds(t, owner, shopId, fake, connector);
    await runDying(TARGETS_JOB_KIND[connector], 0);
    if (connector === 'google_ads') {
      const chosen = await t.call('PUT', `/api/shops/${shopId}/google-ads/selection`, {
        cookie: owner.cookie,
        body: { accountType: 'basic', accountId: '2000000002' },
      });
      expect(chosen.status).toBe(200);
    }
    return shopId;
  }

  it.each(GOOGLE_PRODUCTS.map((product) => [product.connector]))(
    'resumes the %s fetch of what the connection reaches when it died while storing it',
    async (connector) => {
      const kind = TARGETS_JOB_KIND[connector];
      const twin = await createShop(t, owner, `Dvojče ${connector.replace(/_/g, '')}`);
      await connectGoogleAds(t, owner, twin, fake, connector);
      const clean = await runDying(kind, 0);
      const shopId = await createShop(t, owner, `Spadlé ${connector.replace(/_/g, '')}`);
      await connectGoogleAds(t, owner, shopId, fake, connector);
      const dying = await runDying(kind, clean.statements - 1);
      expect(dying.died).toBe(true);
      expect(await jobOf(shopId, kind)).toEqual({ status: 'running', attempts: 1 });
      expect((await connectionOf(shopId)).accounts).toBeNull();
      await takeOver();
      expect(await jobOf(shopId, kind)).toEqual({ status: 'done', attempts: 2 });
      expect((await connectionOf(shopId)).accounts).toEqual((await connectionOf(twin)).accounts);
    },
    60_000,
  );

  it.each(
    GOOGLE_PRODUCTS.flatMap(
      (product) =>
        [
          [product.connector, 'before its write', product, (_statements: number): number => 3],
          [
            product.connector,
            'late in its write, before the sync state',
            product,
            (statements: number): number => statements - 2,
          ],
        ] as const,
    ),
  )(
    'resumes a %s sync that died %s',
    async (connector, _when, product, crashAt) => {
      const kind = SYNC_JOB_KIND[connector];
      const dataOf = (shopId: string) =>
        withScope(t.deps.db, { userId: null, shopId }, (trx) => product.dataOf(trx, shopId));
      const twin = await connect(`Dvojče synchronizace ${connector.replace(/_/g, '')}`, connector);
      const clean = await runDying(kind, 0);
      expect((await dataOf(twin)).length).toBe(product.rows);

      const shopId = await connect(`Spadlá synchronizace ${connector.replace(/_/g, '')}`, connector);
      const dying = await runDying(kind, crashAt(clean.statements));
      expect(dying.died).toBe(true);
      expect(await jobOf(shopId, kind)).toEqual({ status: 'running', attempts: 1 });
      if (product.atomic) expect(await dataOf(shopId)).toEqual([]);
      await takeOver();
      expect(await jobOf(shopId, kind)).toEqual({ status: 'done', attempts: 2 });
      expect(await dataOf(shopId)).toEqual(await dataOf(twin));
      expect(await connectionOf(shopId)).toMatchObject({ sync_state: 'completed', initial_sync_done: true });
    },
    60_000,
  );
});
