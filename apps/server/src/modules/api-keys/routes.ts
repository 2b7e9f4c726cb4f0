import type { OpenAPIHono } from '@hono/zod-openapi';
import { apiKeyRoutes } from '@ziskomer/contracts';
import type { AppEnv } from '../../http/app-env.ts';
import { addRoute } from '../../http/define-route.ts';
import { createApiKey } from './create-api-key.ts';
import { listApiKeys } from './list-api-keys.ts';
import { revokeApiKey } from './revoke-api-key.ts';

export function registerApiKeyRoutes(app: OpenAPIHono<AppEnv>) {
  addRoute(app, apiKeyRoutes.listApiKeys, async (c, scope) =>
    c.json({ items: await listApiKeys(scope, c.req.valid('param').shopId) }, 200),
  );
  addRoute(app, apiKeyRoutes.createApiKey, async (c, scope) => {
    const created = await createApiKey(scope, c.req.valid('param').shopId, c.req.valid('json'));
    // The only response that carries the key: no cache may keep it.
    c.header('Cache-Control', 'no-store');
    return c.json(created, 201);
  });
  addRoute(app, apiKeyRoutes.revokeApiKey, async (c, scope) => {
    const { shopId, keyId } = c.req.valid('param');
    await revokeApiKey(scope, shopId, keyId);
    return c.body(null, 204);
  });
}
