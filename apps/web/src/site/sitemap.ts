import type { PublicPage } from '../app/route-table.ts';

/** /sitemap.xml: every prerendered public page, Czech at its path and English beside it. */
export function buildSitemap(pages: readonly PublicPage[], origin: string) {
  const entries = pages.map(({ path }) => {
    const cs = `${origin}${path}`;
    const en = `${cs}?lang=en`;
    return [
      '  <url>',
      `    <loc>${cs}</loc>`,
      `    <xhtml:link rel="alternate" hreflang="cs" href="${cs}"/>`,
      `    <xhtml:link rel="alternate" hreflang="en" href="${en}"/>`,
      '  </url>',
    ].join('\n');
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...entries,
    '</urlset>',
    '',
  ].join('\n');
}

/** /robots.txt: the public site is open to crawlers; the API is not. */
export function buildRobots(origin: string) {
  return ['User-agent: *', 'Allow: /', 'Disallow: /api', '', `Sitemap: ${origin}/sitemap.xml`, ''].join('\n');
}
