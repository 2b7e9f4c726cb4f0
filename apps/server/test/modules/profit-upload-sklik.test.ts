import { createHash } from 'node:crypto';
import { withScope } from '@ziskomer/db';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { queueProfitUpload } from '../../src/modules/connections/profit-upload/profit-upload-settings.ts';
import { type FakeSklik, startFakeSklik } from '../fakes/sklik/fake-sklik.ts';
import { createTestApp, type TestApp, type TestUser } from '../helpers/test-app.ts';
import { testEngines } from '../helpers/test-db.ts';
import { captureConsole } from './google-products-test-kit.ts';
import { createShop, shareShop } from './imports-test-kit.ts';
import { insertTrackedOrders, makeDue, readJob, readProfitLog } from './profit-upload-test-kit.ts';

vi.setConfig({ testTimeout: 60_000 });

/** An S2S SEM ID of the form Seznam takes: 24 lower-case letters and digits. */
const SEM_ID = 'k7q2m9x4w1z8p5r3t6y04711';
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/**
 * Profit back to Sklik (issue 15) against the fake Seznam Event Measurement S2S endpoint: Purchase
 * events with the gross profit in CZK, the snippet's sid / udid and the hashed e-mail; foreign
 * currencies and orders without an identity skipped; refusals, a rate limit and an unknown SEM ID.
 */
describe.each(testEngines)('Profit back to Sklik on %s', (engine) => {
  let fake: FakeSklik;
  let t: TestApp & { waits: number[] };
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
  const enable = (targetId = SEM_ID) =>
    call('PUT', `/api/shops/${shopId}/profit-upload/sklik`, { enabled: true, targetId });
  const eventOf = (orderId: string) =>
    fake.semEvents.filter((event) => (event.event_data as { order_id: string }).order_id === orderId);
  const semCalls = () => fake.calls.filter((entry) => entry.method === 'rtgconv');

  beforeAll(async () => {
    restoreConsole = captureConsole(captured);
    fake = await startFakeSklik();
    fake.scenario.semIds = [SEM_ID];
    const waits: number[] = [];
    const app = await createTestApp(engine, {
      channels: { sklikApiUrl: fake.origin, sklikSemUrl: `${fake.origin}/rtgconv` },
      sleep: async (ms) => {
        waits.push(ms);
      },
    });
    t = Object.assign(app, { waits });
    owner = await t.signUp(`profit-sklik-${engine}@example.cz`, 'Majitel Skliku');
    viewer = await t.signUp(`profit-sklik-viewer-${engine}@example.cz`, 'Divák Skliku');
  }, 60_000);
  afterAll(async () => {
    await t.close();
    await fake.close();
    restoreConsole();
  });
  beforeEach(async () => {
    Object.assign(fake.scenario, { semRateLimit: 0, semRefuseEventIds: [], semIds: [SEM_ID] });
    shopId = await createShop(t, owner, `Zisk Sklik ${Math.random().toString(36).slice(2, 8)}`);
    const connected = await call('POST', `/api/shops/${shopId}/connections/api-key`, {
      connector: 'sklik',
      apiKey: fake.scenario.token,
    });
    expect(connected.status, await connected.clone().text()).toBe(200);
    await t.settle();
  });
  afterEach(() => t.settle());

  it('is off by default; only admins turn it on, with a well-formed SEM ID', async () => {
    await insertTrackedOrders(t, shopId, [
      { orderId: 'S-OFF', daysAgo: 1, margin: 100, email: 'a@example.cz' },
    ]);
    const view = await call('GET', `/api/shops/${shopId}/profit-upload/sklik`);
    expect(await view.json()).toMatchObject({
      connection: 'connected',
      enabled: false,
      windowDays: 30,
      targets: [],
    });
    await t.settle();
    expect(semCalls()).toHaveLength(0);
    await shareShop(t, owner, shopId, viewer.email, 'viewer');
    const byViewer = await call(
      'PUT',
      `/api/shops/${shopId}/profit-upload/sklik`,
      { enabled: true, targetId: SEM_ID },
      viewer,
    );
    expect(byViewer.status).toBe(403);
    // The SEM ID is the only credential of Sklik's S2S endpoint: viewers see its end only.
    expect((await enable()).status).toBe(200);
    const seen = await call('GET', `/api/shops/${shopId}/profit-upload/sklik`, undefined, viewer);
    expect(((await seen.json()) as { target: unknown }).target).toEqual({ id: '…4711', name: '…4711' });
    const asAdmin = await call('GET', `/api/shops/${shopId}/profit-upload/sklik`);
    expect(((await asAdmin.json()) as { target: unknown }).target).toEqual({ id: SEM_ID, name: SEM_ID });
    expect((await call('PUT', `/api/shops/${shopId}/profit-upload/sklik`, { enabled: false })).status).toBe(
      200,
    );
    // Seznam takes only 24 lower-case letters and digits: anything else is refused before it is saved.
    for (const malformed of [
      'sem id with spaces',
      SEM_ID.toUpperCase(),
      SEM_ID.slice(1),
      `${SEM_ID}x`,
      'sem-s2s-4711',
    ]) {
      const bad = await enable(malformed);
      expect(bad.status, malformed).toBe(422);
      const error = ((await bad.json()) as { error: { code: string; message: string } }).error;
      expect(error.code).toBe('profit_upload_sem_id_invalid');
      expect(error.message).toContain('24 znaků');
    }
    expect(semCalls()).toHaveLength(0);
  });

  it('a malformed SEM ID saved before the check sends nothing: each order is logged as skipped with why, and goes once a valid one is saved', async () => {
    // The fake refuses such an ID as Seznam's endpoint does.
    const direct = await fetch(`${fake.origin}/rtgconv`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        schema_version: 'v2',
        event_type: 'rtgconv',
        event_name: 'Purchase',
        event_time: Date.now(),
        event_id: 'evt-direct',
        event_data: { sem_id: 'sem-s2s-4711', order_id: 'X', currency: 'CZK', value: 1 },
        user_ids: { user_data: { em: sha256('x@example.cz') } },
      }),
    });
    expect(direct.status).toBe(400);
    expect(await direct.json()).toMatchObject({ statusMessage: 'sem_id does not match ^[0-9a-z]{24}$' });

    const callsBefore = semCalls().length;
    await insertTrackedOrders(t, shopId, [
      { orderId: 'SI-1', daysAgo: 1, margin: 210, email: 'jana@example.cz' },
      { orderId: 'SI-2', daysAgo: 2, margin: 90, email: 'petr@example.cz', raw: { sid: 'sid-2' } },
    ]);
    expect((await enable()).status).toBe(200);
    await t.settle();
    expect(eventOf('SI-1')).toHaveLength(1);
    // A setting stored before the form was checked: an ID Seznam would refuse.
    await insertTrackedOrders(t, shopId, [
      { orderId: 'SI-3', daysAgo: 1, margin: 150, email: 'eva@example.cz' },
      { orderId: 'SI-4', daysAgo: 3, margin: 60, email: 'adam@example.cz' },
    ]);
    await withScope(t.deps.db, { userId: null, shopId }, async (db) => {
      await db
        .updateTable('profit_upload_settings')
        .set({ target_id: 'Sem-ID-4711', target_name: 'Sem-ID-4711' })
        .where('shop_id', '=', shopId)
        .execute();
      const connection = await db
        .selectFrom('connections')
        .select('id')
        .where('shop_id', '=', shopId)
        .where('provider', '=', 'sklik')
        .executeTakeFirstOrThrow();
      await queueProfitUpload(db, shopId, connection.id);
    });
    await t.settle();
    expect(semCalls().length - callsBefore).toBe(2);
    expect(eventOf('SI-3')).toEqual([]);
    expect(eventOf('SI-4')).toEqual([]);
    expect(await readJob(t, shopId, 'profit-upload')).toMatchObject({ status: 'done' });
    expect(await readProfitLog(t, shopId, 'sklik')).toEqual([
      { order_id: 'SI-1', status: 'sent', reason_code: null, value: '210.00' },
      { order_id: 'SI-2', status: 'sent', reason_code: null, value: '90.00' },
      { order_id: 'SI-3', status: 'skipped', reason_code: 'sklik_sem_id_invalid', value: '150.00' },
      { order_id: 'SI-4', status: 'skipped', reason_code: 'sklik_sem_id_invalid', value: '60.00' },
    ]);
    // The card says why, in the reader's language.
    const view = (await (await call('GET', `/api/shops/${shopId}/profit-upload/sklik`)).json()) as {
      last30Days: { skipped: number };
      lastRefused: { orderId: string; reason: string }[];
    };
    expect(view.last30Days.skipped).toBe(2);
    expect(view.lastRefused.find((row) => row.orderId === 'SI-3')?.reason).toContain(
      'SEM ID pro S2S nemá platný tvar',
    );
    const english = await t.call('GET', `/api/shops/${shopId}/profit-upload/sklik`, {
      cookie: owner.cookie,
      headers: { 'accept-language': 'en' },
    });
    const inEnglish = (await english.json()) as { lastRefused: { orderId: string; reason: string }[] };
    expect(inEnglish.lastRefused.find((row) => row.orderId === 'SI-4')?.reason).toContain(
      'S2S SEM ID is not in a valid form',
    );
    expect(captured.join('\n')).toContain('the S2S SEM ID is not 24 lower-case letters and digits');

    // A valid SEM ID saved: what was skipped for the malformed one goes now, once.
    expect((await enable()).status).toBe(200);
    await t.settle();
    expect(eventOf('SI-3')).toEqual([
      expect.objectContaining({
        event_data: { sem_id: SEM_ID, order_id: 'SI-3', currency: 'CZK', value: 150 },
      }),
    ]);
    expect(eventOf('SI-4')).toHaveLength(1);
    expect((await readProfitLog(t, shopId, 'sklik')).map((row) => row.status)).toEqual([
      'sent',
      'sent',
      'sent',
      'sent',
    ]);
  });

  it('sends Purchase events in CZK with the identities Sklik matches by; skips what it cannot take', async () => {
    await insertTrackedOrders(t, shopId, [
      {
        orderId: 'S-1',
        daysAgo: 1,
        margin: 480.25,
        email: 'Eva@Example.cz',
        raw: { sid: 'sid-1', udid: 'udid-1' },
      },
      { orderId: 'S-2', daysAgo: 2, margin: 300, currency: 'EUR', email: 'eu@example.cz' },
      { orderId: 'S-3', daysAgo: 2, margin: 120 },
      { orderId: 'S-4', daysAgo: 3, margin: 75, email: 'odmitnuta@example.cz' },
      { orderId: 'S-5', daysAgo: 40, margin: 300, email: 'stara@example.cz' },
      { orderId: 'S-6', daysAgo: 1, margin: 300, email: 'test@example.cz', isTest: true },
      { orderId: 'S-7', daysAgo: 1, margin: 300, email: 'storno@example.cz', cancelled: true },
    ]);
    fake.scenario.semRefuseEventIds = ['evt-S-4'];
    expect((await enable()).status).toBe(200);
    await t.settle();

    expect(eventOf('S-1')).toEqual([
      expect.objectContaining({
        schema_version: 'v2',
        event_type: 'rtgconv',
        event_name: 'Purchase',
        event_id: 'evt-S-1',
        event_data: { sem_id: SEM_ID, order_id: 'S-1', currency: 'CZK', value: 480.25 },
        user_ids: { user_data: { sid: 'sid-1', udid: 'udid-1', em: sha256('eva@example.cz') } },
      }),
    ]);
    for (const orderId of ['S-2', 'S-3', 'S-4', 'S-5', 'S-6', 'S-7'])
      expect(eventOf(orderId), orderId).toEqual([]);
    expect(await readProfitLog(t, shopId, 'sklik')).toEqual([
      { order_id: 'S-1', status: 'sent', reason_code: null, value: '480.25' },
      { order_id: 'S-2', status: 'skipped', reason_code: 'currency_not_czk', value: '300.00' },
      { order_id: 'S-3', status: 'skipped', reason_code: 'sklik_no_identity', value: '120.00' },
      { order_id: 'S-4', status: 'refused', reason_code: 'sklik_refused', value: '75.00' },
    ]);
    const view = (await (await call('GET', `/api/shops/${shopId}/profit-upload/sklik`)).json()) as {
      last30Days: unknown;
      lastRefused: { orderId: string; detail: string | null }[];
    };
    expect(view.last30Days).toEqual({ sent: 1, refused: 1, skipped: 2, sentValue: 480.25 });
    expect(view.lastRefused.find((row) => row.orderId === 'S-4')?.detail).toBe('Invalid event evt-S-4');

    const before = semCalls().length;
    await enable();
    await t.settle();
    expect(semCalls()).toHaveLength(before);
  });

  it('waits out a rate limit, then retries later; an unknown SEM ID fails the upload for good', async () => {
    await insertTrackedOrders(t, shopId, [
      { orderId: 'SR-1', daysAgo: 1, margin: 99, email: 'r@example.cz' },
    ]);
    fake.scenario.semRateLimit = 5;
    await enable();
    await t.settle();
    expect(t.waits.filter((ms) => ms === 2000).length).toBeGreaterThanOrEqual(2);
    expect(await readJob(t, shopId, 'profit-upload')).toMatchObject({
      status: 'queued',
      error_code: 'profit_upload_rate_limited',
    });
    fake.scenario.semRateLimit = 0;
    await makeDue(t, shopId, 'profit-upload');
    await t.settle();
    expect(eventOf('SR-1')).toHaveLength(1);

    await insertTrackedOrders(t, shopId, [
      { orderId: 'SR-2', daysAgo: 0, margin: 50, email: 'u@example.cz' },
    ]);
    fake.scenario.semIds = [];
    await enable();
    await t.settle();
    expect(await readJob(t, shopId, 'profit-upload')).toMatchObject({
      status: 'failed',
      error_code: 'profit_upload_sklik_refused',
    });
    expect(eventOf('SR-2')).toEqual([]);
  });

  it('never shows or logs the Sklik token', () => {
    expect(captured.join('\n')).not.toContain(fake.scenario.token);
  });
});
