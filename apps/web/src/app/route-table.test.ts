import { describe, expect, it } from 'vitest';
import { listPublicPages } from '../site/public-pages.ts';
import { ROUTE_TABLE } from './route-table.ts';
import { buildRoutes } from './router.tsx';

/** Every path the router knows, guards' children included. */
function routerPaths(routes: ReturnType<typeof buildRoutes>): string[] {
  return routes.flatMap((route) => [
    ...(route.path ? [route.path] : []),
    ...routerPaths(route.children ?? []),
  ]);
}

describe('the route table', () => {
  it('declares each path once, and the router serves every entry', () => {
    const paths = ROUTE_TABLE.map((route) => route.path);
    expect(new Set(paths).size).toBe(paths.length);
    const served = routerPaths(buildRoutes());
    for (const path of paths) expect(served).toContain(path);
  });

  it('prerenders only pages open to visitors, each legal text, article, lesson and app among them', async () => {
    const pages = (await listPublicPages(ROUTE_TABLE)).map((page) => page.path);
    expect(pages).toEqual(
      expect.arrayContaining([
        '/',
        '/contact',
        '/legal/privacy',
        '/legal/terms',
        '/blog/poas-vs-roas-vs-pno',
        '/academy/poas/lesson-1',
        '/academy/poas/lesson-7',
        '/apps/orders',
      ]),
    );
    for (const path of pages) expect(path).not.toContain(':');
    const signedIn = ROUTE_TABLE.filter((route) => route.access === 'signed-in').map((route) => route.path);
    for (const path of pages) expect(signedIn).not.toContain(path);
  });
});
