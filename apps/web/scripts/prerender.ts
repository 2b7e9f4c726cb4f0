/**
 * The public pages as static HTML (npm run build runs this after `vite build`): the app's own
 * components are bundled for Node, each public page of the route table is rendered in Czech and
 * English into the built index.html, and sitemap.xml and robots.txt are written beside them.
 * The server serves these to visitors; the browser hydrates them.
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';

const webRoot = join(import.meta.dirname, '..');
const dist = join(webRoot, 'dist');
const serverBundle = join(webRoot, 'dist-prerender');
const out = join(dist, 'prerendered');
const LANGUAGES = ['cs', 'en'] as const;

await build({
  configFile: join(webRoot, 'vite.config.ts'),
  logLevel: 'warn',
  build: { ssr: 'src/site/render-page.tsx', outDir: serverBundle, emptyOutDir: true, copyPublicDir: false },
});
type RenderModule = typeof import('../src/site/render-page.tsx');
const site: RenderModule = await import(pathToFileURL(join(serverBundle, 'render-page.js')).href);

const template = readFileSync(join(dist, 'index.html'), 'utf8');
rmSync(out, { recursive: true, force: true });
for (const { path } of site.publicPages) {
  for (const language of LANGUAGES) {
    const { html, head } = await site.renderPage(path, language);
    const document = template
      .replace(/<html lang="[^"]*">/, `<html lang="${language}">`)
      .replace(/<meta name="description"[^>]*>/, '')
      .replace(/<title>[^<]*<\/title>/, `<title>${head.title}</title>\n    ${head.tags}`)
      .replace('<div id="root"></div>', `<div id="root" data-prerendered="${language}">${html}</div>`);
    if (!document.includes('data-prerendered')) throw new Error('index.html has no empty #root to fill');
    const file = join(out, language, path, 'index.html');
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, document);
  }
}
writeFileSync(join(out, 'sitemap.xml'), site.buildSitemap(site.publicPages, site.ORIGIN_TOKEN));
writeFileSync(join(out, 'robots.txt'), site.buildRobots(site.ORIGIN_TOKEN));
rmSync(serverBundle, { recursive: true, force: true });
console.info(`Prerendered ${site.publicPages.length} public pages in ${LANGUAGES.join(' and ')}.`);
