import { withScope } from '@ziskomer/db';
import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { withRunnerScope } from '../../src/jobs/with-runner-scope.ts';
import { type FakeMeta, startFakeMeta } from '../fakes/meta/fake-meta.ts';
import { createTestApp, type TestApp, type TestUser } from '../helpers/test-app.ts';
import { testEngines } from '../helpers/test-db.ts';
import { captureConsole } from './google-products-test-kit.ts';
import { createShop, shareShop } from './imports-test-kit.ts';
import {
  connectMeta,
  createMetaTestApp,
  metaAccounts,
  metaDays,
  metaToday,
  shiftDay,
} from './meta-test-kit.ts';

interface Overview {
  configured: boolean;
  missingSettings: string[];
  connection: {
    id: string;
    status: string;
    brokenReason: string | null;
    syncState: string;
    syncError: string | null;
    lastSyncedAt: string | null;
    schedule: { everyHours: number } | null;
    account: { id: string; name: string } | null;
  } | null;
  accounts: { id: string; name: string }[] | null;
  selection: { id: string; name: string } | null;
  attributionWindows: string[];
  week: {
    from: string;
    to: string;
    campaigns: { campaign: string; frequency: number; reach: number }[];
  } | null;
  completeness: { level: string; missingDays: string[]; accepted: boolean } | null;
  issue: {
    code: string;
    level: string;
    retry: boolean;
    toastMs: number;
    silent: boolean;
    message: string;
  } | null;
}

describe.each(testEngines)('Meta connection on %s', (engine) => {
  let fake: FakeMeta;
  let t: Awaited<ReturnType<typeof createMetaTestApp>>;
  let owner: TestUser;
  let shopId: string;
  const captured: string[] = [];
  let restoreConsole: () => void;

  const call = async (method: string, path: string, body?: unknown, user = owner, language = 'cs') => {
    const response = await t.call(method, path, {
      cookie: user.cookie,
      body,
      headers: { 'accept-language': language },
    });
    captured.push(await response.clone().text());
    return response;
  };
  const overview = async (language = 'cs') => {
    const response = await call('GET', `/api/shops/${shopId}/meta`, undefined, owner, language);
    expect(response.status).toBe(200);
    return (await response.json()) as Overview;
  };
  const choose = async (accountId = '1000') => {
    const response = await call('PUT', `/api/shops/${shopId}/meta/account`, { accountId });
    expect(response.status, await response.clone().text()).toBe(200);
    await t.settle();
  };
  const spend = () =>
    withScope(t.deps.db, { userId: null, shopId }, (trx) =>
      trx
        .selectFrom('ad_spend')
        .select(sql<string>`day::text`.as('day'))
        .select([
          'channel',
          'account',
          'campaign',
          'campaign_id',
          'cost',
          'clicks',
          'impressions',
          'conversions',
          'conversion_value',
          'source',
        ])
        .where('shop_id', '=', shopId)
        .orderBy('day')
        .orderBy('campaign')
        .execute(),
    );
  const lastJob = (kind: string) =>
    withRunnerScope(t.deps.db, (trx) =>
      trx
        .selectFrom('jobs')
        .select(['status', 'attempts', 'error_code'])
        .where('shop_id', '=', shopId)
        .where('kind', '=', kind)
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow(),
    );
  const setExpiry = (connectionId: string, at: Date) =>
    withScope(t.deps.db, { userId: null, shopId }, (trx) =>
      trx
        .updateTable('connections')
        .set({ access_token_expires_at: at })
        .where('id', '=', connectionId)
        .execute(),
    );
  const graphCalls = (fragment: string) => fake.requests.filter((request) => request.path.includes(fragment));

  beforeAll(async () => {
    restoreConsole = captureConsole(captured);
    fake = await startFakeMeta({ accounts: metaAccounts(3), days: metaDays('1000', metaToday(), 95) });
    t = await createMetaTestApp(engine, fake);
    owner = await t.signUp(`meta-${engine}@example.cz`, 'Majitelka Mety');
    // Migrating a fresh PGlite takes a while on a busy machine.
  }, 180_000);
  afterAll(async () => {
    await t.close();
    await fake.close();
    restoreConsole();
  });
  beforeEach(async () => {
    shopId = await createShop(t, owner, `Meta ${Math.random().toString(36).slice(2, 8)}`);
    Object.assign(fake.scenario, {
      accounts: metaAccounts(3),
      pageSize: 25,
      failExchange: 0,
      refuseExchange: false,
      errors: [],
      reportPolls: 2,
      reportOutcome: 'complete',
      usagePercent: 10,
      regainMinutes: 0,
    });
    t.waits.length = 0;
  });
  afterEach(() => t.settle());

  it('logs in with a signed state, trades the code for a long-lived token stored sealed, and lists the accounts page by page', async () => {
    fake.scenario.accounts = metaAccounts(30);
    const started = await call('POST', `/api/shops/${shopId}/meta/start`);
    expect(started.status).toBe(200);
    const url = new URL(((await started.json()) as { authorizeUrl: string }).authorizeUrl);
    expect(url.origin + url.pathname).toBe(`${fake.origin}/v23.0/dialog/oauth`);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      client_id: fake.scenario.appId,
      redirect_uri: 'http://localhost:3999/oauth/facebook/callback',
      response_type: 'code',
      scope: 'ads_read,business_management',
    });
    const { code, state } = fake.authorize(url.toString());
    const finished = await call('POST', `/api/shops/${shopId}/meta/callback`, { code, state });
    expect(finished.status, await finished.clone().text()).toBe(200);
    expect(await finished.json()).toMatchObject({ connector: 'meta' });
    // Code → short-lived token → long-lived token.
    const exchanges = graphCalls('/oauth/access_token');
    expect(exchanges.at(-2)!.query.get('code')).toBe(code);
    expect(exchanges.at(-1)!.query.get('grant_type')).toBe('fb_exchange_token');
    // The state is used once.
    const again = await call('POST', `/api/shops/${shopId}/meta/callback`, { code, state });
    expect(again.status).toBe(400);
    expect(((await again.json()) as { error: { code: string } }).error.code).toBe('meta_oauth_state_invalid');

    const stored = await withScope(t.deps.db, { userId: null, shopId }, (trx) =>
      trx.selectFrom('connections').selectAll().where('shop_id', '=', shopId).executeTakeFirstOrThrow(),
    );
    const longLived = fake.issuedTokens.at(-1)!;
    expect(stored.access_token_sealed).toMatch(/^v0\.[\w-]+\.[\w-]+$/);
    expect(JSON.stringify(stored)).not.toContain(longLived);
    const lifetime = new Date(stored.access_token_expires_at!).getTime() - Date.now();
    expect(lifetime).toBeGreaterThan(59 * 24 * 3600_000);

    await t.settle();
    const view = await overview();
    expect(view.connection).toMatchObject({ status: 'connected', syncState: 'idle', schedule: null });
    expect(view.accounts).toHaveLength(30);
    expect(view.accounts![0]).toEqual({
      id: '1000',
      name: 'Kávovar – Meta',
      currency: 'CZK',
      timeZone: 'Europe/Prague',
      status: 1,
    });
    const pages = graphCalls('/me/adaccounts');
    expect(pages).toHaveLength(2);
    // The second page followed paging.next, with our token in the header and not the link's.
    expect(pages[1]!.query.get('after')).toBeTruthy();
    expect(pages[1]!.query.get('access_token')).toBeNull();
    expect(pages[1]!.headers.authorization).toBe(`Bearer ${longLived}`);
    expect(pages[1]!.query.get('appsecret_proof')).toMatch(/^[0-9a-f]{64}$/);
  });

  it('refuses a state that is forged, of another user or of another shop, and a code Meta refuses', async () => {
    const started = await call('POST', `/api/shops/${shopId}/meta/start`);
    const { code, state } = fake.authorize(((await started.json()) as { authorizeUrl: string }).authorizeUrl);
    const [body, signature] = state.split('.');
    const payload = JSON.parse(Buffer.from(body!, 'base64url').toString());
    const forged = `${Buffer.from(JSON.stringify({ ...payload, u: 'someone-else' })).toString('base64url')}.${signature}`;
    const expired = `${Buffer.from(JSON.stringify({ ...payload, e: 1 })).toString('base64url')}.${signature}`;
    const otherShop = await createShop(t, owner, 'Jiný obchod');
    const admin = await t.signUp(`meta-admin-${engine}-${Date.now()}@example.cz`);
    await shareShop(t, owner, shopId, admin.email, 'admin');
    for (const [path, input, user] of [
      [`/api/shops/${shopId}/meta/callback`, { code, state: forged }, owner],
      [`/api/shops/${shopId}/meta/callback`, { code, state: expired }, owner],
      [`/api/shops/${otherShop}/meta/callback`, { code, state }, owner],
      [`/api/shops/${shopId}/meta/callback`, { code, state }, admin],
    ] as const) {
      const response = await call('POST', path, input, user);
      expect(response.status, path).toBe(400);
    }
    const wrongCode = await call('POST', `/api/shops/${shopId}/meta/callback`, { code: 'not-a-code', state });
    expect(wrongCode.status).toBe(422);
    expect(((await wrongCode.json()) as { error: { code: string; message: string } }).error).toMatchObject({
      code: 'meta_code_rejected',
      message: expect.stringContaining('Meta odmítla'),
    });
  });

  it('syncs 90 days through an async report, purchases by the documented rule, as ad spend the marketing report shows; then 7 days paged', async () => {
    await connectMeta(t, owner, shopId, fake);
    await t.settle();
    const unknown = await call('PUT', `/api/shops/${shopId}/meta/account`, { accountId: '9999' });
    expect(unknown.status).toBe(422);
    await choose('1000');
    // The report was started, polled until it completed, then read.
    const started = fake.requests.filter(
      (request) => request.method === 'POST' && request.path.endsWith('/act_1000/insights'),
    );
    expect(started).toHaveLength(1);
    const form = new URLSearchParams(started[0]!.body);
    expect(form.get('level')).toBe('campaign');
    expect(form.get('time_increment')).toBe('1');
    expect(JSON.parse(form.get('time_range')!)).toEqual({
      since: shiftDay(metaToday(), -89),
      until: metaToday(),
    });
    expect(JSON.parse(form.get('action_attribution_windows')!)).toEqual(['7d_click', '1d_view']);
    expect(form.get('fields')).toContain('action_values');
    const polls = fake.requests.filter((request) => /^\/v23\.0\/\d+$/.test(request.path));
    expect(polls).toHaveLength(3);
    expect(t.waits.slice(0, 3)).toEqual([2000, 3000, 5000]);
    // 90 days × 2 campaigns in pages of 25.
    expect(
      graphCalls('/insights').filter((request) => /^\/v23\.0\/\d+\/insights$/.test(request.path)),
    ).toHaveLength(8);

    const rows = await spend();
    expect(rows).toHaveLength(180);
    const prospecting = rows.find((row) => row.day === metaToday() && row.campaign === 'Prospecting – káva')!;
    expect(prospecting).toMatchObject({
      channel: 'meta',
      account: 'Kávovar – Meta',
      campaign_id: '23850001',
      source: 'connector',
    });
    expect([Number(prospecting.clicks), Number(prospecting.impressions)]).toEqual([240, 18_000]);
    expect(Number(prospecting.cost)).toBe(412.5);
    // omni_purchase counted once, not summed with the pixel's and `purchase`.
    expect(Number(prospecting.conversions)).toBe(4);
    expect(Number(prospecting.conversion_value)).toBe(3200);
    const remarketing = rows.find((row) => row.day === metaToday() && row.campaign === 'Remarketing')!;
    expect(Number(remarketing.conversions)).toBe(2);
    expect(Number(remarketing.conversion_value)).toBe(1800);

    const view = await overview();
    expect(view.connection).toMatchObject({
      syncState: 'completed',
      schedule: { everyHours: 6 },
      account: { id: '1000', name: 'Kávovar – Meta' },
    });
    expect(view.attributionWindows).toEqual(['7d_click', '1d_view']);
    expect(view.completeness).toMatchObject({ level: 'complete', missingDays: [] });
    expect(view.issue).toBeNull();
    expect(view.week!.campaigns.map((campaign) => [campaign.campaign, campaign.frequency])).toEqual([
      ['Prospecting – káva', 14],
      ['Remarketing', 35],
    ]);

    const report = await call('GET', `/api/shops/${shopId}/analytics/marketing?period=7d`);
    await t.settle();
    const marketing = (await (
      await call('GET', `/api/shops/${shopId}/analytics/marketing?period=7d`)
    ).json()) as {
      data: {
        channels: { channel: string; adSpend: number }[];
        campaigns: { channel: string; campaign: string; platformConversions: number }[];
      };
    };
    expect(report.status).toBe(200);
    const metaChannel = marketing.data.channels.find((channel) => channel.channel === 'meta')!;
    expect(metaChannel.adSpend).toBeCloseTo(7 * 562.5 + 21, 2);
    expect(marketing.data.campaigns.filter((campaign) => campaign.channel === 'meta')).toHaveLength(2);

    // A later sync reads the last 7 days synchronously, page by page.
    const before = fake.requests.length;
    const queued = await call('POST', `/api/shops/${shopId}/connections/${view.connection!.id}/sync`);
    expect(queued.status).toBe(202);
    await t.settle();
    const reads = fake.requests
      .slice(before)
      .filter(
        (request) =>
          request.path === '/v23.0/act_1000/insights' && request.query.get('time_increment') === '1',
      );
    expect(reads).toHaveLength(1);
    expect(JSON.parse(reads[0]!.query.get('time_range')!)).toEqual({
      since: shiftDay(metaToday(), -6),
      until: metaToday(),
    });
    expect(fake.requests.slice(before).filter((request) => request.method === 'POST')).toHaveLength(0);
  });

  it('renews the long-lived token within 60 minutes of its expiry, not before', async () => {
    const connectionId = await connectMeta(t, owner, shopId, fake);
    await t.settle();
    const exchanges = () => graphCalls('/oauth/access_token').length;
    await setExpiry(connectionId, new Date(Date.now() + 61 * 60_000));
    let before = exchanges();
    await choose();
    expect(exchanges()).toBe(before);
    await setExpiry(connectionId, new Date(Date.now() + 59 * 60_000));
    before = exchanges();
    await call('POST', `/api/shops/${shopId}/connections/${connectionId}/sync`);
    await t.settle();
    expect(exchanges()).toBe(before + 1);
    expect((await overview()).connection).toMatchObject({ status: 'connected', syncState: 'completed' });
    const stored = await withScope(t.deps.db, { userId: null, shopId }, (trx) =>
      trx
        .selectFrom('connections')
        .select('access_token_expires_at')
        .where('id', '=', connectionId)
        .executeTakeFirstOrThrow(),
    );
    expect(new Date(stored.access_token_expires_at!).getTime()).toBeGreaterThan(
      Date.now() + 59 * 24 * 3600_000,
    );
  });

  it('tries a failing renewal 3 times (1 s, 2 s), then marks the connection broken with the reason and notifies', async () => {
    const connectionId = await connectMeta(t, owner, shopId, fake);
    await t.settle();
    await setExpiry(connectionId, new Date(Date.now() + 30 * 60_000));
    fake.scenario.failExchange = 5;
    await call('PUT', `/api/shops/${shopId}/meta/account`, { accountId: '1000' });
    await t.settle();
    expect(t.waits).toEqual([1000, 2000]);
    const view = await overview();
    expect(view.connection).toMatchObject({ status: 'broken', syncState: 'error' });
    expect(view.connection!.brokenReason).toBe(
      'Přístup k reklamnímu účtu Meta vypršel (Service temporarily unavailable). Propojte Metu znovu v Nastavení → Propojení.',
    );
    expect(view.issue).toMatchObject({
      code: 'TOKEN_EXPIRED',
      level: 'critical',
      retry: false,
      toastMs: 6000,
    });
    expect((await overview('en')).issue!.message).toBe(
      'Access to the Meta ad account has expired (Service temporarily unavailable). Please reconnect Meta in Settings → Connections.',
    );
    expect(await lastJob('meta-sync')).toMatchObject({
      status: 'failed',
      attempts: 1,
      error_code: 'meta_token_expired',
    });
    const notifications = (await (await call('GET', `/api/shops/${shopId}/notifications`)).json()) as {
      items: { title: string; type: string }[];
    };
    expect(notifications.items[0]).toMatchObject({
      title: 'Propojení Meta Ads přestalo fungovat',
      type: 'error',
    });
    expect((await call('POST', `/api/shops/${shopId}/connections/${connectionId}/sync`)).status).toBe(409);
    // Logging in again makes it whole.
    await connectMeta(t, owner, shopId, fake);
    expect((await overview()).connection).toMatchObject({ status: 'connected', brokenReason: null });
  });

  it('breaks at once, without trying, a token that already expired', async () => {
    const connectionId = await connectMeta(t, owner, shopId, fake);
    await t.settle();
    await setExpiry(connectionId, new Date(Date.now() - 1000));
    const before = graphCalls('/oauth/access_token').length;
    await call('PUT', `/api/shops/${shopId}/meta/account`, { accountId: '1000' });
    await t.settle();
    expect(graphCalls('/oauth/access_token').length).toBe(before);
    expect((await overview()).issue).toMatchObject({ code: 'TOKEN_EXPIRED' });
  });

  it('waits when the usage headers are near 100 %, and leaves a long wait to a later retry', async () => {
    await connectMeta(t, owner, shopId, fake);
    await t.settle();
    fake.scenario.usagePercent = 97;
    await choose();
    // Every call after a near-limit answer waited a minute first.
    expect(t.waits.filter((ms) => ms === 60_000).length).toBeGreaterThan(3);
    expect((await overview()).connection!.syncState).toBe('completed');

    fake.scenario.regainMinutes = 5;
    const view = await overview();
    await call('POST', `/api/shops/${shopId}/connections/${view.connection!.id}/sync`);
    await t.settle();
    expect(await lastJob('meta-sync')).toMatchObject({ status: 'queued', error_code: 'meta_rate_limit' });
    expect((await overview()).issue).toMatchObject({
      code: 'RATE_LIMIT',
      level: 'info',
      silent: true,
      toastMs: 3000,
    });
  });

  it('backs off a rate-limit error (code 17) and goes on', async () => {
    await connectMeta(t, owner, shopId, fake);
    await t.settle();
    fake.scenario.errors = [
      { status: 400, code: 17, subcode: 2446079, message: 'User request limit reached', times: 2 },
    ];
    await choose();
    expect(t.waits.slice(0, 2)).toEqual([5000, 15000]);
    expect((await overview()).connection!.syncState).toBe('completed');
  });

  it.each([
    [
      'an expired token (190/463)',
      {
        status: 400,
        code: 190,
        subcode: 463,
        message: 'Error validating access token: Session has expired on Monday.',
      },
      'TOKEN_EXPIRED',
      'critical',
      'failed',
      'Přístup k reklamnímu účtu Meta vypršel',
    ],
    [
      'an invalid token (190/460)',
      {
        status: 400,
        code: 190,
        subcode: 460,
        message: 'The session has been invalidated because the user changed their password.',
      },
      'TOKEN_INVALID',
      'critical',
      'failed',
      'Meta už přístup Ziskoměru nepřijímá',
    ],
    [
      'a missing permission (200)',
      { status: 403, code: 200, message: 'Requires ads_read permission' },
      'PERMISSION_DENIED',
      'critical',
      'failed',
      'K reklamnímu účtu Kávovar – Meta chybí v Metě oprávnění (Requires ads_read permission)',
    ],
    [
      'an ad account gone (100/33)',
      { status: 400, code: 100, subcode: 33, message: "Object with ID 'act_1000' does not exist" },
      'NO_CONNECTION',
      'critical',
      'failed',
      'Reklamní účet Kávovar – Meta v Metě už není dostupný',
    ],
    [
      'an invalid parameter (100)',
      { status: 400, code: 100, message: 'Invalid parameter' },
      'SYNC_FAILED',
      'warning',
      'queued',
      'Meta odmítla dotaz na výsledky kampaní (Invalid parameter)',
    ],
    [
      'a service outage (2)',
      { status: 503, code: 2, message: 'Service temporarily unavailable', isTransient: true },
      'SLOW_API',
      'info',
      'queued',
      'Meta odpovídá pomalu',
    ],
    [
      'an unknown error (1)',
      { status: 500, code: 1, message: 'An unknown error occurred' },
      'UNKNOWN',
      'warning',
      'queued',
      'z neznámého důvodu (An unknown error occurred)',
    ],
    [
      'a rate limit that lasts (80004)',
      { status: 400, code: 80004, message: 'There have been too many calls to this ad-account.' },
      'RATE_LIMIT',
      'info',
      'queued',
      'Meta dočasně omezila počet dotazů',
    ],
  ] as const)('tells the user about %s', async (_name, error, code, level, status, message) => {
    await connectMeta(t, owner, shopId, fake);
    await t.settle();
    await call('PUT', `/api/shops/${shopId}/meta/account`, { accountId: '1000' });
    fake.scenario.errors = [{ ...error, times: 1000, pathIncludes: '/act_1000/' }];
    await t.settle();
    fake.scenario.errors = [];
    expect(await lastJob('meta-sync')).toMatchObject({ status, error_code: `meta_${code.toLowerCase()}` });
    const view = await overview();
    expect(view.issue).toMatchObject({
      code,
      level,
      retry: level !== 'critical',
      toastMs: { critical: 6000, warning: 5000, info: 3000 }[level],
      silent: level === 'info',
    });
    expect(view.issue!.message).toContain(message);
    expect(view.connection!.status).toBe(
      code === 'TOKEN_EXPIRED' || code === 'TOKEN_INVALID' ? 'broken' : 'connected',
    );
  });

  it('reads a failed report in 30-day windows, keeps what came, and offers to use it or reload all', async () => {
    await connectMeta(t, owner, shopId, fake);
    await t.settle();
    fake.scenario.reportOutcome = 'fail';
    // The newest window stays rate-limited past the back-off.
    fake.scenario.errors = [
      {
        status: 400,
        code: 80004,
        message: 'Too many calls',
        times: 4,
        sinceFrom: shiftDay(metaToday(), -29),
      },
    ];
    await choose();
    expect((await spend()).length).toBe(120);
    let view = await overview();
    expect(view.connection!.syncState).toBe('completed');
    expect(view.completeness).toMatchObject({ level: 'partial', accepted: false });
    expect(view.completeness!.missingDays).toHaveLength(30);
    expect(view.issue).toMatchObject({ code: 'PARTIAL_DATA', level: 'warning', toastMs: 5000 });
    expect(view.issue!.message).toBe(
      'Za 30 z 90 dní Meta data nevrátila. Můžete použít dostupná data, nebo nechat načíst vše znovu.',
    );

    const use = await call('PUT', `/api/shops/${shopId}/meta/completeness`, { choice: 'use_available' });
    expect(use.status).toBe(200);
    view = (await use.json()) as Overview;
    expect(view.completeness).toMatchObject({ level: 'partial', accepted: true });
    expect(view.issue).toBeNull();

    fake.scenario.reportOutcome = 'complete';
    fake.scenario.errors = [];
    const reload = await call('PUT', `/api/shops/${shopId}/meta/completeness`, { choice: 'reload_all' });
    expect(reload.status).toBe(200);
    await t.settle();
    view = await overview();
    expect(view.completeness).toMatchObject({ level: 'complete', missingDays: [] });
    expect((await spend()).length).toBe(180);
    const bad = await call('PUT', `/api/shops/${shopId}/meta/completeness`, { choice: 'everything' });
    expect(bad.status).toBe(422);
  });

  it('says when the account has no figures at all (NO_DATA)', async () => {
    fake.scenario.accounts = [
      ...metaAccounts(3),
      { id: '5000', name: 'Prázdný účet', currency: 'CZK', timeZone: 'Europe/Prague', status: 1 },
    ];
    await connectMeta(t, owner, shopId, fake);
    await t.settle();
    await choose('5000');
    expect((await overview()).issue).toMatchObject({ code: 'NO_DATA', level: 'warning', toastMs: 5000 });
  });

  it('lists Meta as available in Settings, and disconnecting deletes its token but keeps the spend', async () => {
    const connectionId = await connectMeta(t, owner, shopId, fake);
    await t.settle();
    await choose();
    const list = (await (await call('GET', `/api/shops/${shopId}/connections`)).json()) as {
      items: { connector: string; available: boolean; connection: { id: string } | null }[];
      metaMissingSettings: string[];
    };
    expect(list.items.find((item) => item.connector === 'meta')).toMatchObject({
      available: true,
      connection: { id: connectionId },
    });
    expect(list.metaMissingSettings).toEqual([]);
    const rows = (await spend()).length;
    expect((await call('DELETE', `/api/shops/${shopId}/connections/${connectionId}`)).status).toBe(204);
    const left = await withScope(t.deps.db, { userId: null, shopId }, (trx) =>
      trx.selectFrom('connections').select(['access_token_sealed']).where('shop_id', '=', shopId).execute(),
    );
    expect(left).toEqual([]);
    expect((await overview()).connection).toBeNull();
    expect((await spend()).length).toBe(rows);
  });

  it('never puts a token or the app secret in a response, a log line or a stored job error', async () => {
    const secrets = [fake.scenario.appSecret, ...fake.issuedTokens];
    expect(fake.issuedTokens.length).toBeGreaterThan(5);
    const text = captured.join('\n');
    for (const secret of secrets) expect(text.includes(secret), 'a secret leaked').toBe(false);
    const errors = await withRunnerScope(t.deps.db, (trx) =>
      trx.selectFrom('jobs').select(['last_error', 'error_message_en', 'payload']).execute(),
    );
    const stored = JSON.stringify(errors);
    for (const secret of secrets) expect(stored.includes(secret)).toBe(false);
  });
});

describe.each(testEngines)('Meta without an app id on %s', (engine) => {
  let t: TestApp;
  let owner: TestUser;
  beforeAll(async () => {
    t = await createTestApp(engine);
    owner = await t.signUp(`meta-none-${engine}@example.cz`);
  }, 180_000);
  afterAll(() => t.close());

  it('says what to configure instead of failing', async () => {
    const shopId = await createShop(t, owner, 'Bez Mety');
    const view = await t.call('GET', `/api/shops/${shopId}/meta`, { cookie: owner.cookie });
    expect(await view.json()).toMatchObject({
      configured: false,
      missingSettings: ['META_APP_ID', 'META_APP_SECRET'],
      connection: null,
    });
    const start = await t.call('POST', `/api/shops/${shopId}/meta/start`, { cookie: owner.cookie });
    expect(start.status).toBe(409);
    expect(((await start.json()) as { error: { code: string; message: string } }).error).toEqual({
      code: 'meta_not_configured',
      message: expect.stringContaining('META_APP_ID'),
    });
  });
});
