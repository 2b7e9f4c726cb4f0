import { createRoute, type OpenAPIHono, type RouteConfig, type RouteHandler } from '@hono/zod-openapi';
import { type Access, hasRole, type Role } from '@ziskomer/contracts';
import { type Database, withScope } from '@ziskomer/db';
import type { Context } from 'hono';
import type { Transaction } from 'kysely';
import { AppError } from '../core/app-error.ts';
import type { SessionUser } from '../core/session-user.ts';
import type { ApiKeyCaller, ApiKeyScope, ShopRole, UseCaseScope } from '../core/use-case-scope.ts';
import { authenticateApiKey } from '../modules/api-keys/index.ts';
import { getProjectRole } from '../modules/projects/index.ts';
import { getShopRole } from '../modules/shops/index.ts';
import type { AppEnv } from './app-env.ts';

export type AppRoute = RouteConfig & { access: Access };

/** The scope a route's handler gets, by its declared access (the use-case scopes of core/). */
export type ScopeOf<R extends AppRoute> = R['access'] extends 'apiKey' ? ApiKeyScope : UseCaseScope;
/** The same without the request transaction, for `addRouteWithoutTransaction`. */
export type ScopeWithoutDbOf<R extends AppRoute> = R['access'] extends 'apiKey'
  ? Omit<ApiKeyScope, 'db'>
  : Omit<UseCaseScope, 'db'>;

/** Every route registered through `addRoute`, for the authorization matrix and the route lint. */
export const routeRegistry: { method: string; path: string; access: Access }[] = [];

/** Routes only published in the document (`registerDocumentedPath`), with the access they declare. */
export const documentedRoutes: { method: string; path: string; access: Access }[] = [];

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function defineRoute<R extends AppRoute>(route: R): R {
  return route;
}

/** How a route reads its credentials beyond the usual. */
export interface RouteOptions {
  /**
   * An API-key route that also takes the key as the `key` query parameter: only for read-only GET
   * routes whose callers cannot send headers (Google Sheets' IMPORTDATA of the Looker tables).
   */
  apiKeyInQuery?: boolean;
}

export function addRoute<R extends AppRoute>(
  app: OpenAPIHono<AppEnv>,
  route: R,
  handler: (c: Parameters<RouteHandler<R, AppEnv>>[0], scope: ScopeOf<R>) => Promise<Response>,
  options: RouteOptions = {},
) {
  if (options.apiKeyInQuery && (route.access !== 'apiKey' || route.method !== 'get')) {
    throw new Error(`${route.path}: only API-key GET routes may take the key in the query`);
  }
  const { access, ...config } = route;
  routeRegistry.push({ method: route.method.toUpperCase(), path: route.path, access });
  const handle = async (c: Parameters<RouteHandler<R, AppEnv>>[0]) => {
    const deps = c.get('deps');
    if (access === 'apiKey') {
      const caller = await requireApiKey(c, options.apiKeyInQuery === true);
      return withScope(deps.db, { userId: null, shopId: caller.shopId }, (db) =>
        handler(c, { deps, db, ...caller } as ScopeOf<R>),
      );
    }
    if (access === 'public') {
      return withScope(deps.db, { userId: null }, (db) =>
        handler(c, {
          deps,
          user: undefined as unknown as SessionUser,
          db,
          shop: undefined,
          projectRole: undefined,
        } as ScopeOf<R>),
      );
    }
    const user = c.get('user');
    if (!user) throw new AppError('unauthenticated');
    const params = c.req.param() as Record<string, string | undefined>;
    const shopId = getScopedShopId(access, params);
    return withScope(deps.db, { userId: user.id, shopId }, async (db) => {
      const { shop, projectRole } = await authorize(db, access, user, params);
      return handler(c, { deps, user, db, shop, projectRole } as ScopeOf<R>);
    });
  };
  app.openapi(createRoute(config as R), handle as unknown as RouteHandler<R, AppEnv>);
}

/**
 * Like `addRoute`, but the handler runs outside a request transaction: the access check runs in a
 * short transaction of its own, and the handler opens the transactions it needs. For routes that
 * read a large body (a file upload), which must not hold the database connection while the bytes
 * arrive (PGlite has a single one), and for public routes that write a rate-limit hit, which the
 * rollback of a refused request must not undo.
 */
export function addRouteWithoutTransaction<R extends AppRoute>(
  app: OpenAPIHono<AppEnv>,
  route: R,
  handler: (c: Parameters<RouteHandler<R, AppEnv>>[0], scope: ScopeWithoutDbOf<R>) => Promise<Response>,
) {
  const { access, ...config } = route;
  routeRegistry.push({ method: route.method.toUpperCase(), path: route.path, access });
  const handle = async (c: Parameters<RouteHandler<R, AppEnv>>[0]) => {
    const deps = c.get('deps');
    if (access === 'public') {
      return handler(c, {
        deps,
        user: undefined as unknown as SessionUser,
        shop: undefined,
        projectRole: undefined,
      } as ScopeWithoutDbOf<R>);
    }
    if (access === 'apiKey') return handler(c, { deps, ...(await requireApiKey(c)) } as ScopeWithoutDbOf<R>);
    const user = c.get('user');
    if (!user) throw new AppError('unauthenticated');
    const params = c.req.param() as Record<string, string | undefined>;
    const shopId = getScopedShopId(access, params);
    const { shop, projectRole } = await withScope(deps.db, { userId: user.id, shopId }, (db) =>
      authorize(db, access, user, params),
    );
    return handler(c, { deps, user, shop, projectRole } as ScopeWithoutDbOf<R>);
  };
  app.openapi(createRoute(config as R), handle as unknown as RouteHandler<R, AppEnv>);
}

/**
 * Publishes a route in the OpenAPI document without registering a handler: for routes served by
 * a plain handler (the health probe, the demo sign-in) or registered without their body schema.
 */
export function registerDocumentedPath(app: OpenAPIHono<AppEnv>, route: AppRoute) {
  const { access, ...config } = route;
  documentedRoutes.push({ method: route.method.toUpperCase(), path: route.path, access });
  app.openAPIRegistry.registerPath(config);
}

/** The API key of the request, or 401 with the challenge of RFC 6750. */
async function requireApiKey(c: Context<AppEnv>, keyInQuery = false): Promise<ApiKeyCaller> {
  // The key comes as `Authorization: Bearer …` or, as many HTTP clients make easier, `x-api-key`
  // (or, where the route allows it, `?key=`).
  const apiKeyHeader = c.req.header('x-api-key') ?? (keyInQuery ? c.req.query('key') : undefined);
  const authorization =
    c.req.header('authorization') ?? (apiKeyHeader ? `Bearer ${apiKeyHeader}` : undefined);
  const caller = await authenticateApiKey(c.get('deps'), authorization);
  if (caller) return caller;
  c.header('WWW-Authenticate', 'Bearer realm="Ziskomer API"');
  throw new AppError('unauthenticated');
}

function getScopedShopId(access: Access, params: Record<string, string | undefined>): string | undefined {
  const shopId = typeof access === 'object' && 'shop' in access ? params.shopId : undefined;
  if (shopId !== undefined && !UUID.test(shopId)) throw new AppError('not_found');
  return shopId;
}

/** The central access check of a signed-in route: 404 for what the user may not see, 403 for too low a role. */
async function authorize(
  db: Transaction<Database>,
  access: Exclude<Access, 'public' | 'apiKey'>,
  user: SessionUser,
  params: Record<string, string | undefined>,
): Promise<{ shop: ShopRole | undefined; projectRole: Role | undefined }> {
  let shop: ShopRole | undefined;
  let projectRole: Role | undefined;
  if (typeof access === 'object' && 'shop' in access) {
    shop = (await getShopRole(db, params.shopId!, user.id)) ?? undefined;
    if (!shop) throw new AppError('not_found');
    if (!hasRole(shop.role, access.shop)) throw new AppError('forbidden');
  }
  if (typeof access === 'object' && 'project' in access) {
    const projectId = params.projectId;
    if (!projectId || !UUID.test(projectId)) throw new AppError('not_found');
    projectRole = (await getProjectRole(db, projectId, user.id)) ?? undefined;
    if (!projectRole) throw new AppError('not_found');
    if (!hasRole(projectRole, access.project)) throw new AppError('forbidden');
  }
  return { shop, projectRole };
}
