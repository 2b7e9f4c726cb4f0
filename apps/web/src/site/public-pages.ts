import type { Language } from '@ziskomer/i18n';
import type { AppRoute, LocalText, PublicPage } from '../app/route-table.ts';

/**
 * Every prerendered public page of the route table, in the table's order: a route's own page,
 * or the concrete pages of a route with parameters (each legal text, blog post and lesson).
 */
export async function listPublicPages(table: readonly AppRoute[]): Promise<PublicPage[]> {
  const perRoute = await Promise.all(
    table.map(async ({ path, access, seo }): Promise<readonly PublicPage[]> => {
      if (!seo || access === 'signed-in') return [];
      return 'pages' in seo ? await seo.pages() : [{ path, title: seo.title, description: seo.description }];
    }),
  );
  return perRoute.flat();
}

/** A LocalText in one language; `translate` resolves an i18n key. */
export function resolveText(text: LocalText, language: Language, translate: (key: string) => string): string {
  return typeof text === 'string' ? translate(text) : text[language];
}
