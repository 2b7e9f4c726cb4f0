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
      await page.context().close();
      expect(found).toEqual([]);
    }, 240_000);
  }
});
