import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { routeCatalogue } from '../../apps/web/src/app/route-catalogue.ts';
import { launchBrowser, signInToDemo, VIEWPORTS } from '../browser.ts';

const baseUrl = inject('baseUrl');

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

/**
 * The connector pages and what shows each has its data: measured only then. /facebook was 571 px
 * wide on a phone (the campaign table's hidden frequency labels) and this journey passed, because
 * it measured the page before the demo's Meta week existed — the table had no frequency yet. The
 * connections tab is not a catalogue route of its own (a tab of /settings).
 */
const CONNECTOR_PAGES = [
  // The campaign table. Its week's frequency bands (read out by hidden labels) are not waited for:
  // in the first hour of a Prague day they were missing and the wait timed out.
  { path: '/facebook', ready: 'main table tbody tr' },
  { path: '/seznam', ready: 'main table tbody tr' },
  { path: '/heureka', ready: 'main table tbody tr' },
  { path: '/google-ads', ready: 'main table tbody tr' },
  { path: '/settings?tab=connections', ready: 'main ul li h3' },
];

/** The demo connections the connector pages show, created when the demo shop's data is complete. */
const DEMO_CONNECTORS = ['google_ads', 'meta', 'sklik'];

/**
 * Waits until every demo shop's generated data is complete — orders, spend and the demo
 * connections made last of all — so no page is measured half empty.
 */
async function waitForDemoData(page: Page) {
  const deadline = Date.now() + 240_000;
  for (;;) {
    const shops = (await (await page.request.get(`${baseUrl}/api/shops`)).json()) as {
      items: { id: string }[];
    };
    let missing = 0;
    for (const shop of shops.items) {
      const list = (await (await page.request.get(`${baseUrl}/api/shops/${shop.id}/connections`)).json()) as {
        items: { connector: string; connection: { demo: boolean } | null }[];
      };
      missing += DEMO_CONNECTORS.filter(
        (connector) => !list.items.some((item) => item.connector === connector && item.connection?.demo),
      ).length;
    }
    if (shops.items.length > 0 && missing === 0) return;
    if (Date.now() > deadline)
      throw new Error(`the demo data is still incomplete (${missing} connections missing)`);
    await page.waitForTimeout(1_000);
  }
}

/** Opens a screen and waits until it shows its data: no skeleton, no first computation, `ready` when given. */
async function openReady(page: Page, path: string, ready?: string) {
  await page.goto(`${baseUrl}${path}`, { waitUntil: 'networkidle' });
  await page.locator('main').first().waitFor();
  if (ready) await page.locator(ready).first().waitFor({ state: 'attached', timeout: 60_000 });
  // Skeletons and the first computation give way to the real content (a screen that never
  // settles is measured as it is after the wait).
  await page
    .waitForFunction(
      () =>
        document.querySelector('main [class*="animate-pulse"], [data-testid="first-computation"]') === null,
      null,
      { timeout: ready ? 60_000 : 15_000, polling: 250 },
    )
    .catch((error: unknown) => {
      if (ready) throw error;
    });
  // A frame for what the data rendered to be laid out.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => resolve(null))));
}

/**
 * How far the page reaches past the phone's width: the document's and the body's scroll width
 * against the viewport's width, and the widest element sticking out that is not inside a scroll
 * area of its own.
 */
function measureOverflow(page: Page) {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const reach = Math.max(document.documentElement.scrollWidth, document.body.scrollWidth);
    if (reach <= width + 1) return null;
    let found = { right: 0, what: '' };
    for (const element of document.querySelectorAll('body *')) {
      const box = element.getBoundingClientRect();
      // Content inside a scroll area of its own (tables, charts) is meant to scroll there.
      if (box.right > found.right && element.closest('[data-scroll-area], .overflow-x-auto') === null) {
        found = {
          right: box.right,
          what: `${element.tagName.toLowerCase()}.${element.className}`.slice(0, 120),
        };
      }
    }
    // An absolutely positioned element inside a scroll area whose containing block lies outside it
    // (a screen-reader label of a table) widens the page too: name it as well.
    let escaped = { right: 0, what: '' };
    for (const element of document.querySelectorAll('.overflow-x-auto *')) {
      const right = element.getBoundingClientRect().right;
      if (right > width + 1 && right > escaped.right && getComputedStyle(element).position === 'absolute')
        escaped = { right, what: `${element.tagName.toLowerCase()}.${element.className}`.slice(0, 120) };
    }
    return `${reach}px, widest ${found.what}${escaped.what ? `; absolute inside a scroll area: ${escaped.what}` : ''}`;
  });
}

/**
 * On a 375 px phone no screen scrolls sideways: a long address in a grid cell once widened the
 * whole Looker page to 954 px. Every screen of the catalogue is checked, so a new one is too; the
 * offender named is the widest element that sticks out, for whoever has to fix it.
 */
describe('every signed-in screen on a phone', () => {
  it('fits the 375 px width without scrolling sideways, the connector pages with their data', async () => {
    const page = await signInToDemo(browser, baseUrl, { viewport: VIEWPORTS.phone });
    await waitForDemoData(page);
    const overflowing: string[] = [];
    for (const { path, ready } of CONNECTOR_PAGES) {
      await openReady(page, path, ready);
      const widest = await measureOverflow(page);
      if (widest) overflowing.push(`${path}: ${widest}`);
    }
    for (const { path } of routeCatalogue) {
      if (CONNECTOR_PAGES.some((connector) => connector.path === path)) continue;
      await openReady(page, path);
      const widest = await measureOverflow(page);
      if (widest) overflowing.push(`${path}: ${widest}`);
    }
    await page.context().close();
    expect(overflowing).toEqual([]);
  }, 900_000);
});
