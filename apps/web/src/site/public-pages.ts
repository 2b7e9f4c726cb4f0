import type { Language } from '@ziskomer/i18n';
import { matchRoutes } from 'react-router';
import type { AppRoute, LocalText, PublicPage } from '../app/route-table.ts';
import { company } from './company.ts';
import type { HeadInput } from './head-tags.ts';

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

/**
 * One page of each kind: the first page of every public route (the landing, one legal text, the
 * app catalogue and one app, the blog and one article, the academy and one lesson …). Pages of
 * one route share their layout, so checks that are costly per page take one of each.
 */
export async function listOnePagePerRoute(table: readonly AppRoute[]): Promise<PublicPage[]> {
  const firsts = await Promise.all(table.map(async (route) => (await listPublicPages([route]))[0]));
  return firsts.filter((page): page is PublicPage => page !== undefined);
}

/**
 * The public page at a path, or null when the path is not one (a signed-in screen, /auth, an
 * unknown article). Only the matching route's pages are listed, so a lookup loads no other
 * route's content.
 */
export async function findPublicPage(
  table: readonly AppRoute[],
  pathname: string,
): Promise<PublicPage | null> {
  const route = matchRoutes(
    table.map((entry) => ({ path: entry.path, entry })),
    pathname,
  )?.at(-1)?.route.entry;
  if (!route || route.path === '*') return null;
  const [page] = (await listPublicPages([route])).filter((candidate) => candidate.path === pathname);
  return page ?? null;
}

/** A LocalText in one language; `translate` resolves an i18n key. */
export function resolveText(text: LocalText, language: Language, translate: (key: string) => string): string {
  return typeof text === 'string' ? translate(text) : text[language];
}

/** What a public page's head is built from, in a language (the landing carries the product's own title). */
export function headInputOf(
  page: PublicPage,
  language: Language,
  translate: (key: string) => string,
): HeadInput {
  return {
    path: page.path,
    language,
    title: page.path === '/' ? null : resolveText(page.title, language, translate),
    description: resolveText(page.description, language, translate),
    appName: translate('common:appName'),
    company,
  };
}
