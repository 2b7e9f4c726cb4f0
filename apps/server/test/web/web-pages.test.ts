import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { Hono } from 'hono';
import { afterAll, describe, expect, it } from 'vitest';
import { serveWebApp } from '../../src/web/serve-web-app.ts';

const ORIGIN = 'https://ziskomer.example';
const dist = mkdtempSync(join(tmpdir(), 'ziskomer-web-'));
const write = (path: string, text: string) => {
  mkdirSync(dirname(join(dist, path)), { recursive: true });
  writeFileSync(join(dist, path), text);
};
const page = (language: string, heading: string, path: string) =>
  `<html lang="${language}"><link rel="canonical" href="%ZISKOMER_ORIGIN%${path}" /><div id="root" data-prerendered="${language}"><h1>${heading}</h1></div></html>`;
write('index.html', '<html lang="cs"><div id="root"></div></html>');
write('favicon.svg', '<svg/>');
write('prerendered/cs/index.html', page('cs', 'Zjistěte', '/'));
write('prerendered/en/index.html', page('en', 'Find out', '/'));
write('prerendered/cs/legal/privacy/index.html', page('cs', 'Ochrana osobních údajů', '/legal/privacy'));
write('prerendered/sitemap.xml', '<loc>%ZISKOMER_ORIGIN%/</loc>');
write('prerendered/robots.txt', 'Sitemap: %ZISKOMER_ORIGIN%/sitemap.xml');
afterAll(() => rmSync(dist, { recursive: true, force: true }));

const app = new Hono();
serveWebApp(app, dist, ORIGIN);
const get = (path: string, cookie?: string) =>
  Promise.resolve(app.request(path, cookie ? { headers: { cookie } } : undefined)).then(
    async (r: Response) => ({
      status: r.status,
      type: r.headers.get('content-type'),
      text: await r.text(),
    }),
  );

describe('serving the built web app', () => {
  it('gives a visitor the prerendered page in Czech, or English with ?lang=en, with the origin filled in', async () => {
    const cs = await get('/');
    expect(cs.text).toContain('<h1>Zjistěte</h1>');
    expect(cs.text).toContain(`href="${ORIGIN}/"`);
    expect(cs.text).toContain('<div id="root" data-visitor data-prerendered="cs">');
    expect((await get('/?lang=en')).text).toContain('<h1>Find out</h1>');
    expect((await get('/legal/privacy/')).text).toContain('Ochrana osobních údajů');
  });

  it('gives a browser with a session cookie the app shell, unmarked, for any page', async () => {
    for (const cookie of ['ziskomer.session_token=abc', 'x=1; __Host-ziskomer.session_token=abc']) {
      const home = await get('/', cookie);
      expect(home.text).toBe('<html lang="cs"><div id="root"></div></html>');
    }
  });

  it('gives other paths the shell marked for a visitor, and serves files, sitemap and robots', async () => {
    expect((await get('/analytics/orders')).text).toContain('<div id="root" data-visitor></div>');
    expect((await get('/prerendered/cs/index.html')).text).toContain('<div id="root" data-visitor></div>');
    expect((await get('/favicon.svg')).text).toBe('<svg/>');
    const sitemap = await get('/sitemap.xml');
    expect(sitemap.type).toContain('application/xml');
    expect(sitemap.text).toBe(`<loc>${ORIGIN}/</loc>`);
    expect((await get('/robots.txt')).text).toBe(`Sitemap: ${ORIGIN}/sitemap.xml`);
  });
});
