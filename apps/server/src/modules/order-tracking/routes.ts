import type { OpenAPIHono } from '@hono/zod-openapi';
import {
  ORDER_EVENT_MAX_BYTES,
  orderEventInputSchema,
  orderEventListQuerySchema,
  orderEventListSchema,
  orderEventReceiptSchema,
  rotateTrackingKeySchema,
  TRACKING_SIGNATURE_HEADER,
  TRACKING_TIMESTAMP_HEADER,
  trackingKeysSchema,
  trackingOriginsSchema,
} from '@ziskomer/contracts';
import { pickLanguage } from '@ziskomer/i18n';
import { z } from 'zod';
import type { AppEnv } from '../../http/app-env.ts';
import { addRoute, addRouteWithoutTransaction, defineRoute } from '../../http/define-route.ts';
import { errorResponses, jsonBody, jsonResponse } from '../../http/openapi-responses.ts';
import { CLIENT_IP_HEADER } from '../auth/index.ts';
import { bufferTrackingBody } from './buffer-tracking-body.ts';
import { createTrackingKeys } from './create-tracking-keys.ts';
import { getTrackingKeys } from './get-tracking-keys.ts';
import { listOrderEvents } from './list-order-events.ts';
import { receiveOrderEvent } from './receive-order-event.ts';
import { rotateTrackingKey } from './rotate-tracking-key.ts';
import { trackingPreflight } from './tracking-cors-middleware.ts';
import { updateTrackingOrigins } from './update-tracking-origins.ts';

const tags = ['order-tracking'];
const BODY_SCHEMA = z.toJSONSchema(orderEventInputSchema, { io: 'input', unrepresentable: 'any' }) as Record<
  string,
  unknown
>;
const shopParams = z.object({ shopId: z.string() });

const trackRoute = defineRoute({
  method: 'post',
  path: '/api/track/{publicKey}/orders',
  // No session: the public key names the shop, and the call is either signed with the shop's
  // secret or sent by a browser from the shop's own origin (checked in receiveOrderEvent).
  access: 'public',
  tags,
  summary: `Takes an order event from the shop's thank-you page or server (JSON, at most ${ORDER_EVENT_MAX_BYTES / 1024} KB)`,
  description: `A server call signs \`<timestamp>.<raw body>\` with HMAC-SHA256 under the shop's secret: headers ${TRACKING_TIMESTAMP_HEADER} (Unix seconds, within 5 minutes) and ${TRACKING_SIGNATURE_HEADER} (\`sha256=<hex>\`). A call without them must come from the shop's own origin (the browser snippet). Idempotent on the event id.`,
  request: {
    params: z.object({ publicKey: z.string() }),
    // Described as plain JSON Schema, not zod, so that no validator reads the body before the
    // handler: the signature covers the raw bytes, and is checked before the body is looked at.
    body: {
      content: {
        'application/json': { schema: BODY_SCHEMA },
        'text/plain': { schema: BODY_SCHEMA },
      },
      required: true,
    },
  },
  responses: {
    200: jsonResponse('An event with this id was already stored; nothing changed', orderEventReceiptSchema),
    201: jsonResponse('The event was stored', orderEventReceiptSchema),
    ...errorResponses(401, 404, 409, 422),
  },
});

const keysRoute = defineRoute({
  method: 'get',
  path: '/api/shops/{shopId}/order-tracking/keys',
  access: { shop: 'viewer' },
  tags,
  summary: "The shop's tracking keys: the public key for everyone in the shop, the secret for admins",
  request: { params: shopParams },
  responses: { 200: jsonResponse('Tracking keys', trackingKeysSchema), ...errorResponses(401, 404) },
});

const createKeysRoute = defineRoute({
  method: 'post',
  path: '/api/shops/{shopId}/order-tracking/keys',
  access: { shop: 'admin' },
  tags,
  summary: 'Creates the tracking keys when the shop has none (201); otherwise answers them unchanged (200)',
  request: { params: shopParams },
  responses: {
    200: jsonResponse('The existing keys', trackingKeysSchema),
    201: jsonResponse('The new keys', trackingKeysSchema),
    ...errorResponses(401, 403, 404),
  },
});

const rotateKeyRoute = defineRoute({
  method: 'post',
  path: '/api/shops/{shopId}/order-tracking/keys/rotate',
  access: { shop: 'admin' },
  tags,
  summary: 'Replaces the public key or the secret; the old one stops working at once',
  request: { params: shopParams, ...jsonBody(rotateTrackingKeySchema) },
  responses: {
    200: jsonResponse('The keys after the change', trackingKeysSchema),
    ...errorResponses(401, 403, 404, 422),
  },
});

const originsRoute = defineRoute({
  method: 'put',
  path: '/api/shops/{shopId}/order-tracking/origins',
  access: { shop: 'admin' },
  tags,
  summary:
    "Replaces the extra https origins the browser snippet may send from, besides the shop's own address",
  request: { params: shopParams, ...jsonBody(trackingOriginsSchema) },
  responses: {
    200: jsonResponse('The keys with the new origins', trackingKeysSchema),
    ...errorResponses(401, 403, 404, 422),
  },
});

const eventsRoute = defineRoute({
  method: 'get',
  path: '/api/shops/{shopId}/order-events',
  access: { shop: 'viewer' },
  tags,
  summary: 'Tracked order events, newest first, paired with imported orders, with the counts',
  request: { params: shopParams, query: orderEventListQuerySchema },
  responses: { 200: jsonResponse('Order events', orderEventListSchema), ...errorResponses(401, 404, 422) },
});

export function registerOrderTrackingRoutes(app: OpenAPIHono<AppEnv>) {
  app.use('/api/track/*', trackingPreflight(), bufferTrackingBody());
  // Without a request transaction: receiveOrderEvent opens its own around the rate-limit hit.
  addRouteWithoutTransaction(app, trackRoute, async (c, scope) => {
    c.header('Cache-Control', 'no-store');
    const receipt = await receiveOrderEvent(
      scope.deps,
      {
        publicKey: c.req.valid('param').publicKey,
        rawBody: await c.req.text(),
        headers: {
          signature: c.req.header(TRACKING_SIGNATURE_HEADER),
          timestamp: c.req.header(TRACKING_TIMESTAMP_HEADER),
          origin: c.req.header('origin'),
          clientIp: c.req.header(CLIENT_IP_HEADER),
        },
        language: pickLanguage(c.req.header('accept-language')),
      },
      (origin) => {
        c.header('Access-Control-Allow-Origin', origin);
        c.header('Vary', 'Origin');
      },
    );
    return c.json(receipt, receipt.created ? 201 : 200);
  });
  addRoute(app, keysRoute, async (c, scope) =>
    c.json(await getTrackingKeys(scope, c.req.valid('param').shopId), 200),
  );
  addRoute(app, createKeysRoute, async (c, scope) => {
    c.header('Cache-Control', 'no-store');
    const { keys, created } = await createTrackingKeys(scope, c.req.valid('param').shopId);
    return c.json(keys, created ? 201 : 200);
  });
  addRoute(app, rotateKeyRoute, async (c, scope) => {
    c.header('Cache-Control', 'no-store');
    return c.json(await rotateTrackingKey(scope, c.req.valid('param').shopId, c.req.valid('json')), 200);
  });
  addRoute(app, originsRoute, async (c, scope) => {
    c.header('Cache-Control', 'no-store');
    const { shopId } = c.req.valid('param');
    const keys = await updateTrackingOrigins(
      scope,
      shopId,
      c.req.valid('json'),
      c.req.header('accept-language'),
    );
    return c.json(keys, 200);
  });
  addRoute(app, eventsRoute, async (c, scope) =>
    c.json(await listOrderEvents(scope, c.req.valid('param').shopId, c.req.valid('query')), 200),
  );
}
