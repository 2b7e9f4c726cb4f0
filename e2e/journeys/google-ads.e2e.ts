import { readFileSync } from 'node:fs';
import { getZonedDay } from '@ziskomer/domain';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeGoogle, startFakeGoogle } from '../../apps/server/test/fakes/google/fake-google.ts';
import {
  ACCOUNTS,
  CONVERSION_ACTIONS,
  campaignDays,
} from '../../apps/server/test/modules/google-ads-test-kit.ts';
import { launchBrowser, seriousViolations, VIEWPORTS } from '../browser.ts';
import { startServer } from '../server.ts';
import { signUpWithShop } from '../sign-up-with-shop.ts';

/**
 * Connecting Google Ads end to end: a server of its own whose Google endpoints are a fake Google
 * (its consent screen approves at once and sends the browser back), a new shop owner who connects
 * from Settings → Propojení, chooses a manager's client on /google-ads, syncs, and sees the
 * campaigns with their POAS and the account's conversion actions.
 */
let browser: Browser;
let fake: FakeGoogle;
let server: Awaited<ReturnType<typeof startServer>>;

beforeAll(async () => {
  const today = getZonedDay(new Date(), 'Europe/Prague');
  fake = await startFakeGoogle({
    customers: ACCOUNTS,
    campaigns: campaignDays('1000000011', today, 95),
    conversionActions: CONVERSION_ACTIONS,
  });
  server = await startServer(Number(process.env.E2E_GOOGLE_PORT ?? 3330), {
    DEMO_ORDERS: '300',
    GOOGLE_CLIENT_ID: fake.scenario.clientId,
    GOOGLE_CLIENT_SECRET: fake.scenario.clientSecret,
    GOOGLE_ADS_DEVELOPER_TOKEN: fake.scenario.developerToken,
    GOOGLE_OAUTH_AUTHORIZE_URL: `${fake.origin}/o/oauth2/v2/auth`,
    GOOGLE_OAUTH_TOKEN_URL: `${fake.origin}/token`,
    GOOGLE_ADS_API_URL: `${fake.origin}/v24`,
  });
  browser = await launchBrowser();
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await fake?.close();
});

describe('Google Ads against a fake Google', () => {
  it('connects from Settings, picks a manager’s client, syncs and shows the campaigns with POAS', async () => {
    const context = await browser.newContext({
      viewport: VIEWPORTS.desktop,
      locale: 'cs-CZ',
      timezoneId: 'Europe/Prague',
    });
    const page = await context.newPage();
    await signUpWithShop(page, server);
    // An order the shop attributes to the campaign: its profit is what the campaign's POAS divides.
    const created = await page.evaluate(
      async (day) => {
        const shops = await (await fetch('/api/shops')).json();
        const shopId = (shops.items ?? shops)[0].id;
        const response = await fetch(`/api/shops/${shopId}/orders`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            orderId: 'GADS-1',
            orderDate: day,
            revenue: 2500,
            acquisitionSource: 'google',
            acquisitionCampaign: 'Vyhledávání – káva',
          }),
        });
        return response.status;
      },
      getZonedDay(new Date(), 'Europe/Prague'),
    );
    expect(created).toBe(201);

    await page.goto(`${server.url}/settings?tab=connections`);
    const row = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Google Ads' }) });
    await row.getByRole('button', { name: 'Propojit' }).click();
    // Google's consent (the fake approves) and back on the return page.
    await page.waitForURL(/\/oauth\/google\/callback/);
    await page.getByRole('heading', { name: 'Google Ads je propojený' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('link', { name: 'Pokračovat' }).click();
    await page.waitForURL(`${server.url}/google-ads`);

    // The accounts arrive: both kinds exist, so the type is chosen first.
    await page.getByText('Manažerský účet (MCC)').click();
    await page.getByLabel('Manažerský účet', { exact: true }).selectOption('1000000001');
    await page.getByLabel('Klientský účet').selectOption('1000000011');
    await page.getByRole('button', { name: 'Uložit a synchronizovat' }).click();
    await page.getByText('Synchronizováno', { exact: true }).first().waitFor({ timeout: 60_000 });

    const campaigns = page.getByRole('region', { name: 'Kampaně Google Ads' });
    await page.getByRole('heading', { name: 'Kampaně Google Ads' }).waitFor();
    // Without a reload: the sync's end makes the report ask again, and it follows the rollups'
    // refresh after the sync's write until the new spend is in.
    await page.getByText('Vyhledávání – káva').first().waitFor({ timeout: 60_000 });
    await page.getByText('Performance Max').first().waitFor();
    const table = (await campaigns.count()) > 0 ? campaigns : page.locator('table').first();
    expect(await table.getByRole('columnheader', { name: /POAS/ }).count()).toBeGreaterThan(0);
    await page.getByRole('heading', { name: 'Konverzní akce' }).waitFor();
    await page.getByRole('cell', { name: 'Nákup', exact: true }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    // Every call to Google Ads carried the server's developer token and the manager as the way in.
    const searches = fake.requests.filter((request) =>
      request.path.endsWith('/customers/1000000011/googleAds:search'),
    );
    expect(searches.length).toBeGreaterThan(0);
    expect(searches.every((request) => request.headers['login-customer-id'] === '1000000001')).toBe(true);
    // No token or secret reached the server's log.
    const log = readFileSync(server.logFile, 'utf8');
    for (const secret of [
      fake.scenario.clientSecret,
      fake.scenario.developerToken,
      ...fake.issuedRefreshTokens,
      ...fake.issuedAccessTokens,
    ])
      expect(log).not.toContain(secret);
    await context.close();
  }, 180_000);
});
