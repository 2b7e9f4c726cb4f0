import type { OpenAPIHono } from '@hono/zod-openapi';
import { lookerRoutes } from '@ziskomer/contracts';
import type { AppEnv } from '../../http/app-env.ts';
import { addRoute } from '../../http/define-route.ts';
import { getLookerEmbed, removeLookerEmbed, saveLookerEmbed } from './looker-embed.ts';
import { toLookerCsv, toLookerJson } from './looker-table-formats.ts';
import { readLookerTable } from './read-looker-table.ts';

export function registerLookerRoutes(app: OpenAPIHono<AppEnv>) {
  // The tables also take the key as `?key=`: Google Sheets' IMPORTDATA cannot send a header.
  const keyInQuery = { apiKeyInQuery: true };
  addRoute(
    app,
    lookerRoutes.getLookerTable,
    async (c, scope) => {
      const table = await readLookerTable(scope, c.req.valid('param').dataset, c.req.valid('query'));
      return c.json(toLookerJson(table), 200);
    },
    keyInQuery,
  );
  addRoute(
    app,
    lookerRoutes.getLookerTableCsv,
    async (c, scope) => {
      const table = await readLookerTable(scope, c.req.valid('param').dataset, c.req.valid('query'));
      c.header('Content-Type', 'text/csv; charset=utf-8');
      c.header('Content-Disposition', `inline; filename="ziskomer-${table.dataset}.csv"`);
      c.header('Cache-Control', 'private, no-store');
      return c.body(toLookerCsv(table), 200);
    },
    keyInQuery,
  );
  addRoute(app, lookerRoutes.getLookerEmbed, async (c, scope) =>
    c.json(await getLookerEmbed(scope, c.req.valid('param').shopId), 200),
  );
  addRoute(app, lookerRoutes.saveLookerEmbed, async (c, scope) =>
    c.json(await saveLookerEmbed(scope, c.req.valid('param').shopId, c.req.valid('json')), 200),
  );
  addRoute(app, lookerRoutes.deleteLookerEmbed, async (c, scope) => {
    await removeLookerEmbed(scope, c.req.valid('param').shopId);
    return c.body(null, 204);
  });
}
