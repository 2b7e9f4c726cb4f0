import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, seriousViolations, VIEWPORTS } from '../browser.ts';
import { waitForEmailLink } from '../server.ts';

const baseUrl = inject('baseUrl');
const serverLog = inject('serverLog');

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

async function newPage(viewport: { width: number; height: number } = VIEWPORTS.desktop): Promise<Page> {
  const context = await browser.newContext({ viewport, locale: 'cs-CZ', timezoneId: 'Europe/Prague' });
  return context.newPage();
}

describe('a new shop owner', () => {
  it('signs up, verifies from the e-mail, signs in, adds a project and a shop, switches language and theme, signs out', async () => {
    const page = await newPage();
    const email = `jana.${Date.now()}@example.cz`;
    const password = 'kavovar na dobrou kavu';

    await page.goto(`${baseUrl}/auth`);
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('tab', { name: 'Registrace' }).click();
    await page.getByLabel('Celé jméno').fill('Jana Nováková');
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Heslo', { exact: true }).fill(password);
    await page.getByLabel('Heslo znovu').fill(password);
    await page.getByRole('button', { name: 'Vytvořit účet' }).click();
    await page.getByText('Registrace úspěšná! Zkontrolujte svůj email pro potvrzení účtu.').waitFor();
    // SPEC §4: after sign-up the view returns to the sign-in tab.
    expect(await page.getByRole('tab', { name: 'Přihlášení' }).getAttribute('aria-selected')).toBe('true');

    const link = await waitForEmailLink(serverLog, email, 'verify-email');
    await page.goto(link);
    await page.getByText('E-mail byl ověřen, můžete se přihlásit.').waitFor();

    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Heslo', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Přihlásit se' }).click();
    await page.waitForURL(`${baseUrl}/`);
    await page.getByText('Jana', { exact: false }).first().waitFor();

    await page.goto(`${baseUrl}/onboarding`);
    await page.getByLabel('Název projektu').fill('Janiny obchody');
    await page.getByRole('button', { name: 'Vytvořit projekt' }).click();
    await page.getByLabel('Název e-shopu').fill('Čajovna u Jany');
    await page.getByLabel('Doména nebo URL').fill('https://www.cajovna-jana.cz/');
    await page.getByRole('button', { name: 'Přidat e-shop a pokračovat' }).click();
    await page.getByRole('link', { name: 'Nahrát objednávky' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    await page.goto(`${baseUrl}/settings?tab=projects-shops`);
    await page.getByText('Janiny obchody').first().waitFor();
    await page.getByText('www.cajovna-jana.cz').first().waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    // Language: English, stored in the browser, survives a reload.
    await page.getByRole('button', { name: /Jazyk/ }).first().click();
    await page.getByRole('menuitemradio', { name: 'English' }).click();
    await page.getByRole('heading', { name: 'Settings' }).waitFor();
    await page.reload();
    await page.getByRole('heading', { name: 'Settings' }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('ziskomer.language'))).toBe('en');

    // Theme cycles light → dark → system; dark puts the class on <html>.
    await page.evaluate(() => localStorage.setItem('ziskomer.theme', 'light'));
    await page.reload();
    await page
      .getByRole('button', { name: /Theme|Mode/ })
      .first()
      .click();
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true);
    expect(await page.evaluate(() => localStorage.getItem('ziskomer.theme'))).toBe('dark');

    await page.getByRole('button', { name: /Account/ }).click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await page.waitForURL(`${baseUrl}/auth`);
    const session = await page.evaluate(() => fetch('/api/me').then((r) => r.status));
    expect(session).toBe(401);
  });

  it('opens the demo account with one click', async () => {
    const page = await newPage(VIEWPORTS.phone);
    await page.goto(`${baseUrl}/auth`);
    await page.getByRole('button', { name: 'Vyzkoušet demo' }).click();
    await page.waitForURL(`${baseUrl}/`);
    await page.getByText('Kávová pražírna').first().waitFor();
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('is sent to sign-in from a protected page and brought back after signing in', async () => {
    const page = await newPage();
    await page.goto(`${baseUrl}/settings?tab=preferences`);
    await page.waitForURL(/\/auth/);
    await page.getByRole('button', { name: 'Vyzkoušet demo' }).click();
    await page.waitForURL(`${baseUrl}/settings?tab=preferences`);
    await page.getByRole('heading', { name: 'Nastavení' }).waitFor();
  });

  it("sees the demo shop's background jobs, with the demo fill among them, by keyboard too", async () => {
    const page = await newPage();
    await page.goto(`${baseUrl}/auth`);
    await page.getByRole('button', { name: 'Vyzkoušet demo' }).click();
    await page.waitForURL(`${baseUrl}/`);
    await page.goto(`${baseUrl}/settings?tab=jobs`);
    await page.getByRole('heading', { name: /Úlohy obchodu/ }).waitFor();
    // The demo shops were filled by a job of their own at the server's first start.
    await page.getByRole('heading', { name: 'Příprava ukázkových dat' }).first().waitFor();
    await page.getByRole('heading', { name: 'Plány' }).waitFor();
    await page.getByRole('tab', { name: 'Úlohy na pozadí' }).focus();
    await page.keyboard.press('ArrowLeft');
    await page.waitForURL(`${baseUrl}/settings?tab=activity`);
    for (const theme of ['light', 'dark']) {
      await page.evaluate((value) => localStorage.setItem('ziskomer.theme', value), theme);
      await page.goto(`${baseUrl}/settings?tab=jobs`);
      await page.getByRole('heading', { name: /Úlohy obchodu/ }).waitFor();
      expect(await seriousViolations(page)).toEqual([]);
    }
  });

  it('shows the 404 page for an unknown path, signed out', async () => {
    const page = await newPage(VIEWPORTS.phone);
    await page.goto(`${baseUrl}/tahle-stranka-neexistuje`);
    await page.getByText('Stránka nebyla nalezena').waitFor();
    expect(await page.getByRole('link', { name: /hlavní stránk/i }).count()).toBeGreaterThan(0);
  });

  it('has no serious accessibility violations on the landing page, light and dark', async () => {
    for (const theme of ['light', 'dark']) {
      const page = await newPage();
      await page.addInitScript((value) => localStorage.setItem('ziskomer.theme', value), theme);
      await page.goto(baseUrl);
      await page.getByRole('link', { name: 'Vyzkoušet zdarma - bez karty' }).first().waitFor();
      expect(await seriousViolations(page)).toEqual([]);
    }
  });
});
