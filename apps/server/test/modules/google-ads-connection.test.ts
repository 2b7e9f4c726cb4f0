import { withScope } from '@ziskomer/db';
import { getZonedDay } from '@ziskomer/domain';
import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { withRunnerScope } from '../../src/jobs/with-runner-scope.ts';
import { type FakeGoogle, startFakeGoogle } from '../fakes/google/fake-google.ts';
import { createTestApp, type TestApp, type TestUser } from '../helpers/test-app.ts';
import { testEngines } from '../helpers/test-db.ts';
import {
  ACCOUNTS,
  CONVERSION_ACTIONS,
  campaignDays,
  connectGoogleAds,
  createGoogleTestApp,
} from './google-ads-test-kit.ts';
import { captureConsole } from './google-products-test-kit.ts';
import { createShop, shareShop } from './imports-test-kit.ts';

const today = () => getZonedDay(new Date(), 'Europe/Prague');
const shiftDay = (day: string, days: number) => {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

describe.each(testEngines)('Google Ads connection on %s', (engine) => {
  let fake: FakeGoogle;
  let t: Awaited<ReturnType<typeof createGoogleTestApp>>;
  let owner: TestUser;
  let shopId: string;
  /** Everything the app printed and answered, for the secrets check at the end. */
  const captured: string[] = [];
  let restoreConsole: () => void;

  const call = async (method: string, path: string, body?: unknown, user = owner) => {
    const response = await t.call(method, path, { cookie: user.cookie, body });
    captured.push(await response.clone().text());
    return response;
  };
  const overview = async (id = shopId) => {
    const response = await call('GET', `/api/shops/${id}/google-ads`);
    expect(response.status).toBe(200);
    return (await response.json()) as {
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
      accounts: {
        basic: { id: string; name: string }[];
        managers: { id: string; name: string; clients: { id: string; name: string }[] }[];
      } | null;
      selection: { accountType: string; managerId: string | null; accountId: string } | null;
      conversionActions: { id: string; name: string; primary: boolean }[] | null;
    };
  };
  const spend = (id = shopId) =>
    withScope(t.deps.db, { userId: null, shopId: id }, (trx) =>
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
          'source_ref',
        ])
        .where('shop_id', '=', id)
        .orderBy('day')
        .orderBy('campaign')
        .execute(),
    );
  const lastJob = (id: string, kind: string) =>
    withRunnerScope(t.deps.db, (trx) =>
      trx
        .selectFrom('jobs')
        .select(['status', 'attempts', 'error_code', 'last_error', 'error_message_en'])
        .where('shop_id', '=', id)
        .where('kind', '=', kind)
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow(),
    );

  beforeAll(async () => {
    restoreConsole = captureConsole(captured);
    fake = await startFakeGoogle({
      customers: ACCOUNTS,
      campaigns: campaignDays('1000000011', today(), 95),
      conversionActions: CONVERSION_ACTIONS,
    });
    t = await createGoogleTestApp(engine, fake);
    owner = await t.signUp(`google-${engine}@example.cz`, 'Majitelka Googlu');
  }, 60_000);
  afterAll(async () => {
    await t.close();
    await fake.close();
    restoreConsole();
  });
  beforeEach(async () => {
    shopId = await createShop(t, owner, `Google ${Math.random().toString(36).slice(2, 8)}`);
    Object.assign(fake.scenario, {
      failRefresh: 0,
      revokeRefreshToken: false,
      developerTokenTestOnly: false,
      rateLimit: 0,
      refuseAllAccessTokens: false,
      pageSize: 10_000,
    });
    t.waits.length = 0;
  });
  afterEach(() => t.settle());

  it('connects with PKCE and a signed state, stores the tokens sealed and lists the accounts', async () => {
    const started = await call('POST', `/api/shops/${shopId}/connections/google/start`, {
      connector: 'google_ads',
    });
    expect(started.status).toBe(200);
    const url = new URL(((await started.json()) as { authorizeUrl: string }).authorizeUrl);
    expect(url.origin + url.pathname).toBe(`${fake.origin}/o/oauth2/v2/auth`);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      client_id: fake.scenario.clientId,
      redirect_uri: 'http://localhost:3999/oauth/google/callback',
      response_type: 'code',
      scope: 'https://www.googleapis.com/auth/adwords',
      access_type: 'offline',
      prompt: 'consent',
      code_challenge_method: 'S256',
    });
    expect(url.searchParams.get('code_challenge')).toMatch(/^[\w-]{43}$/);

    const { code, state } = fake.authorize(url.toString());
    const finished = await call('POST', `/api/shops/${shopId}/connections/google/callback`, { code, state });
    expect(finished.status, await finished.clone().text()).toBe(200);
    // The state is used once.
    const again = await call('POST', `/api/shops/${shopId}/connections/google/callback`, { code, state });
    expect(again.status).toBe(400);
    expect(((await again.json()) as { error: { code: string } }).error.code).toBe('oauth_state_invalid');

    const stored = await withScope(t.deps.db, { userId: null, shopId }, (trx) =>
      trx.selectFrom('connections').selectAll().where('shop_id', '=', shopId).executeTakeFirstOrThrow(),
    );
    const refreshToken = fake.issuedRefreshTokens.at(-1)!;
    expect(stored.refresh_token_sealed).toMatch(/^v0\.[\w-]+\.[\w-]+$/);
    expect(JSON.stringify(stored)).not.toContain(refreshToken);
    expect(JSON.stringify(stored)).not.toContain(fake.issuedAccessTokens.at(-1)!);

    await t.settle();
    const view = await overview();
    expect(view.connection).toMatchObject({ status: 'connected', syncState: 'idle', schedule: null });
    expect(view.accounts).toEqual({
      basic: [expect.objectContaining({ id: '2000000002', name: 'Vlastní účet' })],
      managers: [
        expect.objectContaining({
          id: '1000000001',
          name: 'Agentura MCC',
          clients: [
            expect.objectContaining({ id: '1000000011', name: 'Kávovar – klient' }),
            expect.objectContaining({ id: '1000000012', name: 'Client 1000000012' }),
          ],
        }),
      ],
    });
    // Both kinds exist: the type stays unset until the user picks.
    expect(view.selection).toBeNull();
    const accountsCalls = fake.requests.filter((request) => request.path.includes('googleAds:search'));
    expect(
      accountsCalls.every((request) => request.headers['developer-token'] === fake.scenario.developerToken),
    ).toBe(true);
  });

  it("syncs a manager's client over 90 days in pages, as ad spend of Google Ads, then the last 7 days", async () => {
    await connectGoogleAds(t, owner, shopId, fake);
    await t.settle();
    const unknown = await call('PUT', `/api/shops/${shopId}/google-ads/selection`, {
      accountType: 'mcc',
      managerId: '1000000001',
      accountId: '2000000002',
    });
    expect(unknown.status).toBe(422);
    expect(((await unknown.json()) as { error: { code: string } }).error.code).toBe(
      'google_ads_account_unknown',
    );

    fake.scenario.pageSize = 50;
    const before = fake.requests.length;
    const chosen = await call('PUT', `/api/shops/${shopId}/google-ads/selection`, {
      accountType: 'mcc',
      managerId: '1000000001',
      accountId: '1000000011',
    });
    expect(chosen.status, await chosen.clone().text()).toBe(200);
    await t.settle();
    const searches = fake.requests
      .slice(before)
      .filter(
        (request) =>
          request.path === '/v24/customers/1000000011/googleAds:search' &&
          !request.body.includes('FROM conversion_action'),
      );
    // 90 days × 2 campaigns = 180 rows in pages of 50.
    expect(searches).toHaveLength(4);
    expect(searches.every((request) => request.headers['login-customer-id'] === '1000000001')).toBe(true);
    expect(JSON.parse(searches[1]!.body)).toHaveProperty('pageToken');

    const rows = await spend();
    expect(rows).toHaveLength(180);
    const first = rows.find((row) => row.day === today() && row.campaign === 'Vyhledávání – káva')!;
    expect(first).toMatchObject({
      channel: 'google_ads',
      account: 'Kávovar – klient',
      campaign_id: '501',
      clicks: expect.anything(),
      source: 'connector',
    });
    expect(Number(first.cost)).toBe(123.45);
    expect(Number(first.conversions)).toBe(3.5);
    expect(Number(first.conversion_value)).toBe(2890.4);
    const view = await overview();
    expect(view.connection).toMatchObject({
      syncState: 'completed',
      schedule: { everyHours: 6 },
      account: { id: '1000000011' },
    });
    // The client's conversion actions (GAQL over conversion_action), removed ones left out.
    expect(view.conversionActions).toEqual([
      {
        id: '7001',
        name: 'Nákup',
        category: 'PURCHASE',
        type: 'WEBPAGE',
        status: 'ENABLED',
        primary: true,
        countingType: 'MANY_PER_CLICK',
      },
      {
        id: '7002',
        name: 'Registrace k odběru',
        category: 'SIGNUP',
        type: 'WEBPAGE',
        status: 'ENABLED',
        primary: false,
        countingType: 'ONE_PER_CLICK',
      },
    ]);

    // Google revises the last week: a campaign-day disappears and a cost changes. Rows of the API in
    // the same range stay, and the days before the week are not touched.
    const apiRow = await withScope(t.deps.db, { userId: null, shopId }, (trx) =>
      trx
        .insertInto('ad_spend')
        .values({
          shop_id: shopId,
          day: today(),
          channel: 'sklik',
          cost: 99,
          source: 'api',
          source_ref: null,
        })
        .returning('day')
        .execute(),
    );
    expect(apiRow).toHaveLength(1);
    fake.scenario.campaigns = fake.scenario.campaigns
      .filter((day) => !(day.date === today() && day.campaignId === '502'))
      .map((day) =>
        day.date === today() && day.campaignId === '501' ? { ...day, costMicros: 200_000_000 } : day,
      );
    const queued = await call('POST', `/api/shops/${shopId}/connections/${view.connection!.id}/sync`);
    expect(queued.status).toBe(202);
    await t.settle();
    const after = await spend();
    expect(after).toHaveLength(180);
    expect(
      Number(after.find((row) => row.day === today() && row.campaign === 'Vyhledávání – káva')!.cost),
    ).toBe(200);
    expect(after.some((row) => row.day === today() && row.campaign === 'Performance Max')).toBe(false);
    expect(after.find((row) => row.channel === 'sklik')).toMatchObject({ source: 'api' });
    const lastSearch = fake.requests
      .filter(
        (request) => request.path.endsWith('googleAds:search') && request.body.includes('FROM campaign'),
      )
      .at(-1)!;
    const range = /BETWEEN '([\d-]+)' AND '([\d-]+)'/.exec(JSON.parse(lastSearch.body).query ?? '');
    expect(range?.slice(1)).toEqual([shiftDay(today(), -6), today()]);
    const firstQuery = JSON.parse(searches[0]!.body).query as string;
    expect(firstQuery).toContain(`BETWEEN '${shiftDay(today(), -89)}' AND '${today()}'`);
    expect(firstQuery).toMatch(/metrics\.cost_micros/);
  });

  it('refreshes an access token within 10 minutes of its expiry before calling Google Ads', async () => {
    const connectionId = await connectGoogleAds(t, owner, shopId, fake);
    await t.settle();
    const refreshesBefore = fake.requests.filter((request) => request.path === '/token').length;
    await withScope(t.deps.db, { userId: null, shopId }, (trx) =>
      trx
        .updateTable('connections')
        .set({ access_token_expires_at: new Date(Date.now() + 9 * 60_000) })
        .where('id', '=', connectionId)
        .execute(),
    );
    await call('PUT', `/api/shops/${shopId}/google-ads/selection`, {
      accountType: 'basic',
      accountId: '2000000002',
    });
    await t.settle();
    expect(fake.requests.filter((request) => request.path === '/token').length).toBe(refreshesBefore + 1);
    expect((await overview()).connection).toMatchObject({ syncState: 'completed' });
  });

  it('refreshes again when Google refuses an expired access token (401), and goes on', async () => {
    await connectGoogleAds(t, owner, shopId, fake);
    await t.settle();
    fake.expireAccessTokens();
    await call('PUT', `/api/shops/${shopId}/google-ads/selection`, {
      accountType: 'basic',
      accountId: '2000000002',
    });
    await t.settle();
    expect((await overview()).connection).toMatchObject({ status: 'connected', syncState: 'completed' });
  });

  it('tries a failing refresh 3 times with 1 s and 2 s waits, then marks the connection broken and notifies', async () => {
    const connectionId = await connectGoogleAds(t, owner, shopId, fake);
    await t.settle();
    await withScope(t.deps.db, { userId: null, shopId }, (trx) =>
      trx
        .updateTable('connections')
        .set({ access_token_expires_at: new Date(Date.now() - 1000) })
        .where('id', '=', connectionId)
        .execute(),
    );
    fake.scenario.failRefresh = 5;
    const refreshesBefore = fake.requests.filter((request) => request.path === '/token').length;
    await call('PUT', `/api/shops/${shopId}/google-ads/selection`, {
      accountType: 'basic',
      accountId: '2000000002',
    });
    await t.settle();
    expect(fake.requests.filter((request) => request.path === '/token').length).toBe(refreshesBefore + 3);
    expect(t.waits).toEqual([1000, 2000]);
    const view = await overview();
    expect(view.connection).toMatchObject({ status: 'broken', syncState: 'error' });
    expect(view.connection!.brokenReason).toBe(
      'Obnovení tokenu selhalo: temporarily_unavailable (Try again later.). Znovu propojte účet Google Ads v Nastavení.',
    );
    const english = await t.call('GET', `/api/shops/${shopId}/connections`, {
      cookie: owner.cookie,
      headers: { 'accept-language': 'en' },
    });
    const entry = (
      (await english.json()) as {
        items: { connector: string; connection: { brokenReason: string } | null }[];
      }
    ).items[0]!;
    expect(entry.connection!.brokenReason).toBe(
      'Token refresh failed: temporarily_unavailable (Try again later.). Please reconnect your Google Ads account in Settings.',
    );
    expect(await lastJob(shopId, 'google-ads-sync')).toMatchObject({
      status: 'failed',
      attempts: 1,
      error_code: 'google_token_refresh_failed',
    });
    const notifications = await call('GET', `/api/shops/${shopId}/notifications`);
    const list = (await notifications.json()) as { items: { title: string; type: string }[] };
    expect(list.items[0]).toMatchObject({ title: 'Propojení Google Ads přestalo fungovat', type: 'error' });
    // Sync now answers that the connection must be connected again.
    const syncNow = await call('POST', `/api/shops/${shopId}/connections/${connectionId}/sync`);
    expect(syncNow.status).toBe(409);
    // Connecting again makes it whole (with consent asked again).
    const restart = await call('POST', `/api/shops/${shopId}/connections/google/start`, {
      connector: 'google_ads',
    });
    expect(
      new URL(((await restart.json()) as { authorizeUrl: string }).authorizeUrl).searchParams.get('prompt'),
    ).toBe('consent');
    await connectGoogleAds(t, owner, shopId, fake);
    expect((await overview()).connection).toMatchObject({ status: 'connected', brokenReason: null });
  });

  it('breaks the connection at once when Google refuses the refresh token (invalid_grant)', async () => {
    const connectionId = await connectGoogleAds(t, owner, shopId, fake);
    await t.settle();
    await withScope(t.deps.db, { userId: null, shopId }, (trx) =>
      trx
        .updateTable('connections')
        .set({ access_token_expires_at: new Date(Date.now() - 1000) })
        .where('id', '=', connectionId)
        .execute(),
    );
    fake.scenario.revokeRefreshToken = true;
    await call('PUT', `/api/shops/${shopId}/google-ads/selection`, {
      accountType: 'basic',
      accountId: '2000000002',
    });
    await t.settle();
    expect(t.waits).toEqual([]);
    expect((await overview()).connection!.brokenReason).toContain('invalid_grant');
  });

  it.each([
    [
      'a developer token approved for test accounts only (403)',
      { developerTokenTestOnly: true },
      'google_ads_developer_token_not_approved',
      'failed',
      'Vývojářský token Google Ads je schválený jen pro testovací účty',
    ],
    [
      'every token refused (401 UNAUTHENTICATED)',
      { refuseAllAccessTokens: true },
      'google_unauthenticated',
      'failed',
      'Google nepřijal přístup k účtu (UNAUTHENTICATED)',
    ],
    [
      'a quota exhausted for good (429 RESOURCE_EXHAUSTED)',
      { rateLimit: 1000, retryDelaySeconds: 2 },
      'google_rate_limited',
      'queued',
      'Google Ads hlásí vyčerpaný limit požadavků',
    ],
  ] as const)('tells the user about %s', async (_name, scenario, code, status, message) => {
    await connectGoogleAds(t, owner, shopId, fake);
    await t.settle();
    await call('PUT', `/api/shops/${shopId}/google-ads/selection`, {
      accountType: 'basic',
      accountId: '2000000002',
    });
    Object.assign(fake.scenario, scenario);
    await t.settle();
    const job = await lastJob(shopId, 'google-ads-sync');
    expect(job).toMatchObject({ status, error_code: code });
    const view = await overview();
    expect(view.connection!.syncState).toBe('error');
    expect(view.connection!.syncError ?? view.connection!.brokenReason).toContain(message);
    if (code === 'google_rate_limited') expect(t.waits).toEqual([2000, 2000]);
  });

  it('says why the accounts did not come when Google refuses to list them', async () => {
    fake.scenario.developerTokenTestOnly = true;
    await connectGoogleAds(t, owner, shopId, fake);
    await t.settle();
    expect(await lastJob(shopId, 'google-ads-accounts')).toMatchObject({
      status: 'failed',
      error_code: 'google_ads_developer_token_not_approved',
    });
    const view = await overview();
    expect(view.accounts).toBeNull();
    expect(view.connection).toMatchObject({ status: 'connected', syncState: 'error' });
    expect(view.connection!.syncError).toContain(
      'Vývojářský token Google Ads je schválený jen pro testovací účty',
    );
    // Loading them again once the token is approved clears the error.
    fake.scenario.developerTokenTestOnly = false;
    expect((await call('POST', `/api/shops/${shopId}/google-ads/accounts/refresh`)).status).toBe(202);
    await t.settle();
    expect((await overview()).connection).toMatchObject({ syncState: 'idle', syncError: null });
  });

  it('waits out a short RESOURCE_EXHAUSTED for its retryDelay and completes', async () => {
    await connectGoogleAds(t, owner, shopId, fake);
    await t.settle();
    fake.scenario.rateLimit = 1;
    fake.scenario.retryDelaySeconds = 3;
    await call('PUT', `/api/shops/${shopId}/google-ads/selection`, {
      accountType: 'basic',
      accountId: '2000000002',
    });
    await t.settle();
    expect(t.waits).toEqual([3000]);
    expect((await overview()).connection!.syncState).toBe('completed');
  });

  it('fails a refused GAQL query (400) for good with Google’s reason', async () => {
    const { toGoogleJobError } = await import(
      '../../src/modules/connections/google-api/to-google-job-error.ts'
    );
    const { createGoogleRestClient } = await import(
      '../../src/modules/connections/google-api/google-rest-client.ts'
    );
    const { createGoogleAdsApi } = await import('../../src/modules/connections/google-ads/google-ads-api.ts');
    const connectionId = await connectGoogleAds(t, owner, shopId, fake);
    const token = fake.issuedAccessTokens.at(-1)!;
    const api = createGoogleAdsApi(
      t.deps.config.google,
      createGoogleRestClient({
        accessToken: async () => token,
        refreshAccessToken: async () => token,
        sleep: async () => {},
        headers: { 'developer-token': fake.scenario.developerToken },
      }),
    );
    const error = await api
      .search('2000000002', 'SELECT campaign.budget_amount FROM campaign')
      .catch((failure) => failure);
    const jobError = (await toGoogleJobError(
      t.deps,
      { shopId, connectionId, connector: 'google_ads' },
      error,
      'Vlastní účet',
    )) as {
      permanent: boolean;
      failure: { code: string; cs: string; en: string };
    };
    expect(jobError.permanent).toBe(true);
    expect(jobError.failure.code).toBe('google_ads_query_failed');
    expect(jobError.failure.en).toBe(
      "Google Ads refused the campaign query: Unrecognized field in the query: 'campaign.budget_amount'.",
    );
  });

  it('refuses a state that is forged, expired, of another user or of another shop', async () => {
    const started = await call('POST', `/api/shops/${shopId}/connections/google/start`, {
      connector: 'google_ads',
    });
    const { code, state } = fake.authorize(((await started.json()) as { authorizeUrl: string }).authorizeUrl);
    const [body, signature] = state.split('.');
    const payload = JSON.parse(Buffer.from(body!, 'base64url').toString());
    const forged = `${Buffer.from(JSON.stringify({ ...payload, u: 'someone-else' })).toString('base64url')}.${signature}`;
    const otherShop = await createShop(t, owner, 'Jiný obchod');
    const admin = await t.signUp(`google-admin-${engine}@example.cz`);
    await shareShop(t, owner, shopId, admin.email, 'admin');
    for (const [path, input, user] of [
      [`/api/shops/${shopId}/connections/google/callback`, { code, state: forged }, owner],
      [`/api/shops/${shopId}/connections/google/callback`, { code, state: `${state}x` }, owner],
      [`/api/shops/${otherShop}/connections/google/callback`, { code, state }, owner],
      [`/api/shops/${shopId}/connections/google/callback`, { code, state }, admin],
    ] as const) {
      const response = await call('POST', path, input, user);
      expect(response.status, path).toBe(400);
    }
    // Still usable by its own user, once: Google refuses a code it did not issue.
    const wrongCode = await call('POST', `/api/shops/${shopId}/connections/google/callback`, {
      code: 'not-a-code',
      state,
    });
    expect(wrongCode.status).toBe(422);
    expect(((await wrongCode.json()) as { error: { code: string; message: string } }).error).toMatchObject({
      code: 'oauth_code_rejected',
    });
  });

  it('lists every connector, every one connectable, and disconnects keeping the data', async () => {
    const connectionId = await connectGoogleAds(t, owner, shopId, fake);
    await t.settle();
    await call('PUT', `/api/shops/${shopId}/google-ads/selection`, {
      accountType: 'basic',
      accountId: '2000000002',
    });
    fake.scenario.campaigns.push(...campaignDays('2000000002', today(), 3));
    await t.settle();
    const response = await call('GET', `/api/shops/${shopId}/connections`);
    const list = (await response.json()) as {
      items: { connector: string; available: boolean; authMethod: string; connection: unknown }[];
      googleMissingSettings: string[];
    };
    expect(list.items.map((item) => item.connector)).toEqual([
      'google_ads',
      'google_analytics',
      'google_search_console',
      'google_merchant',
      'google_business_profile',
      'meta',
      'sklik',
      'heureka',
      'zbozi',
      'eshop_platform',
    ]);
    expect(list.items.filter((item) => item.available).map((item) => item.connector)).toEqual([
      'google_ads',
      'google_analytics',
      'google_search_console',
      'google_merchant',
      'google_business_profile',
      'meta',
      'sklik',
      'heureka',
      'zbozi',
      'eshop_platform',
    ]);
    expect(list.googleMissingSettings).toEqual([]);
    expect(list.items[0]!.connection).toMatchObject({
      id: connectionId,
      syncState: 'completed',
      schedule: { everyHours: 6, paused: false },
    });

    const changed = await call('PATCH', `/api/shops/${shopId}/connections/${connectionId}`, {
      everyHours: 24,
      paused: true,
    });
    expect(changed.status).toBe(200);
    expect(await changed.json()).toMatchObject({ schedule: { everyHours: 24, paused: true } });
    const wrong = await call('PATCH', `/api/shops/${shopId}/connections/${connectionId}`, { everyHours: 5 });
    expect(wrong.status).toBe(422);

    const rowsBefore = (await spend()).length;
    expect(rowsBefore).toBe(6);
    const removed = await call('DELETE', `/api/shops/${shopId}/connections/${connectionId}`);
    expect(removed.status).toBe(204);
    expect((await overview()).connection).toBeNull();
    expect((await spend()).length).toBe(rowsBefore);
    // The sync schedule went with the connection; the shop's own daily anomaly check stays.
    const schedules = await call('GET', `/api/shops/${shopId}/job-schedules`);
    expect(
      ((await schedules.json()) as { items: { kind: string }[] }).items.map((item) => item.kind),
    ).toEqual(['anomaly-alerts']);
  });

  it('never puts a token or secret in a response or a log line', async () => {
    const secrets = [
      fake.scenario.clientSecret,
      fake.scenario.developerToken,
      ...fake.issuedRefreshTokens,
      ...fake.issuedAccessTokens,
    ];
    expect(fake.issuedRefreshTokens.length).toBeGreaterThan(3);
    expect(captured.length).toBeGreaterThan(20);
    const text = captured.join('\n');
    for (const secret of secrets) expect(text.includes(secret), 'a secret leaked').toBe(false);
    // Nor the jobs' stored errors.
    const errors = await withRunnerScope(t.deps.db, (trx) =>
      trx.selectFrom('jobs').select(['last_error', 'error_message_en', 'payload']).execute(),
    );
    const stored = JSON.stringify(errors);
    for (const secret of secrets) expect(stored.includes(secret)).toBe(false);
  });
});

describe.each(testEngines)('Google connections without a client id on %s', (engine) => {
  let t: TestApp;
  let owner: TestUser;
  beforeAll(async () => {
    t = await createTestApp(engine);
    owner = await t.signUp(`google-none-${engine}@example.cz`);
  });
  afterAll(() => t.close());

  it('says what to configure instead of failing', async () => {
    const shopId = await createShop(t, owner, 'Bez Googlu');
    const list = await t.call('GET', `/api/shops/${shopId}/connections`, { cookie: owner.cookie });
    expect(((await list.json()) as { googleMissingSettings: string[] }).googleMissingSettings).toEqual([
      'GOOGLE_CLIENT_ID',
      'GOOGLE_CLIENT_SECRET',
      'GOOGLE_ADS_DEVELOPER_TOKEN',
    ]);
    const start = await t.call('POST', `/api/shops/${shopId}/connections/google/start`, {
      cookie: owner.cookie,
      body: { connector: 'google_ads' },
    });
    expect(start.status).toBe(409);
    expect(((await start.json()) as { error: { code: string; message: string } }).error).toEqual({
      code: 'google_not_configured',
      message: expect.stringContaining('GOOGLE_CLIENT_ID'),
    });
  });
});
