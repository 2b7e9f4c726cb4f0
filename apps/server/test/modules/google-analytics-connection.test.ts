import { withScope } from '@ziskomer/db';
import { getZonedDay } from '@ziskomer/domain';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type FakeGoogle, startFakeGoogle } from '../fakes/google/fake-google.ts';
import type { TestUser } from '../helpers/test-app.ts';
import { testEngines } from '../helpers/test-db.ts';
import { connectGoogleAds, createGoogleTestApp, ga4Days } from './google-ads-test-kit.ts';
import { lastJobOf } from './google-products-test-kit.ts';
import { createShop } from './imports-test-kit.ts';

const today = () => getZonedDay(new Date(), 'Europe/Prague');

describe.each(testEngines)('Google Analytics (GA4) connection on %s', (engine) => {
  let fake: FakeGoogle;
  let t: Awaited<ReturnType<typeof createGoogleTestApp>>;
  let owner: TestUser;
  let shopId: string;

  const overview = async (days = 30) => {
    const response = await t.call('GET', `/api/shops/${shopId}/google-analytics?days=${days}`, {
      cookie: owner.cookie,
    });
    expect(response.status, await response.clone().text()).toBe(200);
    return (await response.json()) as {
      connection: {
        status: string;
        syncState: string;
        syncError: string | null;
        account: { id: string } | null;
        schedule: { everyHours: number } | null;
      } | null;
      properties: { id: string; name: string; accountName: string }[] | null;
      selection: { id: string } | null;
      bySource: {
        source: string;
        medium: string;
        sessions: number;
        ga4Revenue: number;
        orders: number;
        revenue: number;
      }[];
      byDay: { day: string; sessions: number; ga4Revenue: number; orders: number; revenue: number }[];
    };
  };
  const lastJob = (kind: string) => lastJobOf(t, shopId, kind);

  beforeAll(async () => {
    fake = await startFakeGoogle({
      ga4Properties: [
        { account: 'Kávovar s.r.o.', id: '310000001', name: 'kavovar.cz – GA4' },
        { account: 'Kávovar s.r.o.', id: '310000002', name: 'blog.kavovar.cz' },
      ],
      ga4Rows: ga4Days('310000001', today(), 95),
      ga4PageSize: 50,
    });
    t = await createGoogleTestApp(engine, fake);
    owner = await t.signUp(`ga4-${engine}@example.cz`, 'Analytička');
  }, 60_000);
  afterAll(async () => {
    await t.close();
    await fake.close();
  });
  beforeEach(async () => {
    shopId = await createShop(t, owner, `GA4 ${Math.random().toString(36).slice(2, 8)}`);
    fake.scenario.rateLimit = 0;
  });

  it('connects with the read-only Analytics scope, without a developer token, and lists the properties', async () => {
    const started = await t.call('POST', `/api/shops/${shopId}/connections/google/start`, {
      cookie: owner.cookie,
      body: { connector: 'google_analytics' },
    });
    const url = new URL(((await started.json()) as { authorizeUrl: string }).authorizeUrl);
    expect(url.searchParams.get('scope')).toBe('https://www.googleapis.com/auth/analytics.readonly');
    await connectGoogleAds(t, owner, shopId, fake, 'google_analytics');
    await t.settle();
    const view = await overview();
    expect(view.properties).toEqual([
      { id: '310000001', name: 'kavovar.cz – GA4', accountName: 'Kávovar s.r.o.' },
      { id: '310000002', name: 'blog.kavovar.cz', accountName: 'Kávovar s.r.o.' },
    ]);
    expect(view.selection).toBeNull();
    const unknown = await t.call('PUT', `/api/shops/${shopId}/google-analytics/property`, {
      cookie: owner.cookie,
      body: { propertyId: '999' },
    });
    expect(unknown.status).toBe(422);
    expect(((await unknown.json()) as { error: { code: string } }).error.code).toBe(
      'google_analytics_property_unknown',
    );
    const adsCalls = fake.requests.filter((request) => request.path.startsWith('/v1beta'));
    expect(adsCalls.every((request) => request.headers['developer-token'] === undefined)).toBe(true);
  });

  it('syncs 90 days by source and medium in pages and sets them beside the shop’s orders', async () => {
    await connectGoogleAds(t, owner, shopId, fake, 'google_analytics');
    await t.settle();
    for (const [index, source] of ['google', 'google', 'seznam'].entries()) {
      const order = await t.call('POST', `/api/shops/${shopId}/orders`, {
        cookie: owner.cookie,
        body: { orderId: `GA-${index}`, orderDate: today(), revenue: 1000, acquisitionSource: source },
      });
      expect(order.status, await order.clone().text()).toBe(201);
    }
    const chosen = await t.call('PUT', `/api/shops/${shopId}/google-analytics/property`, {
      cookie: owner.cookie,
      body: { propertyId: '310000001' },
    });
    expect(chosen.status).toBe(204);
    const before = fake.requests.length;
    await t.settle();
    const reports = fake.requests.slice(before).filter((request) => request.path.endsWith(':runReport'));
    // 90 days × 2 rows in pages of 50.
    expect(reports).toHaveLength(4);
    expect(JSON.parse(reports[0]!.body).dateRanges).toEqual([
      {
        startDate: new Date(Date.parse(`${today()}T00:00:00Z`) - 89 * 86400_000).toISOString().slice(0, 10),
        endDate: today(),
      },
    ]);
    const stored = await withScope(t.deps.db, { userId: null, shopId }, (trx) =>
      trx.selectFrom('ga4_daily').select(['source']).execute(),
    );
    expect(stored).toHaveLength(180);

    const view = await overview(7);
    expect(view.connection).toMatchObject({
      syncState: 'completed',
      account: { id: '310000001' },
      schedule: { everyHours: 6 },
    });
    expect(view.bySource.find((row) => row.source === 'google')).toMatchObject({
      medium: 'cpc',
      sessions: 840,
      ga4Revenue: 36403.5,
      orders: 2,
      revenue: 2000,
    });
    // A source only the shop knows appears with its orders and no sessions.
    expect(view.bySource.find((row) => row.source === 'seznam')).toMatchObject({ sessions: 0, orders: 1 });
    expect(view.byDay[0]).toMatchObject({
      day: today(),
      sessions: 180,
      ga4Revenue: 6190.5,
      orders: 3,
      revenue: 3000,
    });
    expect(view.byDay).toHaveLength(7);
  });

  it('tells the user when GA4 refuses the property (403) and when its quota is exhausted (429)', async () => {
    await connectGoogleAds(t, owner, shopId, fake, 'google_analytics');
    await t.settle();
    // The property was listed, then access to it was taken away.
    await t.call('PUT', `/api/shops/${shopId}/google-analytics/property`, {
      cookie: owner.cookie,
      body: { propertyId: '310000002' },
    });
    const properties = fake.scenario.ga4Properties;
    fake.scenario.ga4Properties = properties.filter((property) => property.id !== '310000002');
    await t.settle();
    fake.scenario.ga4Properties = properties;
    expect(await lastJob('google-analytics-sync')).toMatchObject({
      status: 'failed',
      error_code: 'google_analytics_permission_denied',
    });
    expect((await overview()).connection!.syncError).toBe(
      'Google Analytics odmítl přístup k vlastnosti blog.kavovar.cz: User does not have sufficient permissions for this property.',
    );

    fake.scenario.rateLimit = 100;
    const connection = (await overview()).connection as unknown as { id: string };
    const list = await t.call('GET', `/api/shops/${shopId}/connections`, { cookie: owner.cookie });
    const ga = (
      (await list.json()) as { items: { connector: string; connection: { id: string } | null }[] }
    ).items.find((item) => item.connector === 'google_analytics')!;
    expect(ga.connection!.id).toBe(connection.id);
    const sync = await t.call('POST', `/api/shops/${shopId}/connections/${connection.id}/sync`, {
      cookie: owner.cookie,
    });
    expect(sync.status).toBe(202);
    await t.settle();
    expect(await lastJob('google-analytics-sync')).toMatchObject({
      status: 'queued',
      error_code: 'google_analytics_rate_limited',
    });
    expect((await overview()).connection!.syncError).toContain('Google Analytics hlásí vyčerpanou kvótu');
  });

  it('refreshes its access token within 5 minutes of expiry (SPEC §9), not 10 as Google Ads does', async () => {
    const connectionId = await connectGoogleAds(t, owner, shopId, fake, 'google_analytics');
    await t.settle();
    const chosen = await t.call('PUT', `/api/shops/${shopId}/google-analytics/property`, {
      cookie: owner.cookie,
      body: { propertyId: '310000001' },
    });
    expect(chosen.status).toBe(204);
    await t.settle();
    const refreshes = () => fake.requests.filter((request) => request.path === '/token').length;
    const syncWithTokenExpiringIn = async (minutes: number) => {
      await withScope(t.deps.db, { userId: null, shopId }, (trx) =>
        trx
          .updateTable('connections')
          .set({ access_token_expires_at: new Date(Date.now() + minutes * 60_000) })
          .where('id', '=', connectionId)
          .execute(),
      );
      const before = refreshes();
      const sync = await t.call('POST', `/api/shops/${shopId}/connections/${connectionId}/sync`, {
        cookie: owner.cookie,
      });
      expect(sync.status).toBe(202);
      await t.settle();
      expect(await lastJob('google-analytics-sync')).toMatchObject({ status: 'done' });
      return refreshes() - before;
    };
    // 7 minutes left: inside Google Ads' window, outside GA4's — the token is used as it is.
    expect(await syncWithTokenExpiringIn(7)).toBe(0);
    // 4 minutes left: refreshed once before the Data API is called.
    expect(await syncWithTokenExpiringIn(4)).toBe(1);
  });
});
