// node --import tsx shots.ts <outDir> <port> /path ... : signed-in demo, phone + desktop, light + dark.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { launchBrowser, VIEWPORTS } from './browser.ts';
import { startServer } from './server.ts';
const [outDir, port, ...paths] = process.argv.slice(2);
mkdirSync(outDir!, { recursive: true });
process.env.DEMO_ORDERS ??= '3000';
const server = await startServer(Number(port));
const browser = await launchBrowser();
try {
  for (const theme of ['light', 'dark'] as const) {
    for (const size of ['phone', 'desktop'] as const) {
      const context = await browser.newContext({ viewport: VIEWPORTS[size], locale: 'cs-CZ', timezoneId: 'Europe/Prague' });
      await context.addInitScript((value) => localStorage.setItem('ziskomer.theme', value), theme);
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('console', (m) => { if (m.type() === 'error') errors.push(m.text()); });
      await page.goto(server.url);
      await page.evaluate(() => fetch('/api/demo/sign-in', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' }));
      for (const path of paths) {
        await page.goto(server.url + path, { waitUntil: 'networkidle' });
        await page.waitForTimeout(500);
        const name = `${path.replace(/[^a-z0-9]+/gi, '-')}-${size}-${theme}.png`;
        await page.screenshot({ path: join(outDir!, name), fullPage: true });
      }
      if (errors.length) console.log(theme, size, 'console errors:', errors.slice(0, 5));
      await context.close();
    }
  }
} finally {
  await browser.close();
  await server.stop();
}
