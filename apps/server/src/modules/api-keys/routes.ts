import type { OpenAPIHono } from '@hono/zod-openapi';
import { apiKeyListSchema, createApiKeySchema, createdApiKeySchema } from '@ziskomer/contracts';
import { z } from 'zod';
import type { AppEnv } from '../../http/app-env.ts';
import { addRoute, defineRoute } from '../../http/define-route.ts';
import { errorResponses, jsonBody, jsonResponse } from '../../http/openapi-responses.ts';
import { createApiKey } from './create-api-key.ts';
import { listApiKeys } from './list-api-keys.ts';
import { revokeApiKey } from './revoke-api-key.ts';

const tags = ['api-keys'];
const shopParams = z.object({ shopId: z.string() });

const listRoute = defineRoute({
  method: 'get',
  path: '/api/shops/{shopId}/api-keys',
  access: { shop: 'admin' },
  tags,
  summary: "The shop's API keys (name, prefix, created, last used, revoked), newest first",
  request: { params: shopParams },
  responses: { 200: jsonResponse('API keys', apiKeyListSchema), ...errorResponses(401, 403, 404) },
});

const createRoute = defineRoute({
  method: 'post',
  path: '/api/shops/{shopId}/api-keys',
  access: { shop: 'admin' },
  tags,
  summary: 'Creates an API key of the shop; the answer holds the full key, which is never shown again',
  request: { params: shopParams, ...jsonBody(createApiKeySchema) },
  responses: {
    201: jsonResponse('The new key and its record', createdApiKeySchema),
    ...errorResponses(401, 403, 404, 422),
  },
});

const revokeRoute = defineRoute({
  method: 'delete',
  path: '/api/shops/{shopId}/api-keys/{keyId}',
  access: { shop: 'admin' },
  tags,
  summary: 'Revokes an API key (its next request answers 401); revoking it again changes nothing',
  request: { params: shopParams.extend({ keyId: z.uuid() }) },
  responses: { 204: { description: 'Revoked' }, ...errorResponses(401, 403, 404, 422) },
});

export function registerApiKeyRoutes(app: OpenAPIHono<AppEnv>) {
  addRoute(app, listRoute, async (c, scope) =>
    c.json({ items: await listApiKeys(scope, c.req.valid('param').shopId) }, 200),
  );
  addRoute(app, createRoute, async (c, scope) => {
    const created = await createApiKey(scope, c.req.valid('param').shopId, c.req.valid('json'));
    // The only response that carries the key: no cache may keep it.
    c.header('Cache-Control', 'no-store');
    return c.json(created, 201);
  });
  addRoute(app, revokeRoute, async (c, scope) => {
    const { shopId, keyId } = c.req.valid('param');
    await revokeApiKey(scope, shopId, keyId);
    return c.body(null, 204);
  });
}
