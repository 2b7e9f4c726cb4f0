import type { OpenAPIHono } from '@hono/zod-openapi';
import {
  createShopSchema,
  shareShopSchema,
  shopAccessListSchema,
  shopAccessSchema,
  shopListSchema,
  shopSchema,
  updateShopSchema,
} from '@ziskomer/contracts';
import { z } from 'zod';
import type { AppEnv } from '../../http/app-env.ts';
import { addRoute, defineRoute } from '../../http/define-route.ts';
import { errorResponses, jsonBody, jsonResponse } from '../../http/openapi-responses.ts';
import { createShop } from './create-shop.ts';
import { deleteShop } from './delete-shop.ts';
import { getShop } from './get-shop.ts';
import { listAccess } from './list-access.ts';
import { listShops } from './list-shops.ts';
import { revokeShopAccess } from './revoke-shop-access.ts';
import { setDefaultShop } from './set-default-shop.ts';
import { shareShop } from './share-shop.ts';
import { updateShop } from './update-shop.ts';

const tags = ['shops'];
const shopParams = z.object({ shopId: z.string() });

const listRoute = defineRoute({
  method: 'get',
  path: '/api/shops',
  access: 'user',
  tags,
  summary: 'Every shop the user reaches (direct access or project membership), newest first',
  responses: { 200: jsonResponse('Shops', shopListSchema), ...errorResponses(401) },
});

const createRoute = defineRoute({
  method: 'post',
  path: '/api/shops',
  access: 'user',
  tags,
  summary: 'Adds a shop; the creator becomes its owner',
  request: jsonBody(createShopSchema),
  responses: { 201: jsonResponse('The new shop', shopSchema), ...errorResponses(401, 403, 404, 422) },
});

const getRoute = defineRoute({
  method: 'get',
  path: '/api/shops/{shopId}',
  access: { shop: 'viewer' },
  tags,
  summary: 'One shop',
  request: { params: shopParams },
  responses: { 200: jsonResponse('The shop', shopSchema), ...errorResponses(401, 404) },
});

const updateRoute = defineRoute({
  method: 'patch',
  path: '/api/shops/{shopId}',
  access: { shop: 'viewer' },
  tags,
  summary: "Changes a shop's name, address or project (its creator only)",
  request: { params: shopParams, ...jsonBody(updateShopSchema) },
  responses: { 200: jsonResponse('The shop', shopSchema), ...errorResponses(401, 403, 404, 422) },
});

const deleteRoute = defineRoute({
  method: 'delete',
  path: '/api/shops/{shopId}',
  access: { shop: 'viewer' },
  tags,
  summary: 'Deletes a shop and its data (its creator only)',
  request: { params: shopParams },
  responses: { 204: { description: 'Deleted' }, ...errorResponses(401, 403, 404) },
});

const setDefaultRoute = defineRoute({
  method: 'put',
  path: '/api/shops/{shopId}/default',
  access: { shop: 'viewer' },
  tags,
  summary: "Makes the shop the user's default",
  request: { params: shopParams },
  responses: { 200: jsonResponse('The shop', shopSchema), ...errorResponses(401, 404) },
});

const listAccessRoute = defineRoute({
  method: 'get',
  path: '/api/shops/{shopId}/access',
  access: { shop: 'admin' },
  tags,
  summary: 'Users with direct access to the shop',
  request: { params: shopParams },
  responses: { 200: jsonResponse('Access grants', shopAccessListSchema), ...errorResponses(401, 403, 404) },
});

const shareRoute = defineRoute({
  method: 'post',
  path: '/api/shops/{shopId}/access',
  access: { shop: 'admin' },
  tags,
  summary: "Shares the shop with a user by e-mail, or changes that user's role",
  request: { params: shopParams, ...jsonBody(shareShopSchema) },
  responses: {
    200: jsonResponse('The changed grant', shopAccessSchema),
    201: jsonResponse('The new grant', shopAccessSchema),
    ...errorResponses(401, 403, 404, 409, 422),
  },
});

const revokeRoute = defineRoute({
  method: 'delete',
  path: '/api/shops/{shopId}/access/{accessId}',
  access: { shop: 'admin' },
  tags,
  summary: "Removes a user's direct access",
  request: { params: shopParams.extend({ accessId: z.uuid() }) },
  responses: { 204: { description: 'Removed' }, ...errorResponses(401, 403, 404, 409, 422) },
});

export function registerShopRoutes(app: OpenAPIHono<AppEnv>) {
  addRoute(app, listRoute, async (c, scope) => c.json({ items: await listShops(scope) }, 200));
  addRoute(app, createRoute, async (c, scope) => c.json(await createShop(scope, c.req.valid('json')), 201));
  addRoute(app, getRoute, async (c, scope) => c.json(await getShop(scope, c.req.valid('param').shopId), 200));
  addRoute(app, updateRoute, async (c, scope) =>
    c.json(await updateShop(scope, c.req.valid('param').shopId, c.req.valid('json')), 200),
  );
  addRoute(app, deleteRoute, async (c, scope) => {
    await deleteShop(scope, c.req.valid('param').shopId);
    return c.body(null, 204);
  });
  addRoute(app, setDefaultRoute, async (c, scope) =>
    c.json(await setDefaultShop(scope, c.req.valid('param').shopId), 200),
  );
  addRoute(app, listAccessRoute, async (c, scope) =>
    c.json({ items: await listAccess(scope, c.req.valid('param').shopId) }, 200),
  );
  addRoute(app, shareRoute, async (c, scope) => {
    const { access, created } = await shareShop(scope, c.req.valid('param').shopId, c.req.valid('json'));
    return c.json(access, created ? 201 : 200);
  });
  addRoute(app, revokeRoute, async (c, scope) => {
    const { shopId, accessId } = c.req.valid('param');
    await revokeShopAccess(scope, shopId, accessId);
    return c.body(null, 204);
  });
}
