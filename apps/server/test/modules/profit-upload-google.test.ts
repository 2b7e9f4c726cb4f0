import { withScope } from '@ziskomer/db';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createDemoGoogleAdsConnection } from '../../src/modules/connections/index.ts';
import { type FakeGoogle, startFakeGoogle } from '../fakes/google/fake-google.ts';
import { readLatestJob, runDyingJob } from '../helpers/run-dying-job.ts';
import type { TestUser } from '../helpers/test-app.ts';
import { testEngines } from '../helpers/test-db.ts';
import { connectGoogleAds, createGoogleTestApp } from './google-ads-test-kit.ts';
import { captureConsole } from './google-products-test-kit.ts';
import { createShop, shareShop } from './imports-test-kit.ts';
import { insertTrackedOrders, makeDue, readJob, readProfitLog } from './profit-upload-test-kit.ts';

vi.setConfig({ testTimeout: 60_000 });

interface Overview {
  connection: string;
  enabled: boolean;
  target: { id: string; name: string } | null;
  targets: { id: string; name: string }[];
  windowDays: number;
  last30Days: { sent: number; refused: number; skipped: number; sentValue: number };
  lastRefused: { orderId: string; reason: string; detail: string | null; value: number | null }[];
}

const ACCOUNT = { id: '2000000002', name: 'Vlastní účet', manager: false, accessible: true };
const ACTIONS = [
  { id: '7100', name: 'Zisk z objednávek', type: 'UPLOAD_CLICKS', status: 'ENABLED' },
  { id: '7101', name: 'Nákup na webu', type: 'WEBPAGE', status: 'ENABLED' },
  { id: '7102', name: 'Starý import', type: 'UPLOAD_CLICKS', status: 'HIDDEN' },
].map((action) => ({
  ...action,
  customerId: ACCOUNT.id,
  category: 'PURCHASE',
  primaryForGoal: false,
  countingType: 'ONE_PER_CLICK',
}));
const LEASE_MS = 600;

/**
 * Profit back to Google Ads (issue 14) against the fake Google Ads API: offline click conversions
 * by gclid with the gross profit as the value, per-row refusals, idempotency, an expired grant, a
 * rate limit and a crash between the upload and its record.
 */
describe.each(testEngines)('Profit back to Google Ads on %s', (engine) => {
  let fake: FakeGoogle;
  let t: Awaited<ReturnType<typeof createGoogleTestApp>>;
  let owner: TestUser;
  let viewer: TestUser;
  let shopId: string;
  const captured: string[] = [];
  let restoreConsole: () => void;

  const call = async (method: string, path: string, body?: unknown, user = owner) => {
    const response = await t.call(method, path, { cookie: user.cookie, body });
    captured.push(await response.clone().text());
    return response;
  };
  const overview = async (id = shopId, user = owner) => {
    const response = await call('GET', `/api/shops/${id}/profit-upload/google_ads`, undefined, user);
    expect(response.status).toBe(200);
    return (await response.json()) as Overview;
  };
  /** A shop with Google Ads connected, its account chosen and synced (the conversion actions listed). */
  const connectedShop = async (name: string) => {
    const id = await createShop(t, owner, name);
    await connectGoogleAds(t, owner, id, fake);
    await t.settle();
    const chosen = await call('PUT', `/api/shops/${id}/google-ads/selection`, {
      accountType: 'basic',
      managerId: null,
      accountId: ACCOUNT.id,
    });
    expect(chosen.status, await chosen.clone().text()).toBe(200);
    await t.settle();
    return id;
  };
  const enable = (id = shopId, targetId = '7100') =>
    call('PUT', `/api/shops/${id}/profit-upload/google_ads`, { enabled: true, targetId });
  const conversionsOf = (gclid: string) => fake.clickConversions.filter((entry) => entry.gclid === gclid);

  beforeAll(async () => {
    restoreConsole = captureConsole(captured);
    fake = await startFakeGoogle({ customers: [ACCOUNT], conversionActions: ACTIONS });
    t = await createGoogleTestApp(engine, fake);
    owner = await t.signUp(`profit-google-${engine}@example.cz`, 'Majitelka Zisku');
    viewer = await t.signUp(`profit-google-viewer-${engine}@example.cz`, 'Divák Zisku');
  }, 60_000);
  afterAll(async () => {
    await t.close();
    await fake.close();
    restoreConsole();
  });
  beforeEach(async () => {
    Object.assign(fake.scenario, { refuseAllAccessTokens: false, uploadRateLimit: 0, uploadRowErrors: {} });
    shopId = await connectedShop(`Zisk Google ${Math.random().toString(36).slice(2, 8)}`);
  });
  afterEach(() => t.settle());

  it('is off by default: nothing is sent, a viewer sees the state but may not change it', async () => {
    await insertTrackedOrders(t, shopId, [
      { orderId: 'G-OFF-1', daysAgo: 1, margin: 300, gclid: 'gclid-off-1' },
    ]);
    const view = await overview();
    expect(view).toMatchObject({
      connection: 'connected',
      demo: false,
      enabled: false,
      target: null,
      windowDays: 90,
      last30Days: { sent: 0, refused: 0, skipped: 0, sentValue: 0 },
      lastRefused: [],
    });
    // Only enabled actions of type UPLOAD_CLICKS may take uploaded clicks.
    expect(view.targets).toEqual([{ id: '7100', name: 'Zisk z objednávek' }]);

    // A sync of a connection that does not send profit queues no upload.
    const sync = await call('POST', `/api/shops/${shopId}/connections/${await connectionId()}/sync`);
    expect(sync.status).toBe(202);
    await t.settle();
    expect(conversionsOf('gclid-off-1')).toEqual([]);
    expect(await readProfitLog(t, shopId, 'google_ads')).toEqual([]);

    await shareShop(t, owner, shopId, viewer.email, 'viewer');
    expect((await overview(shopId, viewer)).enabled).toBe(false);
    const refused = await call(
      'PUT',
      `/api/shops/${shopId}/profit-upload/google_ads`,
      { enabled: true, targetId: '7100' },
      viewer,
    );
    expect(refused.status).toBe(403);

    // Turning it on needs an action of type UPLOAD_CLICKS of the account.
    const missing = await call('PUT', `/api/shops/${shopId}/profit-upload/google_ads`, { enabled: true });
    expect(missing.status).toBe(422);
    expect(((await missing.json()) as { error: { code: string } }).error.code).toBe(
      'profit_upload_target_required',
    );
    const webpage = await enable(shopId, '7101');
    expect(webpage.status).toBe(422);
    expect(((await webpage.json()) as { error: { code: string } }).error.code).toBe(
      'profit_upload_target_unknown',
    );
  });

  async function connectionId(id = shopId) {
    const response = await call('GET', `/api/shops/${id}/google-ads`);
    return ((await response.json()) as { connection: { id: string } }).connection.id;
  }

  it('sends each tracked order with a gclid once, with its gross profit; refusals are listed with reasons', async () => {
    await insertTrackedOrders(t, shopId, [
      { orderId: 'G-1', daysAgo: 2, margin: 250.5, gclid: 'gclid-ok-1' },
      { orderId: 'G-2', daysAgo: 3, margin: 410, gclid: 'gclid-unknown-2' },
      { orderId: 'G-3', daysAgo: 1, margin: 120, gclid: 'gclid-test-3', isTest: true },
      { orderId: 'G-4', daysAgo: 1, margin: 180, gclid: 'gclid-cancel-4', cancelled: true },
      { orderId: 'G-5', daysAgo: 100, margin: 90, gclid: 'gclid-old-5' },
      { orderId: 'G-6', daysAgo: 4, margin: 0, gclid: 'gclid-zero-6' },
      { orderId: 'G-7', daysAgo: 1, margin: 500, gclid: null, fbclid: 'fb-only-7' },
      { orderId: 'G-8', daysAgo: 5, margin: 77.7, gclid: 'gclid-ok-8', currency: 'EUR' },
    ]);
    fake.scenario.uploadRowErrors = { 'gclid-unknown-2': 'CLICK_NOT_FOUND' };
    const on = await enable();
    expect(on.status, await on.clone().text()).toBe(200);
    expect(await on.json()).toMatchObject({
      enabled: true,
      target: { id: '7100', name: 'Zisk z objednávek' },
    });
    await t.settle();

    expect(conversionsOf('gclid-ok-1')).toEqual([
      expect.objectContaining({
        conversionAction: `customers/${ACCOUNT.id}/conversionActions/7100`,
        conversionValue: 250.5,
        currencyCode: 'CZK',
        orderId: 'G-1',
        conversionDateTime: expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d\+00:00$/),
      }),
    ]);
    expect(conversionsOf('gclid-ok-8')).toEqual([
      expect.objectContaining({ conversionValue: 77.7, currencyCode: 'EUR' }),
    ]);
    for (const gclid of ['gclid-test-3', 'gclid-cancel-4', 'gclid-old-5', 'gclid-zero-6', 'gclid-unknown-2'])
      expect(conversionsOf(gclid), gclid).toEqual([]);
    const uploads = fake.requests.filter((request) => request.path.endsWith(':uploadClickConversions'));
    expect(uploads).toHaveLength(1);
    expect(JSON.parse(uploads[0]!.body)).toMatchObject({ partialFailure: true });

    expect(await readProfitLog(t, shopId, 'google_ads')).toEqual([
      { order_id: 'G-1', status: 'sent', reason_code: null, value: '250.50' },
      { order_id: 'G-2', status: 'refused', reason_code: 'google_click_unknown', value: '410.00' },
      { order_id: 'G-6', status: 'skipped', reason_code: 'no_profit', value: '0.00' },
      { order_id: 'G-8', status: 'sent', reason_code: null, value: '77.70' },
    ]);
    const view = await overview();
    expect(view.last30Days).toEqual({ sent: 2, refused: 1, skipped: 1, sentValue: 328.2 });
    expect(view.lastRefused.map((row) => [row.orderId, row.reason])).toEqual([
      ['G-2', 'Google kliknutí (gclid) nezná nebo nepatří k tomuto účtu.'],
      ['G-6', 'Hrubý zisk není kladný; platforma záporné ani nulové hodnoty nepřijímá.'],
    ]);
    expect(view.lastRefused[0]!.detail).toContain('CLICK_NOT_FOUND');
    const english = await t.call('GET', `/api/shops/${shopId}/profit-upload/google_ads`, {
      cookie: owner.cookie,
      headers: { 'accept-language': 'en' },
    });
    expect(((await english.json()) as Overview).lastRefused[0]!.reason).toBe(
      'Google does not know the click (gclid), or it belongs to another account.',
    );

    // A second run (the next sync) sends nothing again; a new order goes alone.
    await insertTrackedOrders(t, shopId, [{ orderId: 'G-9', daysAgo: 0, margin: 99, gclid: 'gclid-ok-9' }]);
    const sync = await call('POST', `/api/shops/${shopId}/connections/${await connectionId()}/sync`);
    expect(sync.status).toBe(202);
    await t.settle();
    const second = fake.requests.filter((request) => request.path.endsWith(':uploadClickConversions'));
    expect(second).toHaveLength(2);
    expect(JSON.parse(second[1]!.body).conversions.map((row: { orderId: string }) => row.orderId)).toEqual([
      'G-9',
    ]);
    expect(conversionsOf('gclid-ok-1')).toHaveLength(1);

    // Off: the next sync sends nothing.
    const off = await call('PUT', `/api/shops/${shopId}/profit-upload/google_ads`, { enabled: false });
    expect(off.status).toBe(200);
    await insertTrackedOrders(t, shopId, [{ orderId: 'G-10', daysAgo: 0, margin: 50, gclid: 'gclid-ok-10' }]);
    await call('POST', `/api/shops/${shopId}/connections/${await connectionId()}/sync`);
    await t.settle();
    expect(conversionsOf('gclid-ok-10')).toEqual([]);
  });

  it('waits out a rate limit and sends later; an expired grant breaks the connection', async () => {
    await insertTrackedOrders(t, shopId, [
      { orderId: 'R-1', daysAgo: 1, margin: 200, gclid: 'gclid-rate-1' },
    ]);
    fake.scenario.uploadRateLimit = 10;
    await enable();
    await t.settle();
    // Three tries within the call (Google's retryDelay), then the runner's retry later.
    expect(t.waits.filter((ms) => ms === 2000).length).toBeGreaterThanOrEqual(2);
    expect(await readJob(t, shopId, 'profit-upload')).toMatchObject({
      status: 'queued',
      attempts: 1,
      error_code: 'google_rate_limited',
    });
    expect(await readProfitLog(t, shopId, 'google_ads')).toEqual([
      { order_id: 'R-1', status: 'sending', reason_code: null, value: '200.00' },
    ]);
    fake.scenario.uploadRateLimit = 0;
    await makeDue(t, shopId, 'profit-upload');
    await t.settle();
    expect(await readJob(t, shopId, 'profit-upload')).toMatchObject({ status: 'done', attempts: 2 });
    expect(conversionsOf('gclid-rate-1')).toHaveLength(1);
    expect((await readProfitLog(t, shopId, 'google_ads'))[0]).toMatchObject({ status: 'sent' });

    // The grant is gone at Google's end: the connection breaks as a sync's would.
    await insertTrackedOrders(t, shopId, [{ orderId: 'R-2', daysAgo: 0, margin: 80, gclid: 'gclid-rate-2' }]);
    fake.scenario.refuseAllAccessTokens = true;
    fake.expireAccessTokens();
    await enable();
    await t.settle();
    expect(await readJob(t, shopId, 'profit-upload')).toMatchObject({ status: 'failed' });
    expect((await overview()).connection).toBe('broken');
    expect(conversionsOf('gclid-rate-2')).toEqual([]);
    const again = await enable();
    expect(again.status).toBe(409);
  });

  it('resumes after a crash between the upload and its record without counting an order twice', async () => {
    const orders = [
      { orderId: 'C-1', daysAgo: 1, margin: 150, gclid: 'gclid-crash-1' },
      { orderId: 'C-2', daysAgo: 2, margin: 260, gclid: 'gclid-crash-2' },
    ];
    await insertTrackedOrders(t, shopId, orders);
    await enable();
    // Dies when it would record Google's answer: the upload went out, its record did not commit.
    const dying = await runDyingJob(
      t,
      'profit-upload',
      (statement) =>
        statement.kind === 'UpdateQueryNode' && JSON.stringify(statement).includes('profit_uploads'),
      LEASE_MS,
    );
    expect(dying.died).toBe(true);
    expect(await readLatestJob(t, shopId, 'profit-upload')).toEqual({ status: 'running', attempts: 1 });
    expect(conversionsOf('gclid-crash-1')).toHaveLength(1);
    expect((await readProfitLog(t, shopId, 'google_ads')).map((row) => row.status)).toEqual([
      'sending',
      'sending',
    ]);

    await new Promise((resolve) => setTimeout(resolve, LEASE_MS + 300));
    await t.settle();
    expect(await readLatestJob(t, shopId, 'profit-upload')).toEqual({ status: 'done', attempts: 2 });
    // Sent again with the same click, action, time and order id: Google counts each once.
    expect(conversionsOf('gclid-crash-1')).toHaveLength(1);
    expect(conversionsOf('gclid-crash-2')).toHaveLength(1);
    expect((await readProfitLog(t, shopId, 'google_ads')).map((row) => row.status)).toEqual(['sent', 'sent']);
  });

  it('settles what a dead start claimed and is no longer sendable: an order cancelled meanwhile is skipped with its reason, never sent', async () => {
    await insertTrackedOrders(t, shopId, [
      { orderId: 'S-1', daysAgo: 1, margin: 120, gclid: 'gclid-stuck-1' },
      { orderId: 'S-2', daysAgo: 2, margin: 230, gclid: 'gclid-stuck-2' },
      { orderId: 'S-3', daysAgo: 3, margin: 340, gclid: 'gclid-stuck-3' },
    ]);
    // A start claimed the three and died before it called Google; meanwhile S-2 was cancelled
    // and S-3's tracking event turned out to be a test.
    await withScope(t.deps.db, { userId: null, shopId }, async (db) => {
      await db
        .insertInto('profit_uploads')
        .values(
          ['S-1', 'S-2', 'S-3'].map((orderId) => ({
            shop_id: shopId,
            platform: 'google_ads' as const,
            order_id: orderId,
            event_id: `evt-${orderId}`,
            status: 'sending' as const,
            value: '100.00',
            currency: 'CZK',
            created_at: new Date(),
          })),
        )
        .execute();
      await db
        .updateTable('orders')
        .set({ is_cancelled: true })
        .where('shop_id', '=', shopId)
        .where('order_id', '=', 'S-2')
        .execute();
      await db
        .updateTable('order_events')
        .set({ is_test: true })
        .where('shop_id', '=', shopId)
        .where('order_id', '=', 'S-3')
        .execute();
    });
    await enable();
    await t.settle();
    expect(await readLatestJob(t, shopId, 'profit-upload')).toEqual({ status: 'done', attempts: 1 });
    expect(conversionsOf('gclid-stuck-1')).toHaveLength(1);
    expect(conversionsOf('gclid-stuck-2')).toEqual([]);
    expect(conversionsOf('gclid-stuck-3')).toEqual([]);
    expect(await readProfitLog(t, shopId, 'google_ads')).toEqual([
      { order_id: 'S-1', status: 'sent', reason_code: null, value: expect.any(String) },
      { order_id: 'S-2', status: 'skipped', reason_code: 'order_cancelled', value: expect.any(String) },
      { order_id: 'S-3', status: 'skipped', reason_code: 'order_not_tracked', value: expect.any(String) },
    ]);
    // The card lists them with reasons people understand.
    const reasons = (await overview()).lastRefused.map((row) => [row.orderId, row.reason]);
    expect(reasons).toEqual(
      expect.arrayContaining([
        ['S-2', 'Objednávka byla mezitím stornována; zisk se neposílá.'],
        ['S-3', expect.stringContaining('není spárovaná')],
      ]),
    );
  });

  it("never sends from the demo account's generated connection", async () => {
    const demoShop = await createShop(t, owner, `Zisk demo ${engine}`);
    await withScope(t.deps.db, { userId: null, shopId: demoShop }, (db) =>
      createDemoGoogleAdsConnection(db, { shopId: demoShop, currency: 'CZK', now: new Date() }),
    );
    expect(await overview(demoShop)).toMatchObject({ connection: 'connected', demo: true, enabled: false });
    const refused = await enable(demoShop);
    expect(refused.status).toBe(409);
    expect(((await refused.json()) as { error: { code: string } }).error.code).toBe(
      'profit_upload_not_connected',
    );
  });

  it('keeps shops apart and never shows or logs a token', async () => {
    const other = await t.signUp(
      `profit-google-other-${engine}-${Math.random().toString(36).slice(2, 6)}@example.cz`,
    );
    const foreign = await call('GET', `/api/shops/${shopId}/profit-upload/google_ads`, undefined, other);
    expect(foreign.status).toBe(404);
    const foreignPut = await call(
      'PUT',
      `/api/shops/${shopId}/profit-upload/google_ads`,
      { enabled: false },
      other,
    );
    expect(foreignPut.status).toBe(404);
    const text = captured.join('\n');
    for (const secret of [
      ...fake.issuedRefreshTokens,
      ...fake.issuedAccessTokens,
      fake.scenario.developerToken,
    ])
      expect(text).not.toContain(secret);
  });
});
