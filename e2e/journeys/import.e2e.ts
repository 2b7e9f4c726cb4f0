import iconv from 'iconv-lite';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, seriousViolations, VIEWPORTS } from '../browser.ts';

const baseUrl = inject('baseUrl');

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

async function newPage(viewport: { width: number; height: number } = VIEWPORTS.desktop): Promise<Page> {
  const context = await browser.newContext({ viewport, locale: 'cs-CZ', timezoneId: 'Europe/Prague' });
  return context.newPage();
}

/**
 * A Czech Excel export: windows-1250, semicolons, decimal commas with a space for thousands,
 * the product's own column names, and one impossible date on line 4.
 */
function createCzechCsv(prefix: string): Buffer {
  const text = [
    'order_id;order_date;customer_email;customer_name;order_revenue;payment_method',
    `${prefix}-1;15.01.2024;jiri.stastny@example.cz;Jiří Šťastný;1 234,50;Platební karta`,
    `${prefix}-2;16.01.2024 14:05;zofie.ruzickova@example.cz;Žofie Růžičková;899,00;Dobírka`,
    `${prefix}-3;31.02.2024;petr.cerny@example.cz;Petr Černý;450,00;Převodem`,
    `${prefix}-4;20.01.2024;ondrej.dvorak@example.cz;Ondřej Dvořák;2 500;Platební karta`,
  ].join('\r\n');
  return iconv.encode(`${text}\r\n`, 'windows-1250');
}

/** The number in the result tile with the given label. */
async function readTile(page: Page, label: string) {
  return page
    .locator('dl > div', { has: page.locator('dt', { hasText: new RegExp(`^${label}$`) }) })
    .locator('dd')
    .textContent();
}

describe('order import', () => {
  it('imports a windows-1250 CSV from Czech Excel through the wizard and reports the invalid row', async () => {
    const page = await newPage();
    await page.goto(`${baseUrl}/auth`);
    await page.getByRole('button', { name: 'Vyzkoušet demo' }).click();
    await page.waitForURL(`${baseUrl}/`);

    await page.goto(`${baseUrl}/import`);
    await page.getByRole('heading', { name: 'Import dat' }).waitFor();
    await page.getByText('Přetáhněte soubor CSV sem').waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    // Step 1: pick the file and upload it.
    await page.getByLabel('Soubor CSV s objednávkami').setInputFiles({
      name: 'objednavky-excel.csv',
      mimeType: 'text/csv',
      buffer: createCzechCsv(`E2E${Date.now()}`),
    });
    await page.getByText('objednavky-excel.csv').first().waitFor();
    await page.getByRole('button', { name: 'Nahrát a zkontrolovat' }).click();

    // Step 2: not UTF-8, so windows-1250 is proposed; the preview shows the Czech text correctly.
    await page.getByText(/Soubor není v UTF-8 – čteme ho jako Windows-1250/).waitFor();
    const preview = page.getByRole('region', { name: 'Náhled souboru' });
    await preview.getByText('Jiří Šťastný', { exact: true }).waitFor();
    await preview.getByText('1 234,50', { exact: true }).waitFor();
    expect(await page.getByLabel('Kódování').inputValue()).toBe('windows-1250');
    expect(await page.getByLabel('Oddělovač sloupců').inputValue()).toBe(';');
    expect(await page.getByLabel('Desetinný oddělovač').inputValue()).toBe(',');
    // The impossible date is marked in the preview with its reason.
    await preview.getByRole('button', { name: /31\.02\.2024.*neexistuje/ }).waitFor();
    const next = page.getByRole('button', { name: 'Pokračovat na přiřazení sloupců' });
    expect(await next.isDisabled()).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Ano, text vypadá správně' }).click();
    await next.click();

    // Step 3: the columns are mapped automatically; skip-and-report is the default policy.
    await page.getByRole('heading', { name: 'Přiřazení sloupců' }).waitFor();
    expect(await page.getByLabel('Číslo objednávky').inputValue()).toBe('order_id');
    expect(await page.getByLabel('Datum objednávky').inputValue()).toBe('order_date');
    expect(await page.getByLabel('Tržba objednávky').inputValue()).toBe('order_revenue');
    expect(await page.getByRole('radio', { name: 'Přeskočit chybné řádky a nahlásit je' }).isChecked()).toBe(
      true,
    );
    await page.getByRole('region', { name: 'Náhled převedených hodnot' }).getByText('1 234,50').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Spustit import' }).click();

    // Steps 4 and 5: progress, then the result with the counts and the rejected row.
    await page.getByText('Importovány 3 záznamy').waitFor({ timeout: 60_000 });
    expect(await readTile(page, 'Nové')).toBe('3');
    expect(await readTile(page, 'Odmítnuté')).toBe('1');
    expect(await readTile(page, 'Aktualizované')).toBe('0');
    const rejected = page.getByRole('region', { name: 'Odmítnuté řádky' });
    const row = rejected.getByRole('row').filter({ hasText: '31.02.2024' });
    await row.waitFor();
    expect(await row.getByRole('cell').first().textContent()).toBe('4');
    expect(await row.textContent()).toContain('order_date');

    const csvLink = page.getByRole('link', { name: 'Stáhnout chybné řádky (CSV)' });
    const href = await csvLink.getAttribute('href');
    expect(href).toMatch(/\/errors\.csv$/);
    const csv = await page.evaluate((url) => fetch(url).then((response) => response.text()), href!);
    expect(csv).toContain('31.02.2024');
    expect(await page.getByRole('link', { name: 'Zobrazit objednávky' }).getAttribute('href')).toBe(
      '/analytics/r-orders',
    );
    expect(await seriousViolations(page)).toEqual([]);

    // The recent imports list has it, and a reload reopens the same result.
    await page
      .getByRole('link', { name: /objednavky-excel\.csv.*Dokončeno/ })
      .first()
      .waitFor();
    await page.reload();
    await page.getByText('Importovány 3 záznamy').waitFor();
    await page.evaluate(() => localStorage.setItem('ziskomer.theme', 'dark'));
    await page.reload();
    await page.getByText('Importovány 3 záznamy').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
  });
  it('rejects the whole file under the strict policy, then retries the same file with other options', async () => {
    const page = await newPage();
    await page.goto(`${baseUrl}/auth`);
    await page.getByRole('button', { name: 'Vyzkoušet demo' }).click();
    await page.waitForURL(`${baseUrl}/`);
    await page.goto(`${baseUrl}/import`);

    await page.getByLabel('Soubor CSV s objednávkami').setInputFiles({
      name: 'prisny-import.csv',
      mimeType: 'text/csv',
      buffer: createCzechCsv(`STRICT${Date.now()}`),
    });
    await page.getByRole('button', { name: 'Nahrát a zkontrolovat' }).click();
    await page.getByRole('button', { name: 'Ano, text vypadá správně' }).click();
    await page.getByRole('button', { name: 'Pokračovat na přiřazení sloupců' }).click();
    await page.getByRole('radio', { name: 'Odmítnout celý soubor při první chybě' }).check();
    await page.getByRole('button', { name: 'Spustit import' }).click();

    // The file is refused at its first invalid row, and nothing is stored.
    await page.getByText('Import se nezdařil').waitFor({ timeout: 60_000 });
    await page.getByText(/^Řádek 4( ·|$)/).waitFor();
    expect(await readTile(page, 'Nové')).toBe('0');
    // The header shows the failed import's job as a red alert that leads to the shop's jobs screen.
    const alert = page.getByRole('link', { name: 'Úloha na pozadí selhala – zobrazit podrobnosti' });
    await alert.waitFor();
    expect(await alert.getAttribute('href')).toMatch(/^\/settings\?tab=jobs&shop=/);
    expect(await seriousViolations(page)).toEqual([]);

    // The way out: the same file again, with the options it had, now skipping the invalid row.
    await page.getByRole('button', { name: 'Změnit možnosti a zkusit znovu' }).click();
    await page.getByRole('button', { name: 'Ano, text vypadá správně' }).click();
    expect(await page.getByLabel('Kódování').inputValue()).toBe('windows-1250');
    await page.getByRole('button', { name: 'Pokračovat na přiřazení sloupců' }).click();
    expect(await page.getByRole('radio', { name: 'Přeskočit chybné řádky a nahlásit je' }).isChecked()).toBe(
      true,
    );
    await page.getByRole('button', { name: 'Spustit import' }).click();
    await page.getByText('Importovány 3 záznamy').waitFor({ timeout: 60_000 });
    expect(await readTile(page, 'Nové')).toBe('3');
    expect(await readTile(page, 'Odmítnuté')).toBe('1');
  });
});
