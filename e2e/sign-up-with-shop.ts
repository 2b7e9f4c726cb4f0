import type { Page } from 'playwright-core';
import { waitForEmailLink } from './server.ts';

/**
 * A new shop owner as a person becomes one: signs up, opens the e-mail's link, signs in, and makes
 * a project with one shop (the journeys that connect a platform start here).
 */
export async function signUpWithShop(page: Page, server: { url: string; logFile: string }) {
  const email = `petr.${Date.now()}@example.cz`;
  const password = 'kavovar na dobrou kavu';
  await page.goto(`${server.url}/auth`);
  await page.getByRole('tab', { name: 'Registrace' }).click();
  await page.getByLabel('Celé jméno').fill('Petr Kávový');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Heslo', { exact: true }).fill(password);
  await page.getByLabel('Heslo znovu').fill(password);
  await page.getByRole('button', { name: 'Vytvořit účet' }).click();
  await page.goto(await waitForEmailLink(server.logFile, email, 'verify-email'));
  await page.getByText('E-mail byl ověřen, můžete se přihlásit.').waitFor();
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Heslo', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Přihlásit se' }).click();
  await page.waitForURL(`${server.url}/`);
  await page.goto(`${server.url}/onboarding`);
  await page.getByLabel('Název projektu').fill('Kávové obchody');
  await page.getByRole('button', { name: 'Vytvořit projekt' }).click();
  await page.getByLabel('Název e-shopu').fill('Kávovar');
  await page.getByLabel('Doména nebo URL').fill('https://kavovar.cz/');
  await page.getByRole('button', { name: 'Přidat e-shop a pokračovat' }).click();
  await page.getByRole('link', { name: 'Nahrát objednávky' }).waitFor();
}
