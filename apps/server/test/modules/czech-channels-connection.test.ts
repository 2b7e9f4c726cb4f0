import { withScope } from '@ziskomer/db';
import { getZonedDay } from '@ziskomer/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { writeAdSpend } from '../../src/modules/ingest/index.ts';
import { type FakeHeureka, startFakeHeureka } from '../fakes/heureka/fake-heureka.ts';
import { type FakeSklik, startFakeSklik } from '../fakes/sklik/fake-sklik.ts';
import { createTestApp, type TestApp, type TestUser } from '../helpers/test-app.ts';
import { testEngines } from '../helpers/test-db.ts';
import { captureConsole } from './google-products-test-kit.ts';
import { createShop, shareShop } from './imports-test-kit.ts';

const today = () => getZonedDay(new Date(), 'Europe/Prague');
const shiftDay = (day: string, days: number) => {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};
const compact = (day: string) => day.replace(/-/g, '');

describe.each(testEngines)('Sklik and Heureka connections on %s', (engine) => {
  let sklik: FakeSklik;
  let heureka: FakeHeureka;
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
  const connect = (body: Record<string, unknown>, user = owner, id = shopId) =>
    call('POST', `/api/shops/${id}/connections/api-key`, body, user);
  const errorCode = async (response: Response) =>
    ((await response.json()) as { error: { code: string } }).error.code;
  const spend = (channel: string, id = shopId) =>
    withScope(t.deps.db, { userId: null, shopId: id }, (trx) =>
      trx
        .selectFrom('ad_spend')
        .select(sql<string>`day::text`.as('day'))
        .select(['campaign', 'cost', 'clicks', 'conversions', 'conversion_value', 'source'])
        .where('shop_id', '=', id)
        .where('channel', '=', channel)
        .orderBy('day')
        .orderBy('campaign')
        .execute(),
    );
  const connectionRow = (provider: 'sklik' | 'heureka' | 'zbozi') =>
    withScope(t.deps.db, { userId: null, shopId }, (trx) =>
      trx
        .selectFrom('connections')
        .selectAll()
        .where('shop_id', '=', shopId)
        .where('provider', '=', provider)
        .executeTakeFirst(),
    );
  const list = async () =>
    (
      (await (await call('GET', `/api/shops/${shopId}/connections`)).json()) as {
        items: {
          connector: string;
          available: boolean;
          connection: {
            id: string;
            status: string;
            syncState: string;
            syncError: string | null;
            brokenReason: string | null;
            account: { name: string } | null;
            schedule: { everyHours: number } | null;
          } | null;
        }[];
      }
    ).items;

  beforeAll(async () => {
    restoreConsole = captureConsole(captured);
    [sklik, heureka] = await Promise.all([startFakeSklik(), startFakeHeureka()]);
    const waits: number[] = [];
    const app = await createTestApp(engine, {
      channels: {
        sklikApiUrl: sklik.origin,
        heurekaApiUrl: heureka.origin,
      },
      sleep: async (ms) => {
        waits.push(ms);
      },
    });
    t = Object.assign(app, { waits });
    owner = await t.signUp(`czech-${engine}@example.cz`, 'Majitel Kávovaru');
    viewer = await t.signUp(`czech-viewer-${engine}@example.cz`, 'Divák');
  }, 180_000);
  afterAll(async () => {
    await t.close();
    await Promise.all([sklik.close(), heureka.close()]);
    restoreConsole();
    // Secrets never leave the server: not in any answer, nor in anything printed.
    const everything = captured.join('\n');
    for (const secret of [sklik.scenario.token, heureka.scenario.apiKey])
      expect(everything).not.toContain(secret);
  });
  beforeEach(async () => {
    shopId = await createShop(t, owner, `Kávovar ${Math.random().toString(36).slice(2, 8)}`);
    Object.assign(sklik.scenario, { expireSessions: 0, rateLimit: 0, campaigns: [] });
    Object.assign(heureka.scenario, { rateLimit: 0, rows: [], pageSize: 50 });
    t.waits.length = 0;
  });

  it('lists the three connectors as available, to connect with an API key', async () => {
    const items = await list();
    for (const connector of ['sklik', 'heureka', 'zbozi'])
      expect(items.find((item) => item.connector === connector)).toMatchObject({
        available: true,
        connection: null,
      });
  });

  it('refuses a wrong key with a clear message and stores nothing', async () => {
    const wrongSklik = await connect({ connector: 'sklik', apiKey: 'not-the-token-123' });
    expect(wrongSklik.status).toBe(422);
    expect(await errorCode(wrongSklik)).toBe('sklik_key_rejected');
    const wrongHeureka = await call('POST', `/api/shops/${shopId}/connections/api-key`, {
      connector: 'heureka',
      apiKey: 'not-the-key-1234',
    });
    expect(wrongHeureka.status).toBe(422);
    expect(((await wrongHeureka.json()) as { error: { message: string } }).error.message).toContain(
      'Heureka',
    );
    expect(await connectionRow('sklik')).toBeUndefined();
  });

  it('connects Sklik, seals the token, syncs campaigns by day in pages as ad spend of Sklik', async () => {
    const day = today();
    // 60 campaigns × 90 days: more than one report page (5,000 figures a page).
    sklik.scenario.campaigns = Array.from({ length: 60 }, (_, index) => ({
      id: 1000 + index,
      name: `Kampaň ${index}`,
      stats: [
        {
          date: compact(shiftDay(day, -1)),
          impressions: 100,
          clicks: 10,
          totalMoney: 12_345,
          conversions: 1,
          conversionValue: 150_000,
        },
        {
          date: compact(shiftDay(day, -2)),
          impressions: 50,
          clicks: 5,
          totalMoney: 5_000,
          conversions: 0,
          conversionValue: 0,
        },
      ],
    }));
    // A malformed row: skipped and reported, the rest kept.
    sklik.scenario.campaigns[0]!.stats.push({
      date: 'včera',
      impressions: 1,
      clicks: 1,
      totalMoney: 'x',
      conversions: 0,
      conversionValue: 0,
    });
    const connected = await connect({ connector: 'sklik', apiKey: sklik.scenario.token });
    expect(connected.status, await connected.clone().text()).toBe(200);
    const stored = await connectionRow('sklik');
    expect(stored?.credentials_sealed).toMatch(/^v0\.[\w-]+\.[\w-]+$/);
    expect(JSON.stringify(stored)).not.toContain(sklik.scenario.token);
    await t.settle();

    const rows = await spend('sklik');
    expect(rows).toHaveLength(120);
    expect(rows.find((row) => row.campaign === 'Kampaň 0' && row.day === shiftDay(day, -1))).toMatchObject({
      cost: '123.45',
      conversion_value: '1500.00',
      source: 'connector',
    });
    // Counts come back as numbers on PGlite and as strings on PostgreSQL (bigint).
    expect(rows.filter((row) => Number(row.clicks) === 10)).toHaveLength(60);
    const readReports = sklik.calls.filter((entry) => entry.method === 'campaigns.readReport');
    expect(readReports.length).toBeGreaterThan(1);
    expect((await connectionRow('sklik'))?.provider_data).toMatchObject({ skipped: { count: 1 } });
    const entry = (await list()).find((item) => item.connector === 'sklik')!;
    expect(entry.connection).toMatchObject({
      status: 'connected',
      syncState: 'completed',
      account: { name: 'kavovar.cz' },
      schedule: { everyHours: 6 },
    });
    // The token travels only in the login's body, never in a URL.
    expect(sklik.calls.every((entry) => !entry.url.includes(sklik.scenario.token))).toBe(true);

    const overview = await call('GET', `/api/shops/${shopId}/seznam?days=7`);
    expect(overview.status).toBe(200);
    const body = (await overview.json()) as { byDay: { day: string; cost: number }[]; connection: unknown };
    expect(body.byDay.find((row) => row.day === shiftDay(day, -1))?.cost).toBeCloseTo(60 * 123.45, 2);
  });

  it('logs in again when the session expires mid-sync, and waits out a rate limit', async () => {
    sklik.scenario.campaigns = [
      {
        id: 1,
        name: 'Značka',
        stats: [
          {
            date: compact(shiftDay(today(), -1)),
            impressions: 10,
            clicks: 2,
            totalMoney: 1000,
            conversions: 0,
            conversionValue: 0,
          },
        ],
      },
    ];
    expect((await connect({ connector: 'sklik', apiKey: sklik.scenario.token })).status).toBe(200);
    sklik.scenario.expireSessions = 1;
    sklik.scenario.rateLimit = 1;
    const loginsBefore = sklik.calls.filter((entry) => entry.method === 'client.loginByToken').length;
    await t.settle();
    expect(await spend('sklik')).toHaveLength(1);
    expect(t.waits).toContain(2000);
    expect(
      sklik.calls.filter((entry) => entry.method === 'client.loginByToken').length,
    ).toBeGreaterThanOrEqual(loginsBefore + 2);
  });

  it('breaks the connection when Sklik no longer accepts the token', async () => {
    expect((await connect({ connector: 'sklik', apiKey: sklik.scenario.token })).status).toBe(200);
    const token = sklik.scenario.token;
    sklik.scenario.token = 'a-new-token-issued';
    await t.settle();
    const entry = (await list()).find((item) => item.connector === 'sklik')!;
    expect(entry.connection).toMatchObject({ status: 'broken', syncState: 'error' });
    expect(entry.connection?.brokenReason).toContain('Sklik');
    sklik.scenario.token = token;
  });

  it('syncs Heureka by day and category across pages, with an empty answer writing nothing', async () => {
    expect((await connect({ connector: 'heureka', apiKey: heureka.scenario.apiKey })).status).toBe(200);
    await t.settle();
    expect(await spend('heureka')).toEqual([]);
    const entry = (await list()).find((item) => item.connector === 'heureka')!;
    expect(entry.connection).toMatchObject({ syncState: 'completed', account: { name: 'Kávovar.cz' } });

    const day = shiftDay(today(), -1);
    heureka.scenario.pageSize = 2;
    heureka.scenario.rateLimit = 1;
    heureka.scenario.rows = [
      { date: day, category: 'Kávovary', visits: 40, spend: 200.5, orders: 2, transaction_revenue: 9000 },
      { date: day, category: 'Káva', visits: 20, spend: 60, orders: 1, transaction_revenue: 800 },
      { date: shiftDay(day, -1), category: 'Káva', visits: 10, spend: 30, orders: 0, transaction_revenue: 0 },
      { date: shiftDay(day, -1), category: 'Káva', visits: 1, spend: -5, orders: 0, transaction_revenue: 0 },
    ];
    const response = await call('POST', `/api/shops/${shopId}/connections/${entry.connection!.id}/sync`);
    expect(response.status).toBe(202);
    await t.settle();
    expect(await spend('heureka')).toEqual([
      expect.objectContaining({ day: shiftDay(day, -1), campaign: 'Káva', cost: '30.00' }),
      expect.objectContaining({ day, campaign: 'Káva', cost: '60.00' }),
      expect.objectContaining({ day, campaign: 'Kávovary', cost: '200.50', conversions: '2.00' }),
    ]);
    expect(t.waits).toContain(3000);
    expect(
      heureka.requests.filter((request) => request.path.startsWith('/statistics/daily')).length,
    ).toBeGreaterThan(2);

    const overview = (await (await call('GET', `/api/shops/${shopId}/price-comparison?days=7`)).json()) as {
      services: {
        connector: string;
        byCategory: { category: string; cost: number; conversions: number }[];
      }[];
    };
    const categories = overview.services.find((service) => service.connector === 'heureka')!.byCategory;
    expect(categories.map((row) => row.category)).toEqual(['Kávovary', 'Káva']);

    // Heureka's cost from a CSV or the API without a campaign is in the days, not a blank category.
    await withScope(t.deps.db, { userId: null, shopId }, (trx) =>
      writeAdSpend(trx, shopId, { kind: 'demo' }, [
        {
          date: shiftDay(day, -2),
          channel: 'heureka',
          campaign: '',
          cost: 100,
          impressions: 0,
          clicks: 5,
          conversions: 1,
          conversionValue: 900,
          currency: 'CZK',
        },
      ]),
    );
    const withUncategorised = (await (
      await call('GET', `/api/shops/${shopId}/price-comparison?days=7`)
    ).json()) as typeof overview;
    const heurekaAgain = withUncategorised.services.find((service) => service.connector === 'heureka')!;
    expect(heurekaAgain.byCategory.map((row) => row.category)).toEqual(['Kávovary', 'Káva']);
  });

  it('puts the synced spend in the marketing report and the cost freshness, and disconnects', async () => {
    const day = shiftDay(today(), -1);
    sklik.scenario.campaigns = [
      {
        id: 5,
        name: 'Výprodej',
        stats: [
          {
            date: compact(day),
            impressions: 100,
            clicks: 9,
            totalMoney: 99_900,
            conversions: 1,
            conversionValue: 0,
          },
        ],
      },
    ];
    expect((await connect({ connector: 'sklik', apiKey: sklik.scenario.token })).status).toBe(200);
    await t.settle();
    const report = await call('GET', `/api/shops/${shopId}/analytics/marketing?period=7d`);
    expect(report.status).toBe(200);
    const data = ((await report.json()) as { data: { channels: { channel: string; adSpend: number }[] } })
      .data;
    expect(data.channels.find((row) => row.channel === 'sklik')?.adSpend).toBeCloseTo(999, 2);

    const freshness = await call('GET', `/api/shops/${shopId}/ad-spend/freshness`);
    expect(freshness.status).toBe(200);
    expect(((await freshness.json()) as { items: unknown[] }).items).toEqual([
      expect.objectContaining({ channel: 'sklik', lastDay: day, daysBehind: 0, source: 'connector' }),
    ]);

    // A viewer sees but may not connect or disconnect.
    await shareShop(t, owner, shopId, viewer.email, 'viewer');
    expect((await connect({ connector: 'sklik', apiKey: sklik.scenario.token }, viewer)).status).toBe(403);
    const entry = (await list()).find((item) => item.connector === 'sklik')!;
    expect(
      (await call('DELETE', `/api/shops/${shopId}/connections/${entry.connection!.id}`, undefined, viewer))
        .status,
    ).toBe(403);
    // Another shop's connection answers 404.
    const other = await createShop(t, owner, 'Cizí');
    expect((await call('DELETE', `/api/shops/${other}/connections/${entry.connection!.id}`)).status).toBe(
      404,
    );

    expect((await call('DELETE', `/api/shops/${shopId}/connections/${entry.connection!.id}`)).status).toBe(
      204,
    );
    expect(await connectionRow('sklik')).toBeUndefined();
    // What was synced stays: it is what the shop paid.
    expect(await spend('sklik')).toHaveLength(1);
  });
});
