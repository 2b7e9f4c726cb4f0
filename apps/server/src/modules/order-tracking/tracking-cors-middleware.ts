import { setScope, withScope } from '@ziskomer/db';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../../http/app-env.ts';
import { isAllowedOrigin, listAllowedOrigins } from './allowed-origins.ts';
import { findTrackingKeyShop } from './queries/find-tracking-key-shop.ts';
import { getTrackingKeyRow } from './queries/get-tracking-key-row.ts';
import { getTrackingShop } from './queries/get-tracking-shop.ts';

const PATH = /^\/api\/track\/([^/]+)\/orders$/;

/**
 * The CORS preflight of the tracking endpoint: allowed only for the origins of the key's shop.
 * (The snippet itself sends text/plain and needs none; a shop's own script with a JSON
 * Content-Type does.) Another origin, or an unknown key, gets no CORS headers, so the browser
 * does not send the call.
 */
export function trackingPreflight(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (c.req.method !== 'OPTIONS') return next();
    const publicKey = PATH.exec(c.req.path)?.[1];
    const origin = c.req.header('origin');
    if (!publicKey || !origin) return c.body(null, 403);
    const deps = c.get('deps');
    const allowed = await withScope(deps.db, { userId: null }, async (db) => {
      const shopId = await findTrackingKeyShop(db, decodeURIComponent(publicKey));
      if (!shopId) return false;
      await setScope(db, { userId: null, shopId });
      const keys = await getTrackingKeyRow(db, shopId);
      const shop = await getTrackingShop(db, shopId);
      return (
        Boolean(keys) && isAllowedOrigin(origin, listAllowedOrigins(shop.store_domain, keys!.allowed_origins))
      );
    });
    c.header('Vary', 'Origin');
    if (!allowed) return c.body(null, 403);
    c.header('Access-Control-Allow-Origin', origin);
    c.header('Access-Control-Allow-Methods', 'POST');
    c.header('Access-Control-Allow-Headers', 'Content-Type');
    c.header('Access-Control-Max-Age', '600');
    return c.body(null, 204);
  };
}
