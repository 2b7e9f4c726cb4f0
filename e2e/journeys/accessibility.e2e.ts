import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { routeCatalogue } from '../../apps/web/src/app/route-catalogue.ts';
import { launchBrowser, seriousViolations, signInToDemo } from '../browser.ts';

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
      for (const { path } of routeCatalogue) {
        await page.goto(`${baseUrl}${path}`, { waitUntil: 'networkidle' });
        await page.locator('main').first().waitFor();
        for (const violation of await seriousViolations(page)) found.push(`${path}: ${violation}`);
      }
      // A customer's profile has a key in its path, so it is not in the catalogue: reach it the
      // way a user does, from the top customers of Zákazníci.
      await page.goto(`${baseUrl}/analytics/customer`, { waitUntil: 'networkidle' });
      await page.locator('a[href^="/analytics/customer/"][href*="%40"]').first().click();
      await page.getByRole('heading', { name: 'Objednávky' }).waitFor();
      for (const violation of await seriousViolations(page)) found.push(`customer profile: ${violation}`);
      await page.context().close();
      expect(found).toEqual([]);
    }, 240_000);
  }
});
