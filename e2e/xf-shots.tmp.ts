import { join } from 'node:path';
import { launchBrowser, VIEWPORTS } from './browser.ts';

const url = 'http://localhost:3404';
const out = '/work/wt-xml-feeds/screenshots';
const browser = await launchBrowser();
for (const theme of ['light', 'dark'] as const) {
  for (const size of ['phone', 'desktop'] as const) {
    const context = await browser.newContext({ viewport: VIEWPORTS[size], locale: 'cs-CZ', timezoneId: 'Europe/Prague' });
    await context.addInitScript((value) => localStorage.setItem('ziskomer.theme', value), theme);
    const page = await context.newPage();
    await page.goto(url);
    await page.evaluate(() => fetch('/api/demo/sign-in', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' }));
    await page.goto(`${url}/xml-feed-management`, { waitUntil: 'networkidle' });
    await page.waitForTimeout(4000);
    await page.screenshot({ path: join(out, `feeds-list-${size}-${theme}.png`), fullPage: true });
    const add = page.getByRole('button', { name: 'Přidat feed' }).first();
    if (theme === 'light' && size === 'desktop' && (await add.count())) {
      await add.click();
      await page.waitForTimeout(300);
      await page.screenshot({ path: join(out, `feeds-add-${size}-${theme}.png`) });
      await page.getByLabel('Název').fill('Google Nákupy – hlavní feed');
      await page.getByLabel('Adresa feedu (URL)').fill('https://www.example.com/export/google.xml');
      await page.getByRole('button', { name: 'Přidat feed' }).last().click();
      await page.waitForTimeout(8000);
      await page.screenshot({ path: join(out, `feeds-detail-${size}-${theme}.png`), fullPage: true });
      await page.getByRole('tab', { name: 'Úpravy' }).click();
      await page.getByRole('button', { name: 'Přidat pravidlo' }).click();
      await page.waitForTimeout(300);
      await page.screenshot({ path: join(out, `feeds-transforms-${size}-${theme}.png`), fullPage: true });
      await page.getByRole('tab', { name: 'Publikace' }).click();
      await page.waitForTimeout(300);
      await page.screenshot({ path: join(out, `feeds-publish-${size}-${theme}.png`), fullPage: true });
      await page.goto(`${url}/xml-feed-management`, { waitUntil: 'networkidle' });
      await page.waitForTimeout(4000);
      await page.screenshot({ path: join(out, `feeds-list2-${size}-${theme}.png`), fullPage: true });
    }
    await context.close();
  }
}
await browser.close();
console.log('ok');
