import { readFileSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeMeta, startFakeMeta } from '../../apps/server/test/fakes/meta/fake-meta.ts';
import { metaAccounts, metaDays, metaToday } from '../../apps/server/test/modules/meta-test-kit.ts';
import { launchBrowser, seriousViolations, VIEWPORTS } from '../browser.ts';
import { startServer } from '../server.ts';
import { signUpWithShop } from '../sign-up-with-shop.ts';

/**
 * Connecting Meta Ads end to end: a server of its own whose Meta login dialog and Graph API are a
 * fake Meta (its dialog approves at once and sends the browser back), a new shop owner who clicks
 * Connect in Settings → Propojení, comes back on /oauth/facebook/callback, picks the ad account on
 * /facebook, syncs, and sees the campaigns.
 */
let browser: Browser;
let fake: FakeMeta;
let server: Awaited<ReturnType<typeof startServer>>;

beforeAll(async () => {
  const accounts = metaAccounts(2);
  fake = await startFakeMeta({ accounts, days: metaDays(accounts[0]!.id, metaToday(), 95) });
  server = await startServer(Number(process.env.E2E_META_PORT ?? 3340), {
    DEMO_ORDERS: '300',
    META_APP_ID: fake.scenario.appId,
    META_APP_SECRET: fake.scenario.appSecret,
    META_GRAPH_API_URL: fake.origin,
    META_OAUTH_DIALOG_URL: `${fake.origin}/v23.0/dialog/oauth`,
    META_GRAPH_API_VERSION: 'v23.0',
  });
  browser = await launchBrowser();
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await fake?.close();
});

describe('Meta Ads against a fake Meta', () => {
  it('connects from Settings through the login dialog, picks the ad account, syncs and shows the campaigns', async () => {
    const context = await browser.newContext({
      viewport: VIEWPORTS.desktop,
      locale: 'cs-CZ',
      timezoneId: 'Europe/Prague',
    });
    const page = await context.newPage();
    await signUpWithShop(page, server);

    await page.goto(`${server.url}/settings?tab=connections`);
    const row = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Meta Ads' }) });
    await row.getByRole('button', { name: 'Propojit' }).click();
    // Meta's login dialog (the fake approves) and back on the return page.
    await page.waitForURL(/\/oauth\/facebook\/callback/);
    await page.getByRole('heading', { name: 'Meta Ads je propojený' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('link', { name: 'Pokračovat' }).click();
    await page.waitForURL(`${server.url}/facebook`);

    // The ad accounts arrive from /me/adaccounts; the first one is chosen and synced.
    await page.getByLabel('Reklamní účet').selectOption('1000');
    await page.getByRole('button', { name: 'Uložit a synchronizovat' }).click();
    await page.getByRole('heading', { name: 'Kampaně Meta' }).waitFor();
    // Without a reload: the sync's end makes the page ask again until the campaigns are in.
    await page.getByText('Prospecting – káva').first().waitFor({ timeout: 90_000 });
    await page.getByText('Remarketing').first().waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    // The dialog was asked for this app and came back to the app's own return page.
    const dialog = fake.requests.find((request) => request.path.endsWith('/dialog/oauth'));
    expect(dialog?.query.get('client_id')).toBe(fake.scenario.appId);
    expect(dialog?.query.get('redirect_uri')).toBe(`${server.url}/oauth/facebook/callback`);
    expect(fake.requests.some((request) => request.path.includes('/act_1000/insights'))).toBe(true);
    // No token or secret reached the server's log.
    const log = readFileSync(server.logFile, 'utf8');
    for (const secret of [fake.scenario.appSecret, ...fake.issuedTokens]) expect(log).not.toContain(secret);
    await context.close();
  }, 240_000);
});
