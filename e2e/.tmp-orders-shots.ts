import { launchBrowser, seriousViolations, VIEWPORTS } from './browser.ts';
import { startServer } from './server.ts';

const server = await startServer(3377);
const browser = await launchBrowser();
const out = '/tmp/shots';
try {
  for (const theme of ['light', 'dark'] as const) {
    for (const [size, viewport] of [
      ['desktop', VIEWPORTS.desktop],
      ['phone', VIEWPORTS.phone],
    ] as const) {
      const context = await browser.newContext({ viewport, locale: 'cs-CZ', timezoneId: 'Europe/Prague' });
      await context.addInitScript((value) => localStorage.setItem('ziskomer.theme', value), theme);
      const page = await context.newPage();
      page.on('console', (m) => {
        if (m.type() === 'error') console.log('console:', m.text());
      });
      await page.goto(server.url);
      await page.evaluate(() =>
        fetch('/api/demo/sign-in', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: '{}',
        }),
      );
      // wait for demo data
      for (let i = 0; i < 120; i++) {
        const total = await page.evaluate(async () => {
          const shops = await (await fetch('/api/shops')).json();
          const r = await (await fetch(`/api/shops/${shops.items[0].id}/orders`)).json();
          return r.total;
        });
        if (total > 500) break;
        await page.waitForTimeout(1000);
      }
      await page.goto(`${server.url}/analytics/r-orders`, { waitUntil: 'networkidle' });
      await page.waitForTimeout(400);
      await page.screenshot({ path: `${out}/orders-${size}-${theme}.png` });
      console.log(size, theme, 'orders axe', await seriousViolations(page));
      await page.locator('tbody tr').first().locator('button').click();
      await page.waitForTimeout(800);
      await page.screenshot({ path: `${out}/detail-${size}-${theme}.png` });
      console.log(size, theme, 'detail axe', await seriousViolations(page));
      await page.keyboard.press('Escape');
      await page.goto(
        `${server.url}/analytics/r-orders?range=custom&from=2024-01-01&to=2024-01-31&paid=false&q=zzzzzz`,
        { waitUntil: 'networkidle' },
      );
      await page.waitForTimeout(400);
      await page.screenshot({ path: `${out}/nomatch-${size}-${theme}.png` });
      await page.goto(`${server.url}/orders/new`, { waitUntil: 'networkidle' });
      await page.waitForTimeout(300);
      await page.screenshot({ path: `${out}/new-order-${size}-${theme}.png`, fullPage: true });
      console.log(size, theme, 'new order axe', await seriousViolations(page));
      await page.getByRole('button', { name: 'Uložit objednávku' }).click();
      await page.waitForTimeout(300);
      await page.screenshot({ path: `${out}/new-order-errors-${size}-${theme}.png`, fullPage: true });
      await page.goto(`${server.url}/customers/new`, { waitUntil: 'networkidle' });
      await page.waitForTimeout(300);
      await page.screenshot({ path: `${out}/new-customer-${size}-${theme}.png`, fullPage: true });
      console.log(size, theme, 'new customer axe', await seriousViolations(page));
      await page.goto(`${server.url}/analytics/r-orders`, { waitUntil: 'networkidle' });
      await page.keyboard.press('Control+k');
      await page.keyboard.type('nov');
      await page.waitForTimeout(500);
      await page.screenshot({ path: `${out}/palette-${size}-${theme}.png` });
      await page.keyboard.press('Escape');
      await page.keyboard.press('Control+u');
      await page.waitForTimeout(800);
      console.log('after ctrl+u', page.url());
      await context.close();
    }
  }
} finally {
  await browser.close();
  await server.stop();
}
