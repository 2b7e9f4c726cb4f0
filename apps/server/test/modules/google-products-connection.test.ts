import { withScope } from '@ziskomer/db';
import { getZonedDay } from '@ziskomer/domain';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type FakeGoogle, startFakeGoogle } from '../fakes/google/fake-google.ts';
import type { TestUser } from '../helpers/test-app.ts';
import { testEngines } from '../helpers/test-db.ts';
import { connectGoogleAds, createGoogleTestApp } from './google-ads-test-kit.ts';
import {
  businessScenario,
  captureConsole,
  dayBefore,
  lastJobOf,
  merchantScenario,
  searchRows,
} from './google-products-test-kit.ts';
import { createShop, shareShop } from './imports-test-kit.ts';

const today = () => getZonedDay(new Date(), 'Europe/Prague');

type Head = {
  connection: {
    id: string;
    status: string;
    syncState: string;
    syncError: string | null;
    brokenReason: string | null;
    schedule: { everyHours: number } | null;
    account: { id: string } | null;
  } | null;
  targets: { id: string; name: string; detail: string | null }[] | null;
  selection: { id: string } | null;
};

describe.each(testEngines)('Search Console, Merchant Center and Business Profile on %s', (engine) => {
  let fake: FakeGoogle;
  let t: Awaited<ReturnType<typeof createGoogleTestApp>>;
  let owner: TestUser;
  let shopId: string;
  const captured: string[] = [];
  let restoreConsole: () => void;

  const get = async <T>(path: string, user = owner, language = 'cs') => {
    const response = await t.call('GET', path, {
      cookie: user.cookie,
      headers: { 'accept-language': language },
    });
    const text = await response.clone().text();
    captured.push(text);
    expect(response.status, text).toBe(200);
    return (await response.json()) as T & Head;
  };
  const choose = async (connectionId: string, targetId: string, user = owner) => {
    const response = await t.call('PUT', `/api/shops/${shopId}/connections/${connectionId}/target`, {
      cookie: user.cookie,
      body: { targetId },
    });
    captured.push(await response.clone().text());
    return response;
  };
  const lastJob = (kind: string) => lastJobOf(t, shopId, kind);

  beforeAll(async () => {
    restoreConsole = captureConsole(captured);
    fake = await startFakeGoogle({
      searchConsoleSites: [
        { siteUrl: 'sc-domain:kavovar.cz', permissionLevel: 'siteOwner' },
        { siteUrl: 'https://blog.kavovar.cz/', permissionLevel: 'siteFullUser' },
        { siteUrl: 'https://cizi.cz/', permissionLevel: 'siteUnverifiedUser' },
      ],
      searchConsoleRows: searchRows('sc-domain:kavovar.cz', today()),
      searchConsolePageSize: 100,
      ...merchantScenario(),
      merchantPageSize: 4,
      ...businessScenario(today()),
      // A second account with a location of its own: the list goes over both accounts' pages.
      businessAccounts: [
        { id: '100', name: 'Kávovar s.r.o.' },
        { id: '200', name: 'Pražírna' },
      ],
      businessLocations: [
        ...businessScenario(today()).businessLocations,
        { accountId: '200', id: '9002', title: 'Pražírna Brno', street: 'Masarykova 3', locality: 'Brno' },
      ],
      businessPageSize: 1,
    });
    t = await createGoogleTestApp(engine, fake);
    owner = await t.signUp(`products-${engine}@example.cz`, 'Majitel Kávovaru');
  }, 60_000);
  afterAll(async () => {
    await t.close();
    await fake.close();
    restoreConsole();
  });
  beforeEach(async () => {
    shopId = await createShop(t, owner, `Produkty ${Math.random().toString(36).slice(2, 8)}`);
    Object.assign(fake.scenario, { productsRateLimit: 0, badRequest: null, refuseAllAccessTokens: false });
    t.waits.length = 0;
  });
  afterEach(() => t.settle());

  it('connects Search Console with its read-only scope, lists the verified sites and syncs 90 days by day, query and page in pages of startRow', async () => {
    const started = await t.call('POST', `/api/shops/${shopId}/connections/google/start`, {
      cookie: owner.cookie,
      body: { connector: 'google_search_console' },
    });
    const url = new URL(((await started.json()) as { authorizeUrl: string }).authorizeUrl);
    expect(url.searchParams.get('scope')).toBe('https://www.googleapis.com/auth/webmasters.readonly');
    const connectionId = await connectGoogleAds(t, owner, shopId, fake, 'google_search_console');
    await t.settle();
    let view = await get<{ totals: { clicks: number } }>(`/api/shops/${shopId}/search-console`);
    expect(view.targets).toEqual([
      { id: 'https://blog.kavovar.cz/', name: 'https://blog.kavovar.cz/', detail: 'siteFullUser' },
      { id: 'sc-domain:kavovar.cz', name: 'sc-domain:kavovar.cz', detail: 'siteOwner' },
    ]);
    expect(view.selection).toBeNull();
    expect(view.connection).toMatchObject({ syncState: 'idle', schedule: null });

    const unknown = await choose(connectionId, 'https://cizi.cz/');
    expect(unknown.status).toBe(422);
    expect(((await unknown.json()) as { error: { code: string } }).error.code).toBe('google_target_unknown');

    const before = fake.requests.length;
    const chosen = await choose(connectionId, 'sc-domain:kavovar.cz');
    expect(chosen.status, await chosen.clone().text()).toBe(200);
    await t.settle();
    const queries = fake.requests
      .slice(before)
      .filter((request) => request.path.endsWith('/searchAnalytics/query'));
    // 90 days × 3 rows = 270 rows in pages of 100, until an empty page.
    expect(queries.map((request) => JSON.parse(request.body).startRow)).toEqual([0, 100, 200, 270]);
    expect(queries[0]!.path).toBe('/webmasters/v3/sites/sc-domain%3Akavovar.cz/searchAnalytics/query');
    expect(JSON.parse(queries[0]!.body)).toMatchObject({
      startDate: dayBefore(today(), 89),
      endDate: today(),
      dimensions: ['date', 'query', 'page'],
    });

    view = await get(`/api/shops/${shopId}/search-console?days=7`);
    const overview = view as unknown as {
      totals: { clicks: number; impressions: number; ctr: number; position: number };
      byDay: { day: string; clicks: number }[];
      topQueries: { key: string; clicks: number; impressions: number; position: number }[];
      topPages: { key: string; clicks: number }[];
    };
    expect(view.connection).toMatchObject({
      syncState: 'completed',
      schedule: { everyHours: 24 },
      account: { id: 'sc-domain:kavovar.cz' },
    });
    // Position weighted by impressions: (2.5·300 + 6.5·100 + 4·200) / 600 ≈ 3.7.
    expect(overview.totals).toEqual({ clicks: 140, impressions: 4200, ctr: 0.0333, position: 3.7 });
    expect(overview.byDay).toHaveLength(7);
    expect(overview.byDay[0]).toMatchObject({ day: today(), clicks: 20 });
    // kávovar: 15 clicks a day on 400 impressions at (2.5·300 + 6.5·100) / 400 = 3.5.
    expect(overview.topQueries[0]).toEqual({
      key: 'kávovar',
      clicks: 105,
      impressions: 2800,
      ctr: 0.0375,
      position: 3.5,
    });
    expect(overview.topPages.map((page) => page.key)).toEqual([
      'https://kavovar.cz/',
      'https://kavovar.cz/mlynky',
      'https://kavovar.cz/akce',
    ]);

    // Another site: the first one's figures go, and a viewer may not choose.
    const viewer = await t.signUp(`products-viewer-${engine}-${Math.random()}@example.cz`, 'Divák');
    await shareShop(t, owner, shopId, viewer.email, 'viewer');
    expect((await choose(connectionId, 'https://blog.kavovar.cz/', viewer)).status).toBe(403);
    expect((await choose(connectionId, 'https://blog.kavovar.cz/')).status).toBe(200);
    const left = await withScope(t.deps.db, { userId: null, shopId }, (trx) =>
      trx.selectFrom('search_console_daily').select('day').where('shop_id', '=', shopId).execute(),
    );
    expect(left).toHaveLength(0);
  });

  it('syncs Merchant Center product statuses in pages: approved, disapproved with Google’s reasons, pending', async () => {
    const connectionId = await connectGoogleAds(t, owner, shopId, fake, 'google_merchant');
    await t.settle();
    // One account alone is chosen at once and synced.
    const view = await get<{
      counts: { approved: number; disapproved: number; pending: number };
      topIssues: { code: string; description: string; products: number }[];
      products: {
        offerId: string;
        status: string;
        issues: { code: string; attribute: string | null; detail: string | null }[];
      }[];
    }>(`/api/shops/${shopId}/merchant-center`);
    expect(view.selection).toEqual({ id: '555000111', name: 'Kávovar CZ', detail: 'ID 555000111' });
    expect(view.connection).toMatchObject({ id: connectionId, syncState: 'completed' });
    expect(view.counts).toEqual({ approved: 7, disapproved: 2, pending: 1 });
    expect(view.topIssues).toEqual([
      { code: 'missing_gtin', description: 'Chybí GTIN', products: 2 },
      { code: 'image_too_small', description: 'Malý obrázek', products: 1 },
    ]);
    expect(view.products.map((product) => [product.offerId, product.status])).toEqual([
      ['MLY-2', 'disapproved'],
      ['MLY-1', 'disapproved'],
      ['FIL-1', 'pending'],
    ]);
    expect(view.products[1]!.issues[0]).toMatchObject({
      code: 'missing_gtin',
      attribute: 'gtin',
      detail: 'Doplňte kód GTIN výrobce.',
    });
    const pages = fake.requests.filter(
      (request) => request.path === '/merchant/products/v1/accounts/555000111/products',
    );
    // 10 products in pages of 4.
    expect(pages).toHaveLength(3);

    // A product deleted in Merchant Center disappears with the next sync.
    const products = fake.scenario.merchantProducts;
    fake.scenario.merchantProducts = products.filter((product) => product.offerId !== 'FIL-1');
    await t.call('POST', `/api/shops/${shopId}/connections/${connectionId}/sync`, { cookie: owner.cookie });
    await t.settle();
    fake.scenario.merchantProducts = products;
    expect(
      (await get<{ counts: { pending: number } }>(`/api/shops/${shopId}/merchant-center`)).counts.pending,
    ).toBe(0);
  });

  it('lists Business Profile locations of every account in pages and syncs the chosen one’s daily metrics', async () => {
    const connectionId = await connectGoogleAds(t, owner, shopId, fake, 'google_business_profile');
    await t.settle();
    let view = await get<{
      totals: Record<string, number>;
      byDay: { day: string; impressions: number; calls: number }[];
    }>(`/api/shops/${shopId}/business-profile`);
    expect(view.targets).toEqual([
      { id: '9001', name: 'Kávovar – prodejna Praha', detail: 'Vodičkova 12, Praha' },
      { id: '9002', name: 'Pražírna Brno', detail: 'Masarykova 3, Brno' },
    ]);
    expect((await choose(connectionId, '9001')).status).toBe(200);
    await t.settle();
    const call = fake.requests.find((request) => request.path.endsWith(':fetchMultiDailyMetricsTimeSeries'))!;
    expect(call.path).toBe('/performance/v1/locations/9001:fetchMultiDailyMetricsTimeSeries');
    view = await get(`/api/shops/${shopId}/business-profile?days=7`);
    expect(view.totals).toEqual({
      impressions: 350,
      calls: 3,
      websiteClicks: 42,
      directions: 14,
      conversations: 0,
      bookings: 0,
    });
    expect(view.byDay).toHaveLength(7);
    expect(view.byDay[0]).toMatchObject({ day: today(), impressions: 50, calls: 0 });
  });

  it('waits out RESOURCE_EXHAUSTED for its RetryInfo delay, then retries later with the reason shown', async () => {
    await connectGoogleAds(t, owner, shopId, fake, 'google_merchant');
    fake.scenario.productsRateLimit = 1;
    await t.settle();
    expect(t.waits).toEqual([2000]);
    expect((await get<object>(`/api/shops/${shopId}/merchant-center`)).connection!.syncState).toBe(
      'completed',
    );

    fake.scenario.productsRateLimit = 100;
    const connection = (await get<object>(`/api/shops/${shopId}/merchant-center`)).connection!;
    await t.call('POST', `/api/shops/${shopId}/connections/${connection.id}/sync`, { cookie: owner.cookie });
    await t.settle();
    expect(await lastJob('google-merchant-sync')).toMatchObject({
      status: 'queued',
      error_code: 'google_merchant_rate_limited',
    });
    expect((await get<object>(`/api/shops/${shopId}/merchant-center`)).connection!.syncError).toBe(
      'Merchant Center hlásí vyčerpanou kvótu; synchronizace to zkusí znovu později.',
    );
    expect(
      (await get<object>(`/api/shops/${shopId}/merchant-center`, owner, 'en')).connection!.syncError,
    ).toBe('Merchant Center reports its quota exhausted; the sync will try again later.');
  });

  it('fails a refused request (400 INVALID_ARGUMENT) for good with Google’s reason', async () => {
    const connectionId = await connectGoogleAds(t, owner, shopId, fake, 'google_search_console');
    await t.settle();
    fake.scenario.badRequest = 'Invalid dimension: date';
    await choose(connectionId, 'sc-domain:kavovar.cz');
    await t.settle();
    expect(await lastJob('google-search-console-sync')).toMatchObject({
      status: 'failed',
      error_code: 'google_search_console_query_failed',
    });
    const view = await get<object>(`/api/shops/${shopId}/search-console`);
    expect(view.connection).toMatchObject({
      status: 'connected',
      syncState: 'error',
      syncError: 'Search Console odmítl dotaz na výkon ve vyhledávání: Invalid dimension: date',
    });
  });

  it('says which location Google refuses (403 PERMISSION_DENIED)', async () => {
    const connectionId = await connectGoogleAds(t, owner, shopId, fake, 'google_business_profile');
    await t.settle();
    await choose(connectionId, '9002');
    const locations = fake.scenario.businessLocations;
    fake.scenario.businessLocations = locations.filter((location) => location.id !== '9002');
    await t.settle();
    fake.scenario.businessLocations = locations;
    expect(await lastJob('google-business-profile-sync')).toMatchObject({
      status: 'failed',
      error_code: 'google_business_profile_permission_denied',
    });
    expect(
      (await get<object>(`/api/shops/${shopId}/business-profile`, owner, 'en')).connection!.syncError,
    ).toBe('Business Profile refused access to location Pražírna Brno: The caller does not have permission');
  });

  it('refreshes an expired access token, and breaks the connection when Google refuses every token (401 UNAUTHENTICATED)', async () => {
    const connectionId = await connectGoogleAds(t, owner, shopId, fake, 'google_search_console');
    await t.settle();
    fake.expireAccessTokens();
    await choose(connectionId, 'sc-domain:kavovar.cz');
    await t.settle();
    expect((await get<object>(`/api/shops/${shopId}/search-console`)).connection!.syncState).toBe(
      'completed',
    );

    fake.scenario.refuseAllAccessTokens = true;
    await t.call('POST', `/api/shops/${shopId}/connections/${connectionId}/sync`, { cookie: owner.cookie });
    await t.settle();
    fake.scenario.refuseAllAccessTokens = false;
    const view = await get<object>(`/api/shops/${shopId}/search-console`);
    expect(view.connection).toMatchObject({
      status: 'broken',
      brokenReason:
        'Google nepřijal přístup k Search Console (UNAUTHENTICATED). Znovu propojte Google Search Console v Nastavení.',
    });
    const sync = await t.call('POST', `/api/shops/${shopId}/connections/${connectionId}/sync`, {
      cookie: owner.cookie,
    });
    expect(sync.status).toBe(409);
  });

  it('never puts a token or secret in a response or a log line', async () => {
    await connectGoogleAds(t, owner, shopId, fake, 'google_merchant');
    await t.settle();
    await get(`/api/shops/${shopId}/merchant-center`);
    await get(`/api/shops/${shopId}/connections`);
    const everything = captured.join('\n');
    const secrets = [
      fake.scenario.clientSecret,
      fake.scenario.developerToken,
      ...fake.issuedRefreshTokens,
      ...fake.issuedAccessTokens,
    ];
    expect(secrets.length).toBeGreaterThan(4);
    for (const secret of secrets) expect(everything).not.toContain(secret);
  });
});
