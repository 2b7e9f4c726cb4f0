import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { launchBrowser, VIEWPORTS } from './browser.ts';
import { startServer } from './server.ts';

/**
 * `npm run screenshots [-- /path /other]`: every page at phone, tablet, desktop and large widths,
 * light and dark, signed in as the demo user where the page needs it. PNGs go to ./screenshots.
 */
const PUBLIC_PAGES = ['/', '/auth', '/legal/privacy', '/neexistujici-stranka'];
const APP_PAGES = ['/', '/settings', '/settings?tab=projects-shops', '/settings?tab=activity', '/onboarding'];

const requested = process.argv.slice(2);
const outDir = join(process.cwd(), 'screenshots');
mkdirSync(outDir, { recursive: true });

process.env.DEMO_ORDERS ??= '20000';
const server = await startServer(Number(process.env.SCREENSHOT_PORT ?? 3320));
const browser = await launchBrowser();
try {
  for (const theme of ['light', 'dark'] as const) {
    for (const [size, viewport] of Object.entries(VIEWPORTS)) {
      for (const signedIn of [false, true]) {
        const context = await browser.newContext({ viewport, locale: 'cs-CZ', timezoneId: 'Europe/Prague' });
        await context.addInitScript((value) => localStorage.setItem('ziskomer.theme', value), theme);
        const page = await context.newPage();
        if (signedIn) {
          await page.goto(server.url);
          await page.evaluate(() =>
            fetch('/api/demo/sign-in', {
              method: 'POST',
              headers: { 'content-type': 'application/json' },
              body: '{}',
            }),
          );
        }
        for (const path of requested.length ? requested : signedIn ? APP_PAGES : PUBLIC_PAGES) {
          await page.goto(server.url + path, { waitUntil: 'networkidle' });
          await page.waitForTimeout(300);
          const name = `${signedIn ? 'app' : 'public'}${path.replace(/[^a-z0-9]+/gi, '-')}-${size}-${theme}.png`;
          await page.screenshot({
            path: join(outDir, name),
            fullPage: size === 'phone' || size === 'desktop',
          });
        }
        await context.close();
      }
    }
  }
  console.log(`Screenshots in ${outDir}`);
} finally {
  await browser.close();
  await server.stop();
}
