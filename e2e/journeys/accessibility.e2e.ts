import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { routeCatalogue } from '../../apps/web/src/app/route-catalogue.ts';
import { launchBrowser, seriousViolations, signInToDemo, visitInLanes } from '../browser.ts';

const baseUrl = inject('baseUrl');

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

// Every screen of the catalogue (the sidebar's and the palette's list), so a new screen is
// checked from the day it is added. The demo shops hold generated orders, so reports draw.
describe('accessibility of every signed-in screen', () => {
  for (const theme of ['light', 'dark'] as const) {
    it(`has no serious or critical axe violations, ${theme}`, async () => {
      const page = await signInToDemo(browser, baseUrl, { theme });
      const found: string[] = [];
      await visitInLanes(page.context(), routeCatalogue, async (tab, { path }) => {
        await tab.goto(`${baseUrl}${path}`, { waitUntil: 'networkidle' });
        await tab.locator('main').first().waitFor();
        for (const violation of await seriousViolations(tab)) found.push(`${path}: ${violation}`);
      });
      // A customer's profile has a key in its path, so it is not in the catalogue: reach it the
      // way a user does, from the top customers of Zákazníci.
      await page.goto(`${baseUrl}/analytics/customer`, { waitUntil: 'networkidle' });
      await page.locator('a[href^="/analytics/customer/"][href*="%40"]').first().click();
      await page.getByRole('heading', { name: 'Objednávky' }).waitFor();
      for (const violation of await seriousViolations(page)) found.push(`customer profile: ${violation}`);
      await page.context().close();
      expect(found).toEqual([]);
      // 46 screens on two tabs: about 90 s on a loaded machine.
    }, 600_000);
  }
});

// The API reference is the server's page, not the app's: checked here with the link that leads
// to it from Settings → API a integrace.
describe('the API reference at /api/docs', () => {
  for (const theme of ['light', 'dark'] as const) {
    it(`opens from Settings → API a integrace, renders the guide from this server only, without serious axe violations, ${theme}`, async () => {
      const page = await signInToDemo(browser, baseUrl, { theme });
      await page.goto(`${baseUrl}/settings?tab=api`, { waitUntil: 'networkidle' });
      const link = page.getByRole('link', { name: 'Dokumentace API a první kroky' });
      expect(await link.getAttribute('href')).toBe('/api/docs');

      const foreign: string[] = [];
      page.on('request', (request) => {
        if (!request.url().startsWith(baseUrl) && !/^(data|blob):/.test(request.url()))
          foreign.push(request.url());
      });
      await page.goto(`${baseUrl}/api/docs`, { waitUntil: 'networkidle' });
      await page.getByRole('heading', { name: 'Getting started' }).waitFor();
      await page.getByText('/api/v1/imports', { exact: false }).first().waitFor();
      expect(
        await page.evaluate(
          () =>
            document.documentElement.classList.contains('dark-mode') ||
            document.body.classList.contains('dark-mode'),
        ),
      ).toBe(theme === 'dark');
      expect(await seriousViolations(page)).toEqual([]);
      expect(foreign).toEqual([]);
      await page.context().close();
    }, 120_000);
  }
});

// Settings tabs other than the first are not in the catalogue: the e-mail reports (Notifikace)
// and the public unsubscribe page a digest links to are checked here.
describe('the e-mail reports settings and the unsubscribe page', () => {
  for (const theme of ['light', 'dark'] as const) {
    it(`have no serious or critical axe violations, ${theme}`, async () => {
      const page = await signInToDemo(browser, baseUrl, { theme });
      await page.goto(`${baseUrl}/settings?tab=notifications`, { waitUntil: 'networkidle' });
      await page.getByRole('heading', { name: /Reporty e-mailem/ }).waitFor();
      await page.getByRole('radio', { name: 'Každé pondělí v 7:00' }).click();
      await page.getByText('Další přehled odejde').waitFor();
      const found = (await seriousViolations(page)).map((violation) => `settings: ${violation}`);
      await page.context().clearCookies();
      await page.goto(`${baseUrl}/unsubscribe?token=neplatny`, { waitUntil: 'networkidle' });
      await page.getByRole('button', { name: 'Odhlásit odběr' }).click();
      await page.getByText('Odkaz pro odhlášení je neplatný', { exact: false }).waitFor();
      for (const violation of await seriousViolations(page)) found.push(`unsubscribe: ${violation}`);
      await page.context().close();
      expect(found).toEqual([]);
    }, 120_000);
  }
});
