import { mkdirSync } from 'node:fs';
import type { DigestFigures } from '@ziskomer/contracts';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderDigestEmail } from '../../apps/server/src/modules/digests/email/render-digest-email.ts';
import { launchBrowser } from '../browser.ts';

/**
 * Issue 18's quality bar: the digest e-mail looks right at 600 px (a desktop client's reading
 * pane) and on a 375 px phone, light. Chromium renders the HTML part as a webmail client does —
 * the chart by its Content-ID swapped for the attached PNG — and nothing may need a sideways
 * scroll. Screenshots go to test-results/ for a person to look at.
 */
const metric = (current: number, previous: number, lastYear: number) => ({
  current,
  previous,
  lastYear,
  changeVsPrevious: (current - previous) / Math.abs(previous),
  changeVsLastYear: (current - lastYear) / Math.abs(lastYear),
});
const days = [
  '2026-11-16',
  '2026-11-17',
  '2026-11-18',
  '2026-11-19',
  '2026-11-20',
  '2026-11-21',
  '2026-11-22',
];
const figures: DigestFigures = {
  shopId: '6f1c2a8e-0d7b-4c1e-9a55-3b2f7e9d1c40',
  shopName: 'Pražírna kávy U Zlatého hroznu',
  currency: 'CZK',
  timeZone: 'Europe/Prague',
  period: 'week',
  current: { from: '2026-11-16', to: '2026-11-22' },
  previous: { from: '2026-11-09', to: '2026-11-15' },
  lastYear: { from: '2025-11-17', to: '2025-11-23' },
  periodKey: 'week:2026-11-16',
  metrics: {
    revenue: metric(1_284_530.5, 1_190_220, 1_402_118.25),
    orders: metric(1_042, 988, 1_130),
    margin: metric(412_880.4, 398_004, 455_310),
    poas: metric(2.184, 2.412, 1.96),
    pno: metric(14.62, 13.1, 15.8),
    adSpend: metric(187_790, 165_002, 221_400),
  },
  daily: days.map((day, index) => ({
    day,
    revenue: 150_000 + index * 9_500,
    previousRevenue: 160_000 - index * 4_000,
  })),
  movers: {
    channels: [
      { key: 'google_ads', label: 'google_ads', current: 512_000, previous: 430_000, change: 82_000 },
      { key: 'sklik', label: 'sklik', current: 120_400, previous: 160_900, change: -40_500 },
      { key: 'heureka', label: 'heureka', current: 88_000, previous: 79_500, change: 8_500 },
    ],
    campaigns: [
      {
        key: 'google_ads/1/pmax',
        label: 'Performance Max – výběrová káva a čajové speciality, celá Česká republika (nové)',
        current: 231_000,
        previous: 160_000,
        change: 71_000,
      },
      {
        key: 'sklik/2/brand',
        label: 'Značka – přesná shoda',
        current: 40_000,
        previous: 61_000,
        change: -21_000,
      },
      { key: 'heureka/3/kava', label: 'Káva > Zrnková', current: 52_000, previous: 45_000, change: 7_000 },
    ],
    products: [
      {
        key: 'ETH-YIRG-1KG',
        label: 'Etiopie Yirgacheffe Kochere, praná, světlé pražení pro filtr, balení 1 kg',
        current: 98_400,
        previous: 41_000,
        change: 57_400,
      },
      {
        key: 'BRA-SAN-250',
        label: 'Brazílie Santos 250 g',
        current: 20_000,
        previous: 52_000,
        change: -32_000,
      },
      {
        key: 'MLYNEK-C2',
        label: 'Ruční mlýnek Comandante C40',
        current: 38_000,
        previous: 30_000,
        change: 8_000,
      },
    ],
  },
  open: { anomalyAlerts: 2, budgetAlerts: 1, tasks: 5 },
};

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
  mkdirSync('test-results', { recursive: true });
});
afterAll(() => browser.close());

describe('the digest e-mail in a browser', () => {
  for (const language of ['cs', 'en'] as const) {
    it(`fits 600 px and a 375 px phone without a sideways scroll, chart shown (${language})`, async () => {
      const email = renderDigestEmail({
        to: 'ucetni@firma.cz',
        language,
        figures,
        appUrl: 'https://app.ziskomer.cz',
        unsubscribeUrl: 'https://app.ziskomer.cz/unsubscribe?token=abc',
      });
      const chart = email.attachments?.[0];
      expect(chart).toBeDefined();
      const html = email.html.replaceAll(
        `cid:${chart!.cid}`,
        `data:image/png;base64,${chart!.content.toString('base64')}`,
      );
      for (const width of [600, 375]) {
        const page = await browser.newPage({ viewport: { width, height: 900 }, colorScheme: 'light' });
        await page.setContent(html, { waitUntil: 'load' });
        const layout = await page.evaluate(() => ({
          scrollWidth: document.documentElement.scrollWidth,
          chartWidth: document.querySelector('img')?.getBoundingClientRect().width ?? 0,
          chartLoaded: (document.querySelector('img') as HTMLImageElement | null)?.naturalWidth ?? 0,
        }));
        expect(layout.scrollWidth, `sideways scroll at ${width} px`).toBeLessThanOrEqual(width);
        expect(layout.chartLoaded).toBeGreaterThan(0);
        expect(layout.chartWidth).toBeGreaterThan(0);
        expect(layout.chartWidth).toBeLessThanOrEqual(width);
        await page.screenshot({ path: `test-results/digest-email-${language}-${width}.png`, fullPage: true });
        await page.close();
      }
    }, 60_000);
  }
});
