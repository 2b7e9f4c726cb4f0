import { createHash } from 'node:crypto';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { type FakeMeta, startFakeMeta } from '../fakes/meta/fake-meta.ts';
import type { TestUser } from '../helpers/test-app.ts';
import { testEngines } from '../helpers/test-db.ts';
import { captureConsole } from './google-products-test-kit.ts';
import { createShop, shareShop } from './imports-test-kit.ts';
import { connectMeta, createMetaTestApp, metaAccounts } from './meta-test-kit.ts';
import { insertTrackedOrders, makeDue, readJob, readProfitLog } from './profit-upload-test-kit.ts';

vi.setConfig({ testTimeout: 60_000 });

interface Overview {
  connection: string;
  enabled: boolean;
  target: { id: string } | null;
  windowDays: number;
  last30Days: { sent: number; refused: number; skipped: number; sentValue: number };
  lastRefused: { orderId: string; reason: string; detail: string | null }[];
}

const PIXEL = '555000111222';
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/**
 * Profit back to Meta (issue 15) against the fake Graph API's Conversions API: Purchase server
 * events with the browser's event_id, fbc from the fbclid and the hashed e-mail, the gross profit
 * as the value; Meta's error bodies, a revoked token and a rate limit.
 */
describe.each(testEngines)('Profit back to Meta on %s', (engine) => {
  let fake: FakeMeta;
  let t: Awaited<ReturnType<typeof createMetaTestApp>>;
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
  const overview = async (user = owner) => {
    const response = await call('GET', `/api/shops/${shopId}/profit-upload/meta`, undefined, user);
    expect(response.status).toBe(200);
    return (await response.json()) as Overview;
  };
  const enable = () =>
    call('PUT', `/api/shops/${shopId}/profit-upload/meta`, { enabled: true, targetId: PIXEL });
  const eventsRequests = () => fake.requests.filter((request) => request.path.endsWith(`/${PIXEL}/events`));
  const eventOf = (orderId: string) => fake.events.filter((event) => event.custom_data.order_id === orderId);

  beforeAll(async () => {
    restoreConsole = captureConsole(captured);
    fake = await startFakeMeta({ accounts: metaAccounts(1), pixels: [PIXEL] });
    t = await createMetaTestApp(engine, fake);
    owner = await t.signUp(`profit-meta-${engine}@example.cz`, 'Majitel Meta');
    viewer = await t.signUp(`profit-meta-viewer-${engine}@example.cz`, 'Divák Meta');
  }, 60_000);
  afterAll(async () => {
    await t.close();
    await fake.close();
    restoreConsole();
  });
  beforeEach(async () => {
    fake.scenario.errors = [];
    fake.scenario.refuseEventIds = [];
    shopId = await createShop(t, owner, `Zisk Meta ${Math.random().toString(36).slice(2, 8)}`);
    await connectMeta(t, owner, shopId, fake);
    await t.settle();
    const chosen = await call('PUT', `/api/shops/${shopId}/meta/account`, { accountId: '1000' });
    expect(chosen.status, await chosen.clone().text()).toBe(200);
    await t.settle();
  });
  afterEach(() => t.settle());

  it('is off by default and sends nothing; only admins change it, and a pixel id must be digits', async () => {
    await insertTrackedOrders(t, shopId, [
      { orderId: 'M-OFF', daysAgo: 1, margin: 300, fbclid: 'fbclid-off' },
    ]);
    expect(await overview()).toMatchObject({
      connection: 'connected',
      enabled: false,
      target: null,
      windowDays: 7,
    });
    await t.settle();
    expect(eventsRequests()).toHaveLength(0);
    await shareShop(t, owner, shopId, viewer.email, 'viewer');
    expect((await overview(viewer)).enabled).toBe(false);
    const byViewer = await call(
      'PUT',
      `/api/shops/${shopId}/profit-upload/meta`,
      { enabled: true, targetId: PIXEL },
      viewer,
    );
    expect(byViewer.status).toBe(403);
    const bad = await call('PUT', `/api/shops/${shopId}/profit-upload/meta`, {
      enabled: true,
      targetId: 'pixel-1',
    });
    expect(bad.status).toBe(422);
    expect(((await bad.json()) as { error: { code: string; message: string } }).error.code).toBe(
      'profit_upload_target_invalid',
    );
  });

  it("sends Purchase events with the browser's event_id, fbc and the hashed e-mail; a refused event is isolated", async () => {
    await insertTrackedOrders(t, shopId, [
      { orderId: 'M-1', daysAgo: 1, margin: 321.4, fbclid: 'IwAR-click-1', email: ' Jana@Example.cz ' },
      { orderId: 'M-2', daysAgo: 2, margin: 150, email: 'petr@example.cz' },
      { orderId: 'M-3', daysAgo: 3, margin: 99, fbclid: 'IwAR-refused-3' },
      { orderId: 'M-4', daysAgo: 1, margin: 200 },
      { orderId: 'M-5', daysAgo: 9, margin: 400, fbclid: 'IwAR-old-5' },
      { orderId: 'M-6', daysAgo: 1, margin: 80, fbclid: 'IwAR-test-6', isTest: true },
      { orderId: 'M-7', daysAgo: 1, margin: 70, fbclid: 'IwAR-cancel-7', cancelled: true },
    ]);
    fake.scenario.refuseEventIds = ['evt-M-3'];
    const on = await enable();
    expect(on.status, await on.clone().text()).toBe(200);
    await t.settle();

    const [first] = eventOf('M-1');
    expect(first).toMatchObject({
      pixelId: PIXEL,
      event_name: 'Purchase',
      event_id: 'evt-M-1',
      action_source: 'website',
      custom_data: { value: 321.4, currency: 'CZK', order_id: 'M-1' },
      user_data: {
        em: [sha256('jana@example.cz')],
        fbc: expect.stringMatching(/^fb\.1\.\d{13}\.IwAR-click-1$/),
      },
    });
    expect(Math.abs(first!.event_time - (Date.now() / 1000 - 86_400))).toBeLessThan(120);
    expect(eventOf('M-2')[0]!.user_data).toEqual({ em: [sha256('petr@example.cz')] });
    for (const orderId of ['M-3', 'M-4', 'M-5', 'M-6', 'M-7']) expect(eventOf(orderId), orderId).toEqual([]);
    // The batch was refused for M-3 alone, then sent event by event.
    expect(eventsRequests()).toHaveLength(1 + 3);
    expect(JSON.stringify(eventsRequests().map((request) => request.body))).not.toContain('access_token');

    expect(await readProfitLog(t, shopId, 'meta')).toEqual([
      { order_id: 'M-1', status: 'sent', reason_code: null, value: '321.40' },
      { order_id: 'M-2', status: 'sent', reason_code: null, value: '150.00' },
      { order_id: 'M-3', status: 'refused', reason_code: 'meta_refused', value: '99.00' },
      { order_id: 'M-4', status: 'skipped', reason_code: 'meta_no_customer_data', value: '200.00' },
    ]);
    const view = await overview();
    expect(view.last30Days).toEqual({ sent: 2, refused: 1, skipped: 1, sentValue: 471.4 });
    expect(view.lastRefused[0]).toMatchObject({
      orderId: 'M-3',
      reason: 'Meta událost odmítla.',
      detail: 'The value of custom_data.value is invalid for event evt-M-3.',
    });

    // The next run sends nothing twice.
    const before = eventsRequests().length;
    await enable();
    await t.settle();
    expect(eventsRequests()).toHaveLength(before);
  });

  it('retries a rate limit later and breaks the connection on a revoked token', async () => {
    await insertTrackedOrders(t, shopId, [
      { orderId: 'MR-1', daysAgo: 1, margin: 210, fbclid: 'IwAR-rate-1' },
    ]);
    fake.scenario.errors = [
      { status: 400, code: 17, message: 'User request limit reached', times: 10, pathIncludes: '/events' },
    ];
    await enable();
    await t.settle();
    expect(await readJob(t, shopId, 'profit-upload')).toMatchObject({
      status: 'queued',
      attempts: 1,
      error_code: 'meta_rate_limit',
    });
    expect((await readProfitLog(t, shopId, 'meta'))[0]).toMatchObject({ status: 'sending' });
    fake.scenario.errors = [];
    await makeDue(t, shopId, 'profit-upload');
    await t.settle();
    expect(eventOf('MR-1')).toHaveLength(1);
    expect((await readProfitLog(t, shopId, 'meta'))[0]).toMatchObject({ status: 'sent' });

    await insertTrackedOrders(t, shopId, [
      { orderId: 'MR-2', daysAgo: 0, margin: 90, fbclid: 'IwAR-revoked-2' },
    ]);
    fake.revokeTokens();
    await enable();
    await t.settle();
    expect(await readJob(t, shopId, 'profit-upload')).toMatchObject({
      status: 'failed',
      error_code: 'meta_token_invalid',
    });
    expect((await overview()).connection).toBe('broken');
    expect(eventOf('MR-2')).toEqual([]);
  });

  it('never shows or logs a token or the app secret', () => {
    const text = captured.join('\n');
    for (const secret of [...fake.issuedTokens, fake.scenario.appSecret]) expect(text).not.toContain(secret);
  });
});
