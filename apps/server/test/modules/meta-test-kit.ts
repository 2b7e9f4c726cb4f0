import type { Engine } from '@ziskomer/db';
import { getZonedDay } from '@ziskomer/domain';
import { expect } from 'vitest';
import type { FakeMeta, FakeMetaCampaignDay } from '../fakes/meta/fake-meta.ts';
import { createTestApp, type TestApp, type TestUser } from '../helpers/test-app.ts';

/** A test app whose Meta app and Graph API are the fake's; `waits` records every wait. */
export async function createMetaTestApp(
  engine: Engine,
  fake: FakeMeta,
): Promise<TestApp & { waits: number[] }> {
  const waits: number[] = [];
  const t = await createTestApp(engine, {
    meta: {
      appId: fake.scenario.appId,
      appSecret: fake.scenario.appSecret,
      graphApiUrl: fake.origin,
      oauthDialogUrl: `${fake.origin}/v23.0/dialog/oauth`,
      apiVersion: 'v23.0',
    },
    sleep: async (ms) => {
      waits.push(ms);
    },
  });
  return Object.assign(t, { waits });
}

/** Connect → Meta's login dialog (the fake) → the return page's call; the connection's id. */
export async function connectMeta(t: TestApp, user: TestUser, shopId: string, fake: FakeMeta) {
  const started = await t.call('POST', `/api/shops/${shopId}/meta/start`, { cookie: user.cookie });
  expect(started.status, await started.clone().text()).toBe(200);
  const { authorizeUrl } = (await started.json()) as { authorizeUrl: string };
  const { code, state } = fake.authorize(authorizeUrl);
  const finished = await t.call('POST', `/api/shops/${shopId}/meta/callback`, {
    cookie: user.cookie,
    body: { code, state },
  });
  expect(finished.status, await finished.clone().text()).toBe(200);
  return ((await finished.json()) as { connectionId: string }).connectionId;
}

export const metaToday = () => getZonedDay(new Date(), 'Europe/Prague');

export function shiftDay(day: string, days: number) {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** `count` ad accounts of the Meta user, act 1000…; the first named 'Kávovar – Meta'. */
export function metaAccounts(count: number) {
  return Array.from({ length: count }, (_, index) => ({
    id: String(1000 + index),
    name: index === 0 ? 'Kávovar – Meta' : `Účet ${String(index).padStart(2, '0')}`,
    currency: 'CZK',
    timeZone: 'Europe/Prague',
    status: 1,
  }));
}

/**
 * `days` days up to `lastDay` of two campaigns: prospecting reports its purchases under three
 * overlapping action types (omni_purchase counts), remarketing under the pixel's and `purchase`.
 */
export function metaDays(accountId: string, lastDay: string, days: number): FakeMetaCampaignDay[] {
  const rows: FakeMetaCampaignDay[] = [];
  for (let offset = 0; offset < days; offset++) {
    const date = shiftDay(lastDay, -offset);
    rows.push(
      {
        accountId,
        campaignId: '23850001',
        campaignName: 'Prospecting – káva',
        date,
        spend: 412.5 + offset,
        impressions: 18_000,
        clicks: 240,
        reach: 9_000,
        actions: {
          omni_purchase: { count: 4, value: 3_200 },
          'offsite_conversion.fb_pixel_purchase': { count: 3, value: 2_500 },
          purchase: { count: 4, value: 3_200 },
        },
      },
      {
        accountId,
        campaignId: '23850002',
        campaignName: 'Remarketing',
        date,
        spend: 150,
        impressions: 6_000,
        clicks: 90,
        reach: 1_200,
        actions: {
          'offsite_conversion.fb_pixel_purchase': { count: 2, value: 1_800 },
          purchase: { count: 2, value: 1_800 },
          link_click: { count: 90, value: 0 },
        },
      },
    );
  }
  return rows;
}
