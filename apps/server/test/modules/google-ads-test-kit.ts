import type { GoogleConnector } from '@ziskomer/contracts';
import type { Engine } from '@ziskomer/db';
import { expect } from 'vitest';
import type { FakeCampaignDay, FakeGoogle } from '../fakes/google/fake-google.ts';
import { createTestApp, type TestApp, type TestUser } from '../helpers/test-app.ts';

/** A test app whose Google client and endpoints are the fake's; `waits` records the refresh waits. */
export async function createGoogleTestApp(
  engine: Engine,
  fake: FakeGoogle,
  options: { now?: () => Date } = {},
): Promise<TestApp & { waits: number[] }> {
  const waits: number[] = [];
  const t = await createTestApp(engine, {
    now: options.now,
    google: {
      clientId: fake.scenario.clientId,
      clientSecret: fake.scenario.clientSecret,
      adsDeveloperToken: fake.scenario.developerToken,
      authorizeUrl: `${fake.origin}/o/oauth2/v2/auth`,
      tokenUrl: `${fake.origin}/token`,
      adsApiUrl: `${fake.origin}/v24`,
      analyticsAdminApiUrl: `${fake.origin}/v1beta`,
      analyticsDataApiUrl: `${fake.origin}/v1beta`,
      searchConsoleApiUrl: `${fake.origin}/webmasters/v3`,
      merchantApiUrl: `${fake.origin}/merchant`,
      businessProfileApiUrl: `${fake.origin}/performance/v1`,
      businessAccountsApiUrl: `${fake.origin}/accounts/v1`,
      businessInformationApiUrl: `${fake.origin}/information/v1`,
    },
    sleep: async (ms) => {
      waits.push(ms);
    },
  });
  return Object.assign(t, { waits });
}

/** Connect → Google's consent (the fake) → the return page's call; the connection's id. */
export async function connectGoogleAds(
  t: TestApp,
  user: TestUser,
  shopId: string,
  fake: FakeGoogle,
  connector: GoogleConnector = 'google_ads',
) {
  const started = await t.call('POST', `/api/shops/${shopId}/connections/google/start`, {
    cookie: user.cookie,
    body: { connector },
  });
  expect(started.status, await started.clone().text()).toBe(200);
  const { authorizeUrl } = (await started.json()) as { authorizeUrl: string };
  const { code, state } = fake.authorize(authorizeUrl);
  const finished = await t.call('POST', `/api/shops/${shopId}/connections/google/callback`, {
    cookie: user.cookie,
    body: { code, state },
  });
  expect(finished.status, await finished.clone().text()).toBe(200);
  return ((await finished.json()) as { connectionId: string }).connectionId;
}

/** A manager 1000000001 with a named and an unnamed client, and a basic account 2000000002. */
export const ACCOUNTS = [
  { id: '1000000001', name: 'Agentura MCC', manager: true, accessible: true },
  { id: '1000000011', name: 'Kávovar – klient', manager: false, accessible: false, managerId: '1000000001' },
  { id: '1000000012', name: null, manager: false, accessible: false, managerId: '1000000001' },
  { id: '2000000002', name: 'Vlastní účet', manager: false, accessible: true },
];

/** The conversion actions of the manager's named client: two counted, one removed. */
export const CONVERSION_ACTIONS = [
  {
    customerId: '1000000011',
    id: '7001',
    name: 'Nákup',
    category: 'PURCHASE',
    type: 'WEBPAGE',
    status: 'ENABLED',
    primaryForGoal: true,
    countingType: 'MANY_PER_CLICK',
  },
  {
    customerId: '1000000011',
    id: '7002',
    name: 'Registrace k odběru',
    category: 'SIGNUP',
    type: 'WEBPAGE',
    status: 'ENABLED',
    primaryForGoal: false,
    countingType: 'ONE_PER_CLICK',
  },
  {
    customerId: '1000000011',
    id: '7003',
    name: 'Starý nákup',
    category: 'PURCHASE',
    type: 'WEBPAGE',
    status: 'REMOVED',
    primaryForGoal: false,
    countingType: 'MANY_PER_CLICK',
  },
];

/** `days` days up to `lastDay` of two campaigns of a customer, with figures that differ by day. */
export function campaignDays(customerId: string, lastDay: string, days: number): FakeCampaignDay[] {
  const rows: FakeCampaignDay[] = [];
  for (let offset = 0; offset < days; offset++) {
    const date = new Date(`${lastDay}T00:00:00Z`);
    date.setUTCDate(date.getUTCDate() - offset);
    const day = date.toISOString().slice(0, 10);
    rows.push(
      {
        customerId,
        campaignId: '501',
        campaignName: 'Vyhledávání – káva',
        date: day,
        costMicros: 123_450_000 + offset * 1_000_000,
        clicks: 40 + offset,
        impressions: 1200 + offset,
        conversions: 3.5,
        conversionsValue: 2890.4,
      },
      {
        customerId,
        campaignId: '502',
        campaignName: 'Performance Max',
        date: day,
        costMicros: 80_000_000,
        clicks: 25,
        impressions: 5000,
        conversions: 1,
        conversionsValue: 990,
      },
    );
  }
  return rows;
}

/** `days` days up to `lastDay` of GA4 rows of a property: google / cpc and (direct) / (none). */
export function ga4Days(propertyId: string, lastDay: string, days: number) {
  const rows = [];
  for (let offset = 0; offset < days; offset++) {
    const date = new Date(`${lastDay}T00:00:00Z`);
    date.setUTCDate(date.getUTCDate() - offset);
    const day = date.toISOString().slice(0, 10);
    rows.push(
      {
        propertyId,
        date: day,
        source: 'google',
        medium: 'cpc',
        sessions: 120,
        users: 100,
        keyEvents: 4,
        revenue: 5200.5,
      },
      {
        propertyId,
        date: day,
        source: '(direct)',
        medium: '(none)',
        sessions: 60,
        users: 55,
        keyEvents: 1,
        revenue: 990,
      },
    );
  }
  return rows;
}
