import { z } from 'zod';
import {
  connectEshopPlatformSchema,
  ESHOP_PLATFORMS,
  eshopPlatformOverviewSchema,
  eshopWebhookReceiptSchema,
} from '../eshop-platforms.ts';
import { contractRoute, errorResponses, jsonBody, jsonResponse } from './route-helpers.ts';

const tags = ['connections'];
const shopParams = z.object({ shopId: z.string() });

const overviewRoute = contractRoute({
  operationId: 'getEshopPlatform',
  method: 'get',
  path: '/api/shops/{shopId}/eshop-platform',
  // Admins only: the answer holds the webhook secret to paste into the platform.
  access: { shop: 'admin' },
  tags,
  summary: 'The e-shop platform connection: platform, sync state, orders synced, webhook URL and secret',
  request: { params: shopParams },
  responses: {
    200: jsonResponse('The e-shop platform', eshopPlatformOverviewSchema),
    ...errorResponses(401, 403, 404),
  },
});

const connectRoute = contractRoute({
  operationId: 'connectEshopPlatform',
  method: 'post',
  path: '/api/shops/{shopId}/eshop-platform',
  access: { shop: 'admin' },
  tags,
  summary:
    'Connects Shoptet, Shopify or WooCommerce: the credentials are tried with one call, stored sealed, and the first full load is queued',
  request: { params: shopParams, ...jsonBody(connectEshopPlatformSchema) },
  responses: {
    200: jsonResponse('The e-shop platform', eshopPlatformOverviewSchema),
    ...errorResponses(400, 401, 403, 404, 409, 422, 502),
  },
});

const webhookRoute = contractRoute({
  operationId: 'receiveEshopWebhook',
  method: 'post',
  path: '/api/webhooks/{platform}/{connectionId}',
  // No session: the platform calls it, and the body's signature under the connection's secret
  // proves who sent it. Only queues a fetch of the order named.
  access: 'public',
  tags,
  summary:
    "Takes a platform's order webhook (Shoptet order:create/update, Shopify orders/create/updated, WooCommerce order.*)",
  description:
    'Signatures: Shoptet `Shoptet-Webhook-Signature` (hex HMAC-SHA256 of the body), Shopify `X-Shopify-Hmac-Sha256` and WooCommerce `X-WC-Webhook-Signature` (base64 HMAC-SHA256 of the raw body). A wrong signature answers 401; a replayed delivery 200 with `queued: false`.',
  request: {
    params: z.object({ platform: z.enum(ESHOP_PLATFORMS), connectionId: z.string() }),
    // Plain JSON Schema, not zod: the signature covers the raw bytes, read before anything parses them.
    body: { content: { 'application/json': { schema: { type: 'object' } } }, required: true },
  },
  responses: {
    200: jsonResponse('Received', eshopWebhookReceiptSchema),
    ...errorResponses(400, 401, 404),
  },
});

export const eshopPlatformRoutes = {
  getEshopPlatform: overviewRoute,
  connectEshopPlatform: connectRoute,
  receiveEshopWebhook: webhookRoute,
} as const;
