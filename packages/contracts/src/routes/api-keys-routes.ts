import { z } from 'zod';
import { apiKeyListSchema, createApiKeySchema, createdApiKeySchema } from '../api-keys.ts';
import { contractRoute, errorResponses, jsonBody, jsonResponse } from './route-helpers.ts';

const tags = ['api-keys'];

const shopParams = z.object({ shopId: z.string() });

const listRoute = contractRoute({
  operationId: 'listApiKeys',
  method: 'get',
  path: '/api/shops/{shopId}/api-keys',
  access: { shop: 'admin' },
  tags,
  summary: "The shop's API keys (name, prefix, created, last used, revoked), newest first",
  request: { params: shopParams },
  responses: { 200: jsonResponse('API keys', apiKeyListSchema), ...errorResponses(401, 403, 404) },
});

const createRoute = contractRoute({
  operationId: 'createApiKey',
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

const revokeRoute = contractRoute({
  operationId: 'revokeApiKey',
  method: 'delete',
  path: '/api/shops/{shopId}/api-keys/{keyId}',
  access: { shop: 'admin' },
  tags,
  summary: 'Revokes an API key (its next request answers 401); revoking it again changes nothing',
  request: { params: shopParams.extend({ keyId: z.uuid() }) },
  responses: { 204: { description: 'Revoked' }, ...errorResponses(401, 403, 404, 422) },
});

/** The routes of this area, by operationId. */
export const apiKeyRoutes = {
  listApiKeys: listRoute,
  createApiKey: createRoute,
  revokeApiKey: revokeRoute,
};
