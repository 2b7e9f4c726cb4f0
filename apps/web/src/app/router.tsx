import { createBrowserRouter, matchRoutes, Navigate, type RouteObject } from 'react-router';
import { AppErrorBoundary } from './errors/app-error-boundary.tsx';
import { RedirectIfSignedIn } from './guards/redirect-if-signed-in.tsx';
import { RedirectKeepingQuery } from './guards/redirect-keeping-query.tsx';
import { RequireAuth } from './guards/require-auth.tsx';
import { RootLayout } from './layouts/root-layout.tsx';
import { LEGACY_REDIRECTS } from './legacy-redirects.ts';
import { LEGAL_ALIASES } from './legal-aliases.ts';
import { type AppRoute, ROUTE_TABLE, type RouteAccess } from './route-table.ts';

/** Nothing: the page before its first chunk has loaded. */
function BlankPage() {
  return null;
}

/** A table entry as a lazy route: its page loads as a chunk of its own on first visit. */
function toRoute({ path, page }: AppRoute): RouteObject {
  return { path, lazy: () => page().then((module) => ({ Component: module.default })) };
}

/**
 * The router's routes, built from the route table: each access level under its guard, the
 * legal pages' short addresses and the earlier report addresses as redirects.
 */
export function buildRoutes(table: readonly AppRoute[] = ROUTE_TABLE): RouteObject[] {
  const withAccess = (access: RouteAccess) =>
    table.filter((route) => route.access === access && route.path !== '*').map(toRoute);
  const notFound = table.filter((route) => route.path === '*').map(toRoute);
  return [
    {
      element: <RootLayout />,
      errorElement: <AppErrorBoundary />,
      // While the first page's chunk loads the page stays blank, as before React started.
      HydrateFallback: BlankPage,
      children: [
        ...withAccess('public'),
        ...Object.entries(LEGAL_ALIASES).map(([path, to]) => ({
          path,
          element: <Navigate to={to} replace />,
        })),
        { element: <RedirectIfSignedIn />, children: withAccess('visitor') },
        {
          element: <RequireAuth />,
          children: [
            ...withAccess('signed-in'),
            ...Object.entries(LEGACY_REDIRECTS).map(([path, to]) => ({
              path,
              element: <RedirectKeepingQuery to={to} />,
            })),
          ],
        },
        // SPEC §2: the 404 page sits behind the guard without requiring login.
        { element: <RequireAuth requireAuth={false} />, children: notFound },
      ],
    },
  ];
}

/**
 * Loads the pages a path needs before the router starts, so a prerendered page hydrates into
 * the same markup instead of the blank fallback shown while a chunk loads.
 */
export async function loadRoutesOf(routes: RouteObject[], pathname: string) {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, loaded, { lazy: undefined });
    }),
  );
}

/** The web app's router in the browser. */
export function createAppRouter(routes: RouteObject[] = buildRoutes()) {
  return createBrowserRouter(routes);
}
