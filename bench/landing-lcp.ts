import { existsSync } from 'node:fs';
import { cpus, loadavg, totalmem } from 'node:os';
import type { Browser } from 'playwright-core';
import { createServer } from 'vite';
import { launchBrowser } from '../e2e/browser.ts';
import { startServer } from '../e2e/server.ts';

/**
 * `npm run build && npm run bench:lcp`
 *
 * Largest and first contentful paint of the public pages on the built site, as a visitor's
 * Chromium draws them: one page of each kind (landing, legal text, app catalogue and one app,
 * comparison, support, demo, blog and one article, academy, course and one lesson, contact), at
 * 375 px (phone) and 1280 px (desktop). Cold is a first visit (a fresh browser context, nothing
 * cached); warm the median of 3 reloads in that context (the app's assets cached). The paints
 * come from the page's own PerformanceObserver entries (buffered), read after the page has gone
 * quiet, so the last LCP candidate is the final one. Target (issue 17): LCP under 2.5 s.
 */
const WIDTHS = [
  { label: '375', viewport: { width: 375, height: 812 } },
  { label: '1280', viewport: { width: 1280, height: 800 } },
];
const WARM_RUNS = 3;
const TARGET_MS = 2500;

if (!existsSync('apps/web/dist/prerendered')) throw new Error('Build the web app first: npm run build');

interface Paints {
  fcp: number;
  lcp: number;
  element: string;
}
interface Row {
  path: string;
  width: string;
  cold: Paints;
  warmLcp: number;
}

const pages = await listPages();
// The public pages need no demo shop: the server starts without one.
const server = await startServer(3391, { DEMO_ORDERS: '0' });
const browser = await launchBrowser();
const rows: Row[] = [];
try {
  for (const { label, viewport } of WIDTHS) {
    for (const { path } of pages) {
      const row = await measure(browser, `${server.url}${path}`, viewport);
      rows.push({ path, width: label, ...row });
      console.log(`${path} ${label}: FCP ${row.cold.fcp.toFixed(0)} ms, LCP ${row.cold.lcp.toFixed(0)} ms`);
    }
  }
} finally {
  await browser.close();
  await server.stop();
}
printTable();

/**
 * One public page of each route, from the route table as the web app's build sees it (the
 * articles and lessons are bundled through Vite's import.meta.glob, which plain Node lacks).
 */
async function listPages() {
  const vite = await createServer({
    configFile: 'apps/web/vite.config.ts',
    logLevel: 'warn',
    server: { middlewareMode: true, hmr: false },
    appType: 'custom',
  });
  try {
    const { ROUTE_TABLE } = await vite.ssrLoadModule('/src/app/route-table.ts');
    const { listOnePagePerRoute } = await vite.ssrLoadModule('/src/site/public-pages.ts');
    return (await listOnePagePerRoute(ROUTE_TABLE)) as { path: string }[];
  } finally {
    await vite.close();
  }
}

/** A cold visit in a fresh context, then the warm reloads; the context is closed afterwards. */
async function measure(browser: Browser, url: string, viewport: { width: number; height: number }) {
  const context = await browser.newContext({ viewport, locale: 'cs-CZ' });
  try {
    const page = await context.newPage();
    const visit = async () => {
      await page.goto(url, { waitUntil: 'networkidle' });
      return readPaints(page);
    };
    const cold = await visit();
    const warm: number[] = [];
    for (let run = 0; run < WARM_RUNS; run++) warm.push((await visit()).lcp);
    warm.sort((a, b) => a - b);
    return { cold, warmLcp: warm[Math.floor(warm.length / 2)] ?? Number.NaN };
  } finally {
    await context.close();
  }
}

/** FCP and the last LCP candidate of the page (with what the largest element was). */
function readPaints(page: import('playwright-core').Page): Promise<Paints> {
  return page.evaluate(
    () =>
      new Promise<Paints>((resolve) => {
        const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN;
        new PerformanceObserver((list, observer) => {
          const last = list.getEntries().at(-1) as
            | (PerformanceEntry & { element?: Element | null; size?: number })
            | undefined;
          observer.disconnect();
          const element = last?.element;
          const name = element
            ? `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''} “${(element.textContent ?? '').trim().slice(0, 40)}”`
            : '(removed)';
          resolve({ fcp, lcp: last?.startTime ?? Number.NaN, element: name });
        }).observe({ type: 'largest-contentful-paint', buffered: true });
      }),
  );
}

function printTable() {
  console.log(
    `\nPublic pages, built site — ${cpus().length} × ${cpus()[0]?.model.trim()} · ${(totalmem() / 1024 ** 3).toFixed(0)} GiB · load ${loadavg()
      .map((n) => n.toFixed(1))
      .join(' ')}\n`,
  );
  console.log(
    '| page | width | FCP cold (ms) | LCP cold (ms) | LCP warm median of 3 (ms) | largest element | target |',
  );
  console.log('|---|---:|---:|---:|---:|---|---:|');
  for (const { path, width, cold, warmLcp } of rows) {
    const over = Math.max(cold.lcp, warmLcp) > TARGET_MS ? ' ✗' : '';
    console.log(
      `| ${path} | ${width} | ${cold.fcp.toFixed(0)} | ${cold.lcp.toFixed(0)} | ${warmLcp.toFixed(0)} | ${cold.element.replace(/\|/g, '/')} | < ${TARGET_MS}${over} |`,
    );
  }
}
