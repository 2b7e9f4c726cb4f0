import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ROUTE_TABLE } from '../../apps/web/src/app/route-table.ts';
import { listPublicPages } from '../../apps/web/src/site/public-pages.ts';
import { launchBrowser } from '../browser.ts';

const baseUrl = inject('baseUrl');
const pages = await listPublicPages(ROUTE_TABLE);

/** The text of the page's first <h1>, tags removed, as a crawler without JavaScript reads it. */
function firstHeading(html: string) {
  const match = html.match(/<h1[^>]*>([\s\S]*?)<\/h1>/);
  return (
    match?.[1]
      ?.replace(/<[^>]+>/g, '')
      .replace(/\s+/g, ' ')
      .trim() ?? ''
  );
}

describe('public pages without JavaScript', () => {
  it('every public page of the route table arrives with its heading, head tags and structured data', async () => {
    expect(pages.length).toBeGreaterThanOrEqual(7);
    for (const { path } of pages) {
      for (const language of ['cs', 'en'] as const) {
        const url = `${baseUrl}${path}${language === 'en' ? '?lang=en' : ''}`;
        const response = await fetch(url);
        expect(response.status, url).toBe(200);
        const html = await response.text();
        expect(firstHeading(html), url).not.toBe('');
        expect(html, url).toContain(`<html lang="${language}">`);
        expect(html, url).toContain(`<link rel="canonical" href="${url}" />`);
        expect(html, url).toContain('<meta property="og:title"');
        const jsonLd = html.match(/<script type="application\/ld\+json">(.*?)<\/script>/)?.[1] ?? '{}';
        const offer = JSON.parse(jsonLd)['@graph'].find(
          (node: { '@type': string }) => node['@type'] === 'SoftwareApplication',
        ).offers;
        expect(offer.priceCurrency, url).toBe(language === 'en' ? 'USD' : 'CZK');
        expect(html, url).not.toMatch(/IČO:? 00000000/);
      }
    }
    const landing = await (await fetch(`${baseUrl}/`)).text();
    expect(firstHeading(landing)).toBe('Zjistěte, kolik vám reklama skutečně vydělává');
    expect(landing).not.toMatch(/Petra N\.|Martin K\.|Jana V\.|4,8 z 5/);
  });

  it('lists the public pages in sitemap.xml and points robots.txt to it', async () => {
    const sitemap = await (await fetch(`${baseUrl}/sitemap.xml`)).text();
    for (const { path } of pages) expect(sitemap).toContain(`<loc>${baseUrl}${path}</loc>`);
    const robots = await (await fetch(`${baseUrl}/robots.txt`)).text();
    expect(robots).toContain(`Sitemap: ${baseUrl}/sitemap.xml`);
  });
});

describe('public pages in the browser', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('hydrate without a hydration error or any console error, and without asking for a session', async () => {
    const context = await browser.newContext({ locale: 'cs-CZ' });
    const page = await context.newPage();
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(`${page.url()}: ${message.text()}`);
    });
    page.on('pageerror', (error) => problems.push(`${page.url()}: ${error.message}`));
    const sessionRequests: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/me') sessionRequests.push(request.url());
    });
    for (const { path } of pages) {
      await page.goto(`${baseUrl}${path}`, { waitUntil: 'networkidle' });
      await page.locator('h1').first().waitFor();
    }
    await context.close();
    expect(problems).toEqual([]);
    expect(sessionRequests).toEqual([]);
  }, 600_000);
});
