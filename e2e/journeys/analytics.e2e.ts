import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, seriousViolations, VIEWPORTS } from '../browser.ts';

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

/** The demo shops fill in the background after the server starts: wait until reports have data. */
async function waitForDemoOrders(page: Page) {
  await expect
    .poll(
      () =>
        page.evaluate(async () => {
          const shops = (await (await fetch('/api/shops')).json()) as { id: string }[];
          const report = await fetch(`/api/shops/${shops[0]?.id}/analytics/marketing?period=all`);
          const body = (await report.json()) as {
            meta: { hasOrders: boolean };
            data: { hasAdSpend: boolean };
          };
          return body.meta.hasOrders && body.data.hasAdSpend;
        }),
      { timeout: 120_000, interval: 1000 },
    )
    .toBe(true);
}

describe('analytics reports', () => {
  it('keeps the period in the URL, draws the chart and explains POAS', async () => {
    const page = await signInToDemo();
    await waitForDemoOrders(page);

    await page.goto(`${baseUrl}/analytics/marketing`);
    await page.getByRole('heading', { name: 'Marketing', level: 1 }).waitFor();
    await page.locator('[role="img"] canvas').first().waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    // Choosing a period is a link that can be shared: it lands in the URL and survives a reload.
    await page.getByRole('button', { name: '1 rok' }).click();
    await page.waitForURL(/period=1y/);
    await page.reload();
    expect(await page.getByRole('button', { name: '1 rok' }).getAttribute('aria-pressed')).toBe('true');

    // The definition of a metric is one hover away.
    await page.getByRole('button', { name: 'Jak se počítá: POAS' }).first().hover();
    await page.getByText('hrubý zisk objednávek ÷ náklady na reklamu', { exact: false }).first().waitFor();

    // Each channel's table row shows its POAS.
    await page.getByRole('cell', { name: 'Google Ads' }).waitFor();
  });

  it('sends the earlier report addresses to the new ones, keeping the query', async () => {
    const page = await signInToDemo();
    await page.goto(`${baseUrl}/cross-sell?period=60d`);
    await page.waitForURL(`${baseUrl}/analytics/product/cross-sell?period=60d`);
  });
});
