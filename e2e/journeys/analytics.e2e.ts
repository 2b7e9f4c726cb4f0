import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { FIRST_CHART_MARK } from '../../apps/web/src/components/charts/first-chart-mark.ts';
import { launchBrowser, signInToDemo } from '../browser.ts';

const baseUrl = inject('baseUrl');

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

describe('analytics reports', () => {
  it('sends the earlier report addresses to the new ones, keeping the query', async () => {
    const page = await signInToDemo(browser, baseUrl);
    await page.goto(`${baseUrl}/cross-sell?period=60d`);
    await page.waitForURL(`${baseUrl}/analytics/product/cross-sell?period=60d`);
  });

  it('draws the orders report, keeps the chosen period in the URL and compares with the previous one', async () => {
    const page = await signInToDemo(browser, baseUrl);
    // The demo history is generated in the background after the server starts: until it is
    // there the report offers the import, then says its first figures are being computed until
    // the first rollups refresh ends, so the journey reloads until the chart shows.
    await expect
      .poll(
        async () => {
          await page.goto(`${baseUrl}/analytics/orders?period=all`);
          await page.getByRole('heading', { name: 'Přehled objednávek', level: 1 }).waitFor();
          return page
            .waitForFunction((mark) => performance.getEntriesByName(mark).length > 0, FIRST_CHART_MARK, {
              timeout: 5_000,
            })
            .then(() => true)
            .catch(() => false);
        },
        { timeout: 170_000, interval: 1_000 },
      )
      .toBe(true);

    await page.getByRole('button', { name: '1 rok', exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get('period') === '1y');
    await page.locator('button[aria-pressed="true"]', { hasText: '1 rok' }).waitFor();
    await page.getByRole('switch', { name: 'Porovnat s předchozím obdobím' }).click();
    await page.waitForURL((url) => url.searchParams.get('compare') === '1');

    // The shared link opens the same view.
    const shared = page.url();
    const other = await signInToDemo(browser, baseUrl);
    await other.goto(shared);
    await other.locator('button[aria-pressed="true"]', { hasText: '1 rok' }).waitFor();
    await other.locator('#report-compare[aria-checked="true"]').waitFor();
  }, 240_000);
});
