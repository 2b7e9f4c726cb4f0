import { matchPath } from 'react-router';
import { type AppRoute, ROUTE_TABLE, type RouteNav } from './route-table.ts';

export { ROUTE_SECTIONS, type RoutePriority, type RouteSection } from './route-table.ts';

/** A screen of the signed-in app as the sidebar, palette, breadcrumbs and preloading see it. */
export interface CatalogueRoute extends Omit<RouteNav, 'preload'> {
  path: string;
  /** The page's chunk (or the one it needs first), so preloading warms what the router loads. */
  load: () => Promise<unknown>;
}

/** The table's entries that have a place in the navigation, in the table's order. */
export function buildCatalogue(table: readonly AppRoute[]): CatalogueRoute[] {
  return table.flatMap(({ path, page, nav }) => {
    if (!nav) return [];
    const { preload, ...rest } = nav;
    return [{ ...rest, path, load: preload ?? page }];
  });
}

/**
 * The screens a signed-in user navigates to: read by the sidebar, the command palette, the
 * breadcrumbs and start-up preloading. Built from the route table (route-table.ts).
 */
export const routeCatalogue: CatalogueRoute[] = buildCatalogue(ROUTE_TABLE);

/** The catalogue entry of a concrete path (exact match, patterns like /blog/:slug allowed). */
export function findCatalogueRoute(pathname: string, routes: readonly CatalogueRoute[] = routeCatalogue) {
  return routes.find((route) => matchPath({ path: route.path, end: true }, pathname));
}

/**
 * The entries leading to a path, outermost first: every prefix of the path that is a screen of
 * its own (e.g. /analytics/customer then /analytics/customer/rfm).
 */
export function listRouteTrail(pathname: string, routes: readonly CatalogueRoute[] = routeCatalogue) {
  const segments = pathname.split('/').filter(Boolean);
  if (segments.length === 0) {
    const home = findCatalogueRoute('/', routes);
    return home ? [home] : [];
  }
  const trail: CatalogueRoute[] = [];
  for (let i = 1; i <= segments.length; i += 1) {
    const route = findCatalogueRoute(`/${segments.slice(0, i).join('/')}`, routes);
    if (route) trail.push(route);
  }
  return trail;
}
