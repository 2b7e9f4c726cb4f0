import type { OpenAPIHono } from '@hono/zod-openapi';
import { sqlEditorRoutes } from '@ziskomer/contracts';
import type { AppEnv } from '../../http/app-env.ts';
import { addRoute, addRouteWithoutTransaction } from '../../http/define-route.ts';
import { runSql } from './run-sql.ts';
import { changeSavedQuery, listSavedQueries, removeSavedQuery, saveQuery } from './saved-queries.ts';

export function registerSqlEditorRoutes(app: OpenAPIHono<AppEnv>) {
  // Outside the request's transaction: the query runs on a connection of the shop's own reader
  // role (on PGlite the one connection, which a request's transaction would be holding).
  addRouteWithoutTransaction(app, sqlEditorRoutes.runSql, async (c, scope) => {
    // The shop as the access check found it (its canonical id), never the path's spelling.
    const shopId = scope.shop?.shopId ?? c.req.valid('param').shopId;
    return c.json(await runSql(scope.deps, shopId, c.req.valid('json').sql, c.req.raw.signal), 200);
  });
  addRouteWithoutTransaction(app, sqlEditorRoutes.runSqlWithApiKey, async (c, scope) =>
    c.json(await runSql(scope.deps, scope.shopId, c.req.valid('json').sql, c.req.raw.signal), 200),
  );
  addRoute(app, sqlEditorRoutes.listSavedSqlQueries, async (c, scope) =>
    c.json(await listSavedQueries(scope, c.req.valid('param').shopId), 200),
  );
  addRoute(app, sqlEditorRoutes.saveSqlQuery, async (c, scope) =>
    c.json(await saveQuery(scope, c.req.valid('param').shopId, c.req.valid('json')), 201),
  );
  addRoute(app, sqlEditorRoutes.updateSqlQuery, async (c, scope) => {
    const { shopId, queryId } = c.req.valid('param');
    return c.json(await changeSavedQuery(scope, shopId, queryId, c.req.valid('json')), 200);
  });
  addRoute(app, sqlEditorRoutes.deleteSqlQuery, async (c, scope) => {
    const { shopId, queryId } = c.req.valid('param');
    await removeSavedQuery(scope, shopId, queryId);
    return c.body(null, 204);
  });
}
