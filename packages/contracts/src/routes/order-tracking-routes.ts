import { z } from 'zod';
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
} from '../order-tracking.ts';
import { contractRoute, errorResponses, jsonBody, jsonResponse } from './route-helpers.ts';

const tags = ['order-tracking'];

/**
 * The body as plain JSON Schema. The event schema carries an id, so zod puts it in `$defs` and
 * refers to it with `#/$defs/…`, which means nothing inside an OpenAPI document: its one
 * definition is taken out as the schema itself.
 */
const BODY_SCHEMA = (() => {
  const json = z.toJSONSchema(orderEventInputSchema, { io: 'input', unrepresentable: 'any' });
  const {
    $defs,
    $ref,
    $schema: _dialect,
    ...rest
  } = json as Record<string, unknown> & {
    $defs?: Record<string, Record<string, unknown>>;
    $ref?: string;
  };
  const root = $ref?.startsWith('#/$defs/') ? $defs?.[$ref.slice('#/$defs/'.length)] : rest;
  if (!root || JSON.stringify(root).includes('#/$defs/')) throw new Error('Unexpected nested $defs');
  return root;
})();

const shopParams = z.object({ shopId: z.string() });

const trackRoute = contractRoute({
  operationId: 'trackOrderEvent',
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

const keysRoute = contractRoute({
  operationId: 'getTrackingKeys',
  method: 'get',
  path: '/api/shops/{shopId}/order-tracking/keys',
  access: { shop: 'viewer' },
  tags,
  summary: "The shop's tracking keys: the public key for everyone in the shop, the secret for admins",
  request: { params: shopParams },
  responses: { 200: jsonResponse('Tracking keys', trackingKeysSchema), ...errorResponses(401, 404) },
});

const createKeysRoute = contractRoute({
  operationId: 'createTrackingKeys',
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

const rotateKeyRoute = contractRoute({
  operationId: 'rotateTrackingKey',
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

const originsRoute = contractRoute({
  operationId: 'updateTrackingOrigins',
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

const eventsRoute = contractRoute({
  operationId: 'listOrderEvents',
  method: 'get',
  path: '/api/shops/{shopId}/order-events',
  access: { shop: 'viewer' },
  tags,
  summary: 'Tracked order events, newest first, paired with imported orders, with the counts',
  request: { params: shopParams, query: orderEventListQuerySchema },
  responses: { 200: jsonResponse('Order events', orderEventListSchema), ...errorResponses(401, 404, 422) },
});

/** The routes of this area, by operationId. */
export const orderTrackingRoutes = {
  trackOrderEvent: trackRoute,
  getTrackingKeys: keysRoute,
  createTrackingKeys: createKeysRoute,
  rotateTrackingKey: rotateKeyRoute,
  updateTrackingOrigins: originsRoute,
  listOrderEvents: eventsRoute,
};
