import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, seriousViolations, signInToDemo } from '../browser.ts';

const baseUrl = inject('baseUrl');

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

describe('order tracking', () => {
  it('allows a checkout on another domain for the browser snippet, and takes it back with undo', async () => {
    const page = await signInToDemo(browser, baseUrl);
    await page.goto(`${baseUrl}/link-tracking`);
    const field = page.getByLabel('Další povolená adresa');
    await field.waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    // Plain http is refused before anything is sent.
    await field.fill('http://pokladna.kavova-prazirna.cz');
    await page.getByRole('button', { name: 'Přidat' }).click();
    await page
      .getByText('Zadejte adresu webu s https://, například https://pokladna.mujobchod.cz.')
      .waitFor();

    // A pasted page address is kept as its origin.
    const origin = `https://pokladna-${Date.now()}.kavova-prazirna.cz`;
    await field.fill(`${origin}/dekujeme?objednavka=1`);
    await page.getByRole('button', { name: 'Přidat' }).click();
    await page.getByText(`Adresa ${origin} je povolená`).waitFor();
    expect(await field.inputValue()).toBe('');
    const remove = page.getByRole('button', { name: `Odebrat adresu ${origin}` });
    await remove.waitFor();

    // Removed, then put back from the toast.
    await remove.click();
    await page.getByText(`Adresa ${origin} už povolená není`).waitFor();
    await remove.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Vrátit' }).click();
    await remove.waitFor();

    // The server holds the same list.
    const keys = await page.evaluate(async () => {
      const shops = (await (await fetch('/api/shops')).json()) as { items: { id: string }[] };
      const found = [];
      for (const shop of shops.items) {
        const response = await fetch(`/api/shops/${shop.id}/order-tracking/keys`);
        found.push(((await response.json()) as { extraOrigins: string[] }).extraOrigins);
      }
      return found.flat();
    });
    expect(keys).toContain(origin);
    await page.context().close();
  });
});
