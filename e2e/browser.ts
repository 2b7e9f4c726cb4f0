import AxeBuilder from '@axe-core/playwright';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';

/** Debian's Chromium, started the way this machine allows (no network beyond localhost). */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
}

export const VIEWPORTS = {
  phone: { width: 375, height: 812 },
  tablet: { width: 768, height: 1024 },
  desktop: { width: 1280, height: 800 },
  large: { width: 1536, height: 960 },
} as const;

/**
 * A new browser context signed in to the demo account through the sign-in page's
 * "Vyzkoušet demo" button, in Czech and Prague time, optionally in the dark theme.
 */
export async function signInToDemo(
  browser: Browser,
  baseUrl: string,
  options: { viewport?: { width: number; height: number }; theme?: 'light' | 'dark' } = {},
): Promise<Page> {
  const context = await browser.newContext({
    viewport: options.viewport ?? VIEWPORTS.desktop,
    locale: 'cs-CZ',
    timezoneId: 'Europe/Prague',
  });
  if (options.theme) {
    await useTheme(context, options.theme);
  }
  const page = await context.newPage();
  await page.goto(`${baseUrl}/auth`);
  await page.getByRole('button', { name: 'Vyzkoušet demo' }).click();
  await page.waitForURL(`${baseUrl}/`);
  return page;
}

/**
 * Opens every page of the context in the theme. A new tab's first document is about:blank, which
 * has no storage of its own (reading it there throws); the app's pages are http.
 */
export async function useTheme(context: BrowserContext, theme: 'light' | 'dark'): Promise<void> {
  await context.addInitScript((value) => {
    if (location.protocol.startsWith('http')) localStorage.setItem('ziskomer.theme', value);
  }, theme);
}

/** Serious and critical axe violations of the page (WCAG 2.1 A and AA rules). */
export async function seriousViolations(page: Page) {
  // Contrast is judged on what is painted: a toast or panel still fading in would fail it at
  // random on a busy machine, so running animations and transitions finish first (infinite ones,
  // such as spinners, are left alone).
  await page.waitForFunction(
    () =>
      document
        .getAnimations()
        .every(
          (animation) =>
            animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity,
        ),
    undefined,
    { timeout: 10_000 },
  );
  const result = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}

/**
 * Calls `visit` for every item, on `lanes` tabs of one browser context at once: the sweeps open
 * dozens of pages each, and while one tab waits for the network or runs axe the other renders.
 */
export async function visitInLanes<T>(
  context: BrowserContext,
  items: readonly T[],
  visit: (page: Page, item: T) => Promise<void>,
  lanes = 2,
): Promise<void> {
  const queue = [...items];
  const lane = async (page: Page) => {
    for (let item = queue.shift(); item !== undefined; item = queue.shift()) await visit(page, item);
  };
  const open = context.pages().slice(0, lanes);
  const added = await Promise.all(Array.from({ length: lanes - open.length }, () => context.newPage()));
  await Promise.all([...open, ...added].map(lane));
}
