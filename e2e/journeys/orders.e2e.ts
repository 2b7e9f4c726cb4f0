import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, seriousViolations, signInToDemo, VIEWPORTS } from '../browser.ts';

const baseUrl = inject('baseUrl');

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

/** Money as Intl writes it in Czech (no-break spaces), e.g. /478,00\s*Kč/. */
const czk = (amount: string) => new RegExp(`${amount.replace(' ', '\\s')}\\s*Kč`);

// The demo shops may hold thousands of generated orders (filled in the background); every
// assertion here is about the order this journey creates, found by its unique number.
describe('orders entered by hand', () => {
  const orderId = `E2E-${Date.now()}`;
  const email = `eva.${Date.now()}@example.cz`;

  it('creates an order with two lines, finds it by search and shows it with its items', async () => {
    const page = await signInToDemo(browser, baseUrl);

    await page.goto(`${baseUrl}/orders/new`);
    await page.getByRole('heading', { name: 'Nová objednávka', level: 1 }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    // Sending the empty form names the missing fields.
    await page.getByRole('button', { name: 'Uložit objednávku' }).click();
    expect(await page.getByText('Vyplňte toto pole.').count()).toBeGreaterThanOrEqual(3);

    await page.getByLabel('Číslo objednávky').fill(orderId);
    await page.getByLabel('Stav').fill('Nová');
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Jméno a příjmení').fill('Eva Testovací');
    await page.getByLabel('Město').fill('Brno');
    await page.getByLabel('Název produktu').nth(0).fill('Káva Etiopie');
    await page.getByLabel('Množství').nth(0).fill('2');
    await page.getByLabel('Cena/ks s DPH').nth(0).fill('189,50');
    await page.getByRole('button', { name: 'Přidat položku' }).click();
    await page.getByLabel('Název produktu').nth(1).fill('Hrnek');
    await page.getByLabel('Cena/ks s DPH').nth(1).fill('99');

    // Revenue from the lines: 2 × 189,50 + 99 = 478; without a margin the 30 % estimate applies.
    await page.getByText(czk('478,00')).first().waitFor();
    await page.getByText(czk('143,40')).first().waitFor();
    await page
      .getByText('Marži jste nezadali, proto se použije odhad 30 % z tržeb.', { exact: false })
      .waitFor();

    await page.getByRole('button', { name: 'Uložit objednávku' }).click();
    await page.getByText(`Objednávka ${orderId} byla uložena`).waitFor();
    await page.waitForURL(`${baseUrl}/analytics/r-orders?q=${orderId}`);
    await page.getByRole('button', { name: orderId }).waitFor();
    await page.getByText('Zobrazeno 1–1 z 1').waitFor();
    expect(await page.locator('tbody tr').count()).toBe(1);

    // The same order again is refused at its number.
    await page.goto(`${baseUrl}/orders/new`);
    await page.getByLabel('Číslo objednávky').fill(orderId);
    await page.getByLabel('Název produktu').fill('Hrnek');
    await page.getByLabel('Cena/ks s DPH').fill('99');
    await page.getByRole('button', { name: 'Uložit objednávku' }).click();
    await page.getByText('Objednávka s tímto číslem už v e-shopu je.').waitFor();

    // Search from the full list: the URL keeps the text, the table narrows to the one order.
    await page.goto(`${baseUrl}/analytics/r-orders`);
    await page.getByRole('heading', { name: 'Objednávky', level: 1 }).waitFor();
    await page.getByLabel('Hledat objednávky').fill(email);
    await page.waitForURL((url) => url.searchParams.get('q') === email);
    await page.getByRole('button', { name: orderId }).waitFor();
    await page.getByText('Zobrazeno 1–1 z 1').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    // The customer's name in the row opens their profile (issue 13: "no way into a customer").
    expect(await page.getByRole('link', { name: 'Eva Testovací' }).first().getAttribute('href')).toBe(
      `/analytics/customer/${encodeURIComponent(email)}`,
    );

    await page.getByRole('button', { name: orderId }).click();
    const panel = page.getByRole('dialog');
    await panel.getByText('Káva Etiopie').waitFor();
    await panel.getByText('Hrnek').waitFor();
    expect(await panel.getByText(czk('478,00')).count()).toBeGreaterThan(0);
    expect(await panel.getByText(czk('382,40')).count()).toBe(1);
    expect(await panel.getByText(czk('95,60')).count()).toBe(1);
    expect(await panel.getByText(czk('379,00')).count()).toBe(1);
    expect(await panel.getByText('Zdroj marži neuvádí, proto je odhadnutá na 30 % tržeb.').count()).toBe(1);
    expect(await panel.getByText(email).count()).toBe(1);
    expect(await panel.locator('tbody tr').count()).toBe(2);
    expect(new URL(page.url()).searchParams.get('order')).toBe(orderId);
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await panel.waitFor({ state: 'detached' });

    // Filters live in the URL: the unpaid order stays; 'only cancelled' leaves nothing.
    await page.getByLabel('Zaplaceno').selectOption('false');
    await page.waitForURL((url) => url.searchParams.get('paid') === 'false');
    await page.getByRole('button', { name: orderId }).waitFor();
    await page.getByLabel('Storna').selectOption('true');
    await page.getByText('Žádné objednávky neodpovídají filtrům').waitFor();
    await page.reload();
    await page.getByText('Žádné objednávky neodpovídají filtrům').waitFor();
    expect(await page.getByLabel('Hledat objednávky').inputValue()).toBe(email);
    await page.getByRole('button', { name: 'Zrušit filtry' }).last().click();
    await page.waitForURL(`${baseUrl}/analytics/r-orders`);
    await page.getByRole('button', { name: orderId }).waitFor();
    expect(await page.getByText('Žádné objednávky neodpovídají filtrům').count()).toBe(0);
  });

  it('adds a customer by hand and refuses the same e-mail again', async () => {
    const page = await signInToDemo(browser, baseUrl, { viewport: VIEWPORTS.phone });
    const customer = `Jan.${Date.now()}@Example.cz`;
    await page.goto(`${baseUrl}/customers/new`);
    await page.getByRole('heading', { name: 'Nový zákazník', level: 1 }).waitFor();
    await page.getByLabel('E-mail').fill('jan@');
    await page.getByRole('button', { name: 'Uložit zákazníka' }).click();
    await page.getByText('Zadejte platnou e-mailovou adresu.').waitFor();

    await page.getByLabel('E-mail').fill(` ${customer} `);
    await page.getByLabel('Jméno a příjmení').fill('Jan Novák');
    await page.getByLabel('PSČ').fill('602 00');
    await page.getByRole('button', { name: 'Uložit zákazníka' }).click();
    await page.getByText(`Zákazník ${customer.toLowerCase()} byl uložen`).waitFor();
    await page.getByText('Zákazník Jan Novák je uložený').waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByLabel('E-mail').fill(customer.toUpperCase());
    await page.getByRole('button', { name: 'Uložit zákazníka' }).click();
    await page.getByText('Zákazník s tímto e-mailem už v e-shopu je.').waitFor();

    // The saved customer's details carry over into a new order.
    await page.getByRole('link', { name: 'Zadat jeho objednávku' }).click();
    await page.getByRole('heading', { name: 'Nová objednávka', level: 1 }).waitFor();
    expect(await page.getByLabel('E-mail').inputValue()).toBe(customer.toLowerCase());
    expect(await page.getByLabel('Jméno a příjmení').inputValue()).toBe('Jan Novák');
  });

  it('keeps the orders table inside its card on a phone, scrolling sideways', async () => {
    const page = await signInToDemo(browser, baseUrl, { viewport: VIEWPORTS.phone });
    await page.goto(`${baseUrl}/analytics/r-orders?q=${orderId}`);
    await page.getByRole('button', { name: orderId }).waitFor();
    const sizes = await page.evaluate(() => {
      const region = document.querySelector('section[aria-label="Tabulka objednávek"]') as HTMLElement;
      return {
        region: region.clientWidth,
        table: region.scrollWidth,
        page: document.documentElement.scrollWidth,
      };
    });
    expect(sizes.table).toBeGreaterThan(sizes.region);
    expect(sizes.page).toBeLessThanOrEqual(375);
    expect(await seriousViolations(page)).toEqual([]);
  });
});
