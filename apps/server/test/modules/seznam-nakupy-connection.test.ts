import { withScope } from '@ziskomer/db';
import { getZonedDay, zonedTimeToInstant } from '@ziskomer/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sealCredentials } from '../../src/modules/connections/api-key/api-key-credentials.ts';
import {
  type FakeNakupyRow,
  type FakeSeznamFenix,
  startFakeSeznamFenix,
} from '../fakes/seznam-fenix/fake-seznam-fenix.ts';
import { type FakeZbozi, startFakeZbozi } from '../fakes/zbozi/fake-zbozi.ts';
import { createTestApp, type TestApp, type TestUser } from '../helpers/test-app.ts';
import { testEngines } from '../helpers/test-db.ts';
import { captureConsole } from './google-products-test-kit.ts';
import { createShop } from './imports-test-kit.ts';

const today = () => getZonedDay(new Date(), 'Europe/Prague');
const shiftDay = (day: string, days: number) => {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

interface ListedConnection {
  id: string;
  status: string;
  syncState: string;
  syncError: string | null;
  brokenReason: string | null;
  account: { name: string } | null;
}

describe.each(testEngines)('Zboží.cz (Seznam Nákupy) through Sklik API Fénix on %s', (engine) => {
  let fenix: FakeSeznamFenix;
  let legacy: FakeZbozi;
  let t: TestApp & { waits: number[] };
  let owner: TestUser;
  let shopId: string;
  const captured: string[] = [];
  let restoreConsole: () => void;

  const call = async (method: string, path: string, body?: unknown, language = 'cs') => {
    const response = await t.call(method, path, {
      cookie: owner.cookie,
      body,
      headers: { 'accept-language': language },
    });
    captured.push(await response.clone().text());
    return response;
  };
  const connect = (body: Record<string, unknown>, language = 'cs') =>
    call('POST', `/api/shops/${shopId}/connections/api-key`, { connector: 'zbozi', ...body }, language);
  const connectWell = () =>
    connect({ apiKey: fenix.scenario.refreshToken, shopId: fenix.scenario.premiseId });
  const refusal = async (response: Response) =>
    ((await response.json()) as { error: { code: string; message: string } }).error;
  const spend = () =>
    withScope(t.deps.db, { userId: null, shopId }, (trx) =>
      trx
        .selectFrom('ad_spend')
        .select(sql<string>`day::text`.as('day'))
        .select(sql<number>`impressions::int`.as('impressions'))
        .select(sql<number>`clicks::int`.as('clicks'))
        .select(['campaign', 'account', 'cost', 'conversions', 'conversion_value'])
        .where('shop_id', '=', shopId)
        .where('channel', '=', 'zbozi')
        .orderBy('day')
        .execute(),
    );
  const connectionRow = () =>
    withScope(t.deps.db, { userId: null, shopId }, (trx) =>
      trx
        .selectFrom('connections')
        .selectAll()
        .where('shop_id', '=', shopId)
        .where('provider', '=', 'zbozi')
        .executeTakeFirst(),
    );
  const listed = async (language = 'cs') => {
    const response = await call('GET', `/api/shops/${shopId}/connections`, undefined, language);
    const items = (
      (await response.json()) as { items: { connector: string; connection: ListedConnection | null }[] }
    ).items;
    return items.find((item) => item.connector === 'zbozi')!.connection;
  };
  const syncNow = async () => {
    const connection = await listed();
    expect((await call('POST', `/api/shops/${shopId}/connections/${connection!.id}/sync`)).status).toBe(202);
    await t.settle();
  };
  const day = (row: { date: unknown } & Record<string, unknown>): FakeNakupyRow => ({
    impressions: 1200,
    clicks: 48,
    totalMoney: 153.6,
    conversions: 3,
    conversionValue: 4590.5,
    ...row,
  });

  beforeAll(async () => {
    restoreConsole = captureConsole(captured);
    [fenix, legacy] = await Promise.all([startFakeSeznamFenix(), startFakeZbozi()]);
    const waits: number[] = [];
    t = Object.assign(
      await createTestApp(engine, {
        channels: { seznamFenixApiUrl: fenix.origin, zboziApiUrl: legacy.origin },
        sleep: async (ms) => {
          waits.push(ms);
        },
      }),
      { waits },
    );
    owner = await t.signUp(`nakupy-${engine}@example.cz`, 'Majitelka Čajovny');
  }, 180_000);
  afterAll(async () => {
    await t.close();
    await Promise.all([fenix.close(), legacy.close()]);
    restoreConsole();
    // The refresh token, the access tokens and the old key never leave the server.
    const everything = captured.join('\n');
    for (const secret of [fenix.scenario.refreshToken, legacy.scenario.apiKey, ...fenix.issued])
      expect(everything).not.toContain(secret);
  });
  beforeEach(async () => {
    shopId = await createShop(t, owner, `Čajovna ${Math.random().toString(36).slice(2, 8)}`);
    Object.assign(fenix.scenario, {
      rows: [],
      refreshRevoked: false,
      noStatisticsScope: false,
      rateLimit: 0,
      reportPending: 0,
      brokenReport: false,
    });
    Object.assign(legacy.scenario, { items: [], rateLimit: 0, retired: null });
    t.waits.length = 0;
  });

  it('connects with a refresh token and the establishment id, syncs 90 days from the async report in crowns, and shows them on /heureka', async () => {
    const yesterday = shiftDay(today(), -1);
    fenix.scenario.rows = Array.from({ length: 90 }, (_, index) => day({ date: shiftDay(today(), -index) }));
    // Outside the synced range, and unreadable (a cost that is no number): left out, the latter counted.
    fenix.scenario.rows.push(day({ date: shiftDay(today(), -200) }));
    fenix.scenario.rows.push(day({ date: yesterday, totalMoney: 'n/a' }));
    fenix.scenario.reportPending = 2;
    const issuedBefore = fenix.issued.length;

    const connected = await connectWell();
    expect(connected.status, await connected.clone().text()).toBe(200);
    await t.settle();

    const rows = await spend();
    expect(rows).toHaveLength(90);
    expect(rows.at(-1)).toMatchObject({
      day: today(),
      campaign: 'Seznam Nákupy',
      account: 'Provozovna 123456',
      cost: '153.60',
      impressions: 1200,
      clicks: 48,
      conversions: '3.00',
      conversion_value: '4590.50',
    });
    expect(rows[0]!.day).toBe(shiftDay(today(), -89));
    // The report was asked for the Prague days, by day, then read after two "still generating" answers.
    const created = fenix.requests.filter(
      (request) => request.url.pathname === '/nakupy/statistics/aggregated',
    );
    const asked = JSON.parse(created.at(-1)!.body) as Record<string, unknown>;
    expect(created.at(-1)!.url.searchParams.get('premiseId')).toBe('123456');
    expect(asked).toMatchObject({ granularity: 'daily', format: ['json'] });
    const [year, month, date] = shiftDay(today(), -89).split('-').map(Number) as [number, number, number];
    expect(new Date(String(asked.from)).getTime()).toBe(
      zonedTimeToInstant({ year, month, day: date }, 'Europe/Prague').getTime(),
    );
    expect(String(asked.to)).toMatch(new RegExp(`^${today()}T23:59:59\\+0[12]:00$`));
    expect(t.waits).toEqual([2000, 4000]);
    // One access token served the key check and the sync: it is kept for its hour, not asked anew.
    expect(fenix.issued.length - issuedBefore).toBeLessThanOrEqual(1);
    const tokenCalls = fenix.requests.filter((request) => request.url.pathname === '/user/token');
    expect(tokenCalls.every((request) => request.headers.authorization === undefined)).toBe(true);

    const row = await connectionRow();
    expect(row?.provider_data).toMatchObject({ skipped: { count: 1 } });
    // Sealed: neither the refresh token nor an access token is stored readable.
    expect(JSON.stringify(row)).not.toContain(fenix.scenario.refreshToken);
    for (const token of fenix.issued) expect(JSON.stringify(row)).not.toContain(token);
    expect(await listed()).toMatchObject({
      status: 'connected',
      syncState: 'completed',
      account: { name: 'Provozovna 123456' },
    });

    const overview = (await (await call('GET', `/api/shops/${shopId}/price-comparison?days=7`)).json()) as {
      services: {
        connector: string;
        byDay: { day: string; cost: number; conversions: number; conversionValue: number }[];
      }[];
    };
    const nakupy = overview.services.find((service) => service.connector === 'zbozi')!;
    expect(nakupy.byDay).toHaveLength(7);
    expect(nakupy.byDay.find((entry) => entry.day === yesterday)).toMatchObject({
      cost: 153.6,
      conversions: 3,
      conversionValue: 4590.5,
    });
  });

  it('an empty report writes nothing and the sync completes', async () => {
    expect((await connectWell()).status).toBe(200);
    await t.settle();
    expect(await spend()).toEqual([]);
    expect(await listed()).toMatchObject({ status: 'connected', syncState: 'completed' });
  });

  it('refuses a refresh token Sklik does not accept, in Czech and English, and stores nothing', async () => {
    const wrong = await connect({ apiKey: 'fenix-refresh-mistyped-000', shopId: '123456' });
    expect(wrong.status).toBe(422);
    const czech = await refusal(wrong);
    expect(czech.code).toBe('zbozi_key_rejected');
    expect(czech.message).toContain('Sklik tento token API Fénix nepřijal');
    expect(czech.message).toContain('Nástroje → API');
    // The same token once it has expired (its last access token ended with it).
    fenix.scenario.refreshRevoked = true;
    fenix.revokeAccessTokens();
    const english = await refusal(
      await connect({ apiKey: fenix.scenario.refreshToken, shopId: '123456' }, 'en'),
    );
    expect(english.message).toContain('Sklik did not accept this API Fénix token');
    // Nonsense is refused before any call: the establishment id is a number.
    expect((await connect({ apiKey: fenix.scenario.refreshToken, shopId: 'moje-provozovna' })).status).toBe(
      422,
    );
    expect(await connectionRow()).toBeUndefined();
  });

  it('refuses a token that may not read this establishment’s statistics, in Czech and English', async () => {
    const otherPremise = await connect({ apiKey: fenix.scenario.refreshToken, shopId: '999' });
    expect(otherPremise.status).toBe(422);
    const czech = await refusal(otherPremise);
    expect(czech.code).toBe('zbozi_forbidden');
    expect(czech.message).toContain('Zkontrolujte ID provozovny');
    fenix.scenario.noStatisticsScope = true;
    const english = await refusal(
      await connect({ apiKey: fenix.scenario.refreshToken, shopId: fenix.scenario.premiseId }, 'en'),
    );
    expect(english).toMatchObject({ code: 'zbozi_forbidden' });
    expect(english.message).toContain('cannot read this establishment');
    expect(await connectionRow()).toBeUndefined();
  });

  it('when the access token stops working mid-hour, exchanges the refresh token once more and carries on', async () => {
    fenix.scenario.rows = [day({ date: shiftDay(today(), -1) })];
    expect((await connectWell()).status).toBe(200);
    await t.settle();
    fenix.revokeAccessTokens();
    const issuedBefore = fenix.issued.length;
    await syncNow();
    expect(fenix.issued.length).toBe(issuedBefore + 1);
    expect(await spend()).toHaveLength(1);
    expect(await listed()).toMatchObject({ status: 'connected', syncState: 'completed' });
  });

  it('breaks the connection when the refresh token has expired, saying so in Czech and English', async () => {
    expect((await connectWell()).status).toBe(200);
    await t.settle();
    fenix.scenario.refreshRevoked = true;
    fenix.revokeAccessTokens();
    await syncNow();
    const czech = await listed();
    expect(czech).toMatchObject({ status: 'broken', syncState: 'error' });
    expect(czech!.brokenReason).toContain('Uložený klíč už Zboží.cz nepřijímá');
    expect((await listed('en'))!.brokenReason).toContain('Zboží.cz refused the stored key');
  });

  it('a sync refused for the statistics says why and is not retried', async () => {
    expect((await connectWell()).status).toBe(200);
    await t.settle();
    fenix.scenario.noStatisticsScope = true;
    await syncNow();
    const asked = fenix.requests.length;
    const czech = await listed();
    expect(czech).toMatchObject({ status: 'connected', syncState: 'error' });
    expect(czech!.syncError).toContain('Přístup ke statistikám Zboží.cz byl odepřen');
    expect((await listed('en'))!.syncError).toContain('Zboží.cz refused access to the statistics');
    await t.settle();
    expect(fenix.requests.length).toBe(asked);
  });

  it('waits out 429 for its Retry-After, within Fénix’s 5 requests a second', async () => {
    fenix.scenario.rows = [day({ date: shiftDay(today(), -2) })];
    expect((await connectWell()).status).toBe(200);
    fenix.scenario.rateLimit = 2;
    await t.settle();
    expect(t.waits.slice(0, 2)).toEqual([1000, 1000]);
    expect(await spend()).toHaveLength(1);
  });

  it('a report that is not JSON fails the sync with a plain reason in Czech and English', async () => {
    expect((await connectWell()).status).toBe(200);
    fenix.scenario.brokenReport = true;
    await t.settle();
    const czech = await listed();
    expect(czech).toMatchObject({ syncState: 'error' });
    expect(czech!.syncError).toContain('Zboží.cz');
    expect((await listed('en'))!.syncError).toContain('Zboží.cz');
    expect(czech!.syncError).not.toBe((await listed('en'))!.syncError);
  });

  it('a connection made with an old api.zbozi.cz key keeps syncing there, and asks for a Fénix token once that API is off', async () => {
    // A connection from before Fénix: its sealed key has no `api`, as stored then.
    expect((await connectWell()).status).toBe(200);
    await t.settle();
    await withScope(t.deps.db, { userId: null, shopId }, (trx) =>
      trx
        .updateTable('connections')
        .set({
          credentials_sealed: sealCredentials(t.deps.config, shopId, 'zbozi', {
            apiKey: legacy.scenario.apiKey,
            shopId: legacy.scenario.shopId,
          }),
        })
        .where('shop_id', '=', shopId)
        .where('provider', '=', 'zbozi')
        .execute(),
    );
    const yesterday = shiftDay(today(), -1);
    const [year, month, date] = yesterday.split('-').map(Number) as [number, number, number];
    legacy.scenario.items = [
      {
        startTimestamp: zonedTimeToInstant({ year, month, day: date }, 'Europe/Prague').getTime() / 1000,
        views: 10,
        clicks: 4,
        cost: 9_100,
        conversions: 1,
        conversionsValue: 120_000,
      },
    ];
    const fenixAsked = fenix.requests.length;
    await syncNow();
    expect(await spend()).toEqual([
      expect.objectContaining({ day: yesterday, campaign: 'Zboží.cz', cost: '91.00' }),
    ]);
    expect(fenix.requests.length).toBe(fenixAsked);

    legacy.scenario.retired = 410;
    await syncNow();
    const czech = await listed();
    expect(czech).toMatchObject({ status: 'broken', syncState: 'error' });
    expect(czech!.brokenReason).toContain('(api.zbozi.cz) vypnulo (odpověď 410)');
    expect(czech!.brokenReason).toContain('tokenem API Fénix');
    expect((await listed('en'))!.brokenReason).toContain('Connect Zboží.cz again with an API Fénix token');
    // Connecting again with a Fénix token makes it whole.
    expect((await connectWell()).status).toBe(200);
    expect(await listed()).toMatchObject({ status: 'connected' });
  });
});
