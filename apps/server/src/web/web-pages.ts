import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

/** The token the build writes where a page's absolute address needs the server's origin. */
const ORIGIN_TOKEN = '%ZISKOMER_ORIGIN%';
const LANGUAGES = ['cs', 'en'] as const;
type Language = (typeof LANGUAGES)[number];

/** Session cookies of the auth module, with or without the __Host- prefix of HTTPS. */
const SESSION_COOKIE = /(?:^|;\s*)(?:__Host-)?ziskomer\.session_token=/;

export interface WebPages {
  /** The HTML for a GET of a page of the web app: prerendered for a visitor, else the app's shell. */
  htmlFor(request: { path: string; lang: string | undefined; cookie: string | undefined }): string;
  sitemap: string | null;
  robots: string | null;
  /** How many prerendered pages there are, per language. */
  prerenderedCount: number;
}

/**
 * The built web app's HTML (apps/web/dist): its shell (index.html) and the public pages the build
 * prerendered, read once at start with the server's origin written into their addresses.
 */
export function loadWebPages(webDist: string, origin: string): WebPages {
  const withOrigin = (text: string) => text.replaceAll(ORIGIN_TOKEN, origin);
  const shell = readFileSync(join(webDist, 'index.html'), 'utf8');
  const dir = join(webDist, 'prerendered');
  const pages = new Map<Language, Map<string, string>>();
  for (const language of LANGUAGES) {
    const root = join(dir, language);
    const byPath = new Map<string, string>();
    if (existsSync(root)) {
      for (const file of listHtmlFiles(root)) {
        const folder = relative(root, file).split(sep).slice(0, -1).join('/');
        byPath.set(`/${folder}`, withOrigin(readFileSync(file, 'utf8')));
      }
    }
    pages.set(language, byPath);
  }
  const readText = (name: string) =>
    existsSync(join(dir, name)) ? withOrigin(readFileSync(join(dir, name), 'utf8')) : null;

  return {
    htmlFor({ path, lang, cookie }) {
      const signedIn = SESSION_COOKIE.test(cookie ?? '');
      // A signed-in browser gets the app itself ("/" is its dashboard), never a visitor's page.
      if (signedIn) return shell;
      const language: Language = lang === 'en' ? 'en' : 'cs';
      const normalised = path.length > 1 ? path.replace(/\/+$/, '') : path;
      return markVisitor(pages.get(language)?.get(normalised) ?? shell);
    },
    sitemap: readText('sitemap.xml'),
    robots: readText('robots.txt'),
    prerenderedCount: pages.get('cs')?.size ?? 0,
  };
}

/** Tells the app that this browser has no session, so it does not ask (an answer of 401). */
function markVisitor(html: string) {
  return html.replace('<div id="root"', '<div id="root" data-visitor');
}

function listHtmlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return listHtmlFiles(path);
    return entry.name === 'index.html' ? [path] : [];
  });
}
