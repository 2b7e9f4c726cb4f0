import type { Language } from '@ziskomer/i18n';
import type { AppRoute, LocalText, PublicPage } from '../app/route-table.ts';

/**
 * Every prerendered public page of the route table, in the table's order: a route's own page,
 * or the concrete pages of a route with parameters (each legal text, each blog post).
 */
export function listPublicPages(table: readonly AppRoute[]): PublicPage[] {
  return table.flatMap(({ path, access, seo }) => {
    if (!seo || access === 'signed-in') return [];
    return 'pages' in seo ? [...seo.pages()] : [{ path, title: seo.title, description: seo.description }];
  });
}

/** A LocalText in one language; `translate` resolves an i18n key. */
export function resolveText(text: LocalText, language: Language, translate: (key: string) => string): string {
  return typeof text === 'string' ? translate(text) : text[language];
}
