import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, inject, it } from 'vitest';
import { launchBrowser, VIEWPORTS } from '../browser.ts';

const baseUrl = inject('baseUrl');

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

async function signInToDemo(viewport: { width: number; height: number } = VIEWPORTS.desktop): Promise<Page> {
  const context = await browser.newContext({ viewport, locale: 'cs-CZ', timezoneId: 'Europe/Prague' });
  const page = await context.newPage();
  await page.goto(`${baseUrl}/auth`);
  await page.getByRole('button', { name: 'Vyzkoušet demo' }).click();
  await page.waitForURL(`${baseUrl}/`);
  return page;
}

describe('analytics reports', () => {
  it('sends the earlier report addresses to the new ones, keeping the query', async () => {
    const page = await signInToDemo();
    await page.goto(`${baseUrl}/cross-sell?period=60d`);
    await page.waitForURL(`${baseUrl}/analytics/product/cross-sell?period=60d`);
  });
});
