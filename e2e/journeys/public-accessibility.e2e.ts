import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ROUTE_TABLE } from '../../apps/web/src/app/route-table.ts';
import { listPublicPages } from '../../apps/web/src/site/public-pages.ts';
import { launchBrowser, seriousViolations, VIEWPORTS } from '../browser.ts';

const baseUrl = inject('baseUrl');
const pages = await listPublicPages(ROUTE_TABLE);

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

/**
 * Every public page of the route table (landing, legal texts, blog articles, lessons, app
 * catalogue …) as a visitor opens it, on a phone and a desktop, light and dark: no serious or
 * critical axe violation. The signed-in screens have their own sweep (accessibility.e2e.ts).
 */
describe('accessibility of every public page', () => {
  for (const theme of ['light', 'dark'] as const) {
    it(`has no serious or critical axe violations at 375 and 1280 px, ${theme}`, async () => {
      const found: string[] = [];
      for (const size of ['phone', 'desktop'] as const) {
        const context = await browser.newContext({ viewport: VIEWPORTS[size], locale: 'cs-CZ' });
        await context.addInitScript((value) => localStorage.setItem('ziskomer.theme', value), theme);
        const page = await context.newPage();
        for (const { path } of pages) {
          await page.goto(`${baseUrl}${path}`, { waitUntil: 'networkidle' });
          await page.locator('h1').first().waitFor();
          for (const violation of await seriousViolations(page)) found.push(`${path} ${size}: ${violation}`);
        }
        await context.close();
      }
      expect(found).toEqual([]);
    }, 600_000);
  }
});
