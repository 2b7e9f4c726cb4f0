import { serveStatic } from '@hono/node-server/serve-static';
import type { Context, Hono } from 'hono';
import { loadWebPages } from './web-pages.ts';

/**
 * Serves the built web app: hashed assets cached for a year, /sitemap.xml and /robots.txt, the
 * prerendered public pages to visitors, other files as they are, and the app's shell for every
 * other path (client-side routing).
 */
// biome-ignore lint/suspicious/noExplicitAny: mounts on the app whatever its environment type.
export function serveWebApp(app: Hono<any>, webDist: string, origin: string) {
  const pages = loadWebPages(webDist, origin);
  const html = (c: Context) =>
    c.html(
      pages.htmlFor({ path: c.req.path, lang: c.req.query('lang'), cookie: c.req.header('cookie') }),
      200,
      // Pages change with every release and with the visitor's session: always revalidated.
      { 'cache-control': 'no-cache', vary: 'Cookie' },
    );

  app.use(
    '/assets/*',
    serveStatic({
      root: webDist,
      onFound: (_path, c) => c.header('cache-control', 'public, max-age=31536000, immutable'),
    }),
  );
  const { sitemap, robots } = pages;
  if (sitemap)
    app.get('/sitemap.xml', (c) =>
      c.body(sitemap, 200, { 'content-type': 'application/xml; charset=utf-8' }),
    );
  if (robots) app.get('/robots.txt', (c) => c.text(robots));
  // "/" and the pages: never the static index.html, which lacks the page and the visitor mark.
  app.get('/', html);
  app.get('/index.html', html);
  app.get('/prerendered/*', html);
  app.use('*', serveStatic({ root: webDist }));
  app.get('*', html);
  return pages;
}
