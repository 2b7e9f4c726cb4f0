import type { OpenAPIHono } from '@hono/zod-openapi';
import {
  orderTrackingRoutes,
  TRACKING_SIGNATURE_HEADER,
  TRACKING_TIMESTAMP_HEADER,
} from '@ziskomer/contracts';
import { pickLanguage } from '@ziskomer/i18n';
import type { AppEnv } from '../../http/app-env.ts';
import { addRoute, addRouteWithoutTransaction } from '../../http/define-route.ts';
import { CLIENT_IP_HEADER } from '../auth/index.ts';
import { bufferTrackingBody } from './buffer-tracking-body.ts';
import { createTrackingKeys } from './create-tracking-keys.ts';
import { getTrackingKeys } from './get-tracking-keys.ts';
import { listOrderEvents } from './list-order-events.ts';
import { receiveOrderEvent } from './receive-order-event.ts';
import { rotateTrackingKey } from './rotate-tracking-key.ts';
import { trackingPreflight } from './tracking-cors-middleware.ts';
import { updateTrackingOrigins } from './update-tracking-origins.ts';

export function registerOrderTrackingRoutes(app: OpenAPIHono<AppEnv>) {
  app.use('/api/track/*', trackingPreflight(), bufferTrackingBody());
  // Without a request transaction: receiveOrderEvent opens its own around the rate-limit hit.
  addRouteWithoutTransaction(app, orderTrackingRoutes.trackOrderEvent, async (c, scope) => {
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
  addRoute(app, orderTrackingRoutes.getTrackingKeys, async (c, scope) =>
    c.json(await getTrackingKeys(scope, c.req.valid('param').shopId), 200),
  );
  addRoute(app, orderTrackingRoutes.createTrackingKeys, async (c, scope) => {
    c.header('Cache-Control', 'no-store');
    const { keys, created } = await createTrackingKeys(scope, c.req.valid('param').shopId);
    return c.json(keys, created ? 201 : 200);
  });
  addRoute(app, orderTrackingRoutes.rotateTrackingKey, async (c, scope) => {
    c.header('Cache-Control', 'no-store');
    return c.json(await rotateTrackingKey(scope, c.req.valid('param').shopId, c.req.valid('json')), 200);
  });
  addRoute(app, orderTrackingRoutes.updateTrackingOrigins, async (c, scope) => {
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
  addRoute(app, orderTrackingRoutes.listOrderEvents, async (c, scope) =>
    c.json(await listOrderEvents(scope, c.req.valid('param').shopId, c.req.valid('query')), 200),
  );
}
