import type { Browser } from 'playwright-core';
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
 * On a 375 px phone no screen scrolls sideways: a long address in a grid cell once widened the
 * whole Looker page to 954 px. Every screen of the catalogue is checked, so a new one is too; the
 * offender named is the widest element that sticks out, for whoever has to fix it.
 */
describe('every signed-in screen on a phone', () => {
  it('fits the 375 px width without scrolling sideways', async () => {
    const page = await signInToDemo(browser, baseUrl, { viewport: VIEWPORTS.phone });
    const overflowing: string[] = [];
    for (const { path } of routeCatalogue) {
      await page.goto(`${baseUrl}${path}`, { waitUntil: 'networkidle' });
      await page.locator('main').first().waitFor();
      const widest = await page.evaluate(() => {
        const width = document.documentElement.clientWidth;
        if (document.documentElement.scrollWidth <= width + 1) return null;
        let found = { right: 0, what: '' };
        for (const element of document.querySelectorAll('main *')) {
          const box = element.getBoundingClientRect();
          // Content inside a scroll area of its own (tables, charts) is meant to scroll there.
          if (box.right > found.right && element.closest('[data-scroll-area], .overflow-x-auto') === null) {
            found = {
              right: box.right,
              what: `${element.tagName.toLowerCase()}.${element.className}`.slice(0, 120),
            };
          }
        }
        return `${document.documentElement.scrollWidth}px, widest ${found.what}`;
      });
      if (widest) overflowing.push(`${path}: ${widest}`);
    }
    await page.context().close();
    expect(overflowing).toEqual([]);
  }, 600_000);
});
