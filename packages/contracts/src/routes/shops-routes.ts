import { z } from 'zod';
import {
  createShopSchema,
  shareShopSchema,
  shopAccessListSchema,
  shopAccessSchema,
  shopListSchema,
  shopSchema,
  updateShopSchema,
} from '../shops.ts';
import { contractRoute, errorResponses, jsonBody, jsonResponse } from './route-helpers.ts';

const tags = ['shops'];

const shopParams = z.object({ shopId: z.string() });

const listRoute = contractRoute({
  operationId: 'listShops',
  method: 'get',
  path: '/api/shops',
  access: 'user',
  tags,
  summary: 'Every shop the user reaches (direct access or project membership), newest first',
  responses: { 200: jsonResponse('Shops', shopListSchema), ...errorResponses(401) },
});

const createRoute = contractRoute({
  operationId: 'createShop',
  method: 'post',
  path: '/api/shops',
  access: 'user',
  tags,
  summary: 'Adds a shop; the creator becomes its owner',
  request: jsonBody(createShopSchema),
  responses: { 201: jsonResponse('The new shop', shopSchema), ...errorResponses(401, 403, 404, 422) },
});

const getRoute = contractRoute({
  operationId: 'getShop',
  method: 'get',
  path: '/api/shops/{shopId}',
  access: { shop: 'viewer' },
  tags,
  summary: 'One shop',
  request: { params: shopParams },
  responses: { 200: jsonResponse('The shop', shopSchema), ...errorResponses(401, 404) },
});

const updateRoute = contractRoute({
  operationId: 'updateShop',
  method: 'patch',
  path: '/api/shops/{shopId}',
  access: { shop: 'viewer' },
  tags,
  summary: "Changes a shop's name, address or project (its creator only)",
  request: { params: shopParams, ...jsonBody(updateShopSchema) },
  responses: { 200: jsonResponse('The shop', shopSchema), ...errorResponses(401, 403, 404, 422) },
});

const deleteRoute = contractRoute({
  operationId: 'deleteShop',
  method: 'delete',
  path: '/api/shops/{shopId}',
  access: { shop: 'viewer' },
  tags,
  summary: 'Deletes a shop and its data (its creator only)',
  request: { params: shopParams },
  responses: { 204: { description: 'Deleted' }, ...errorResponses(401, 403, 404) },
});

const setDefaultRoute = contractRoute({
  operationId: 'setDefaultShop',
  method: 'put',
  path: '/api/shops/{shopId}/default',
  access: { shop: 'viewer' },
  tags,
  summary: "Makes the shop the user's default",
  request: { params: shopParams },
  responses: { 200: jsonResponse('The shop', shopSchema), ...errorResponses(401, 404) },
});

const listAccessRoute = contractRoute({
  operationId: 'listShopAccess',
  method: 'get',
  path: '/api/shops/{shopId}/access',
  access: { shop: 'admin' },
  tags,
  summary: 'Users with direct access to the shop',
  request: { params: shopParams },
  responses: { 200: jsonResponse('Access grants', shopAccessListSchema), ...errorResponses(401, 403, 404) },
});

const shareRoute = contractRoute({
  operationId: 'shareShop',
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

const revokeRoute = contractRoute({
  operationId: 'revokeShopAccess',
  method: 'delete',
  path: '/api/shops/{shopId}/access/{accessId}',
  access: { shop: 'admin' },
  tags,
  summary: "Removes a user's direct access",
  request: { params: shopParams.extend({ accessId: z.uuid() }) },
  responses: { 204: { description: 'Removed' }, ...errorResponses(401, 403, 404, 409, 422) },
});

/** The routes of this area, by operationId. */
export const shopRoutes = {
  listShops: listRoute,
  createShop: createRoute,
  getShop: getRoute,
  updateShop: updateRoute,
  deleteShop: deleteRoute,
  setDefaultShop: setDefaultRoute,
  listShopAccess: listAccessRoute,
  shareShop: shareRoute,
  revokeShopAccess: revokeRoute,
};
