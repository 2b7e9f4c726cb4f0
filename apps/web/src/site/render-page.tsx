import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { Language } from '@ziskomer/i18n';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { ROUTE_TABLE } from '../app/route-table.ts';
import { buildRoutes } from '../app/router.tsx';
import { SESSION_KEY } from '../features/auth/use-session.ts';
import { i18next } from '../lib/i18n.ts';
import { buildHeadTags } from './head-tags.ts';
import { headInputOf, listPublicPages } from './public-pages.ts';

export { ORIGIN_TOKEN } from './head-tags.ts';
export { buildRobots, buildSitemap } from './sitemap.ts';

/** The public pages to prerender (built into the server bundle with the route table). */
export const publicPages = await listPublicPages(ROUTE_TABLE);

/**
 * A public page as a visitor's browser first draws it: the app's own components rendered on the
 * server, every lazy part awaited, and the <head> tags of the page. The browser then hydrates it.
 */
export async function renderPage(path: string, language: Language) {
  await i18next.changeLanguage(language);
  const page = publicPages.find((candidate) => candidate.path === path);
  if (!page) throw new Error(`${path} is not a public page of the route table`);
  const handler = createStaticHandler(buildRoutes());
  const context = await handler.query(new Request(`http://localhost${path}`));
  if (context instanceof Response) throw new Error(`${path} redirects (${context.status}); list its target`);
  const router = createStaticRouter(handler.dataRoutes, context);
  // A prerendered page is what a visitor sees: the session is known to be empty.
  const queryClient = new QueryClient();
  queryClient.setQueryData(SESSION_KEY, null);
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </QueryClientProvider>
    </StrictMode>,
  );
  let html = '';
  for await (const chunk of prelude) html += chunk.toString();

  const head = buildHeadTags(headInputOf(page, language, (key) => i18next.t(key)));
  return { html, head };
}
