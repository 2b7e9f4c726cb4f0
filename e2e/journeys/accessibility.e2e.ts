import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { routeCatalogue } from '../../apps/web/src/app/route-catalogue.ts';
import { launchBrowser, seriousViolations, VIEWPORTS } from '../browser.ts';

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
      const context = await browser.newContext({
        viewport: VIEWPORTS.desktop,
        locale: 'cs-CZ',
        timezoneId: 'Europe/Prague',
      });
      await context.addInitScript((value) => localStorage.setItem('ziskomer.theme', value), theme);
      const page = await context.newPage();
      await page.goto(`${baseUrl}/auth`);
      await page.getByRole('button', { name: 'Vyzkoušet demo' }).click();
      await page.waitForURL(`${baseUrl}/`);
      const found: string[] = [];
      for (const { path } of routeCatalogue) {
        await page.goto(`${baseUrl}${path}`, { waitUntil: 'networkidle' });
        await page.locator('main').first().waitFor();
        for (const violation of await seriousViolations(page)) found.push(`${path}: ${violation}`);
      }
      await context.close();
      expect(found).toEqual([]);
    }, 240_000);
  }
});
