import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type PublicPage, ROUTE_TABLE } from '../../apps/web/src/app/route-table.ts';
import { listOnePagePerRoute, listPublicPages } from '../../apps/web/src/site/public-pages.ts';
import { launchBrowser, seriousViolations, useTheme, VIEWPORTS, visitInLanes } from '../browser.ts';

const baseUrl = inject('baseUrl');
const pages = await listPublicPages(ROUTE_TABLE);
// Pages of one route share their layout: the tablet and large-desktop widths check one of each
// kind, which keeps the sweep at a few minutes instead of doubling it.
const onePerRoute = await listOnePagePerRoute(ROUTE_TABLE);
// The catalogue's 31 app pages are one template filled from the apps' data: one of them stands
// for the rest at every width, which keeps the whole test suite within its time budget.
const sweptPages = pages.filter(
  (page) => !page.path.startsWith('/apps/') || onePerRoute.some((one) => one.path === page.path),
);

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

type Size = keyof typeof VIEWPORTS;

/**
 * Opens each page at each width in a theme, as a Czech visitor: the serious or critical axe
 * violations, and every console error or uncaught exception on the way.
 */
async function sweep(sizes: readonly Size[], list: readonly PublicPage[], theme: 'light' | 'dark') {
  const violations: string[] = [];
  const consoleErrors: string[] = [];
  for (const size of sizes) {
    const context = await browser.newContext({ viewport: VIEWPORTS[size], locale: 'cs-CZ' });
    await useTheme(context, theme);
    context.on('console', (message) => {
      if (message.type() === 'error')
        consoleErrors.push(`${message.page()?.url()} ${size}: ${message.text()}`);
    });
    context.on('weberror', (error) =>
      consoleErrors.push(`${error.page()?.url()} ${size}: ${error.error().message}`),
    );
    await visitInLanes(context, list, async (page, { path }) => {
      await page.goto(`${baseUrl}${path}`, { waitUntil: 'networkidle' });
      await page.locator('h1').first().waitFor();
      for (const violation of await seriousViolations(page)) violations.push(`${path} ${size}: ${violation}`);
    });
    await context.close();
  }
  return { violations, consoleErrors };
}

/**
 * Every public page of the route table (landing, legal texts, blog articles, lessons, app
 * catalogue …) as a visitor opens it, on a phone and a desktop in light, and one page of each kind
 * in dark and on a tablet and a large desktop: no serious or critical axe violation and nothing in
 * the console (a visitor's page does not ask for a session, so no 401 shows there either). The
 * signed-in screens have their own sweep (accessibility.e2e.ts).
 */
describe('accessibility of every public page', () => {
  it('lists one page of each kind for the tablet and large-desktop widths', () => {
    expect(onePerRoute.map((page) => page.path)).toEqual(
      expect.arrayContaining(['/', '/blog', '/apps', '/compare', '/support', '/akademie', '/academy/poas']),
    );
    for (const prefix of ['/blog/', '/apps/', '/academy/poas/lesson-', '/legal/']) {
      expect(onePerRoute.filter((page) => page.path.startsWith(prefix))).toHaveLength(1);
    }
  });

  // One test per width and theme: each opens every page once, within its own time limit.
  for (const theme of ['light', 'dark'] as const) {
    for (const size of ['phone', 'desktop'] as const) {
      it(`has no serious or critical axe violations and no console error at ${VIEWPORTS[size].width} px, ${theme}`, async () => {
        // Dark differs from light by the theme's colour tokens only, which pages of one kind share:
        // every page in light, one of each kind in dark.
        const list = theme === 'light' ? sweptPages : onePerRoute;
        expect(await sweep([size], list, theme)).toEqual({ violations: [], consoleErrors: [] });
      }, 900_000);
    }

    it(`has none on one page of each kind at 768 and 1536 px, ${theme}`, async () => {
      expect(await sweep(['tablet', 'large'], onePerRoute, theme)).toEqual({
        violations: [],
        consoleErrors: [],
      });
    }, 600_000);
  }
});
