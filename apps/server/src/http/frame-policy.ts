import { LOOKER_EMBED_HOSTS } from '@ziskomer/contracts';
import type { MiddlewareHandler } from 'hono';

/**
 * The web app may frame only itself and Looker Studio's embedded reports (the /looker page): a
 * Content-Security-Policy of `frame-src` alone, so nothing else the page loads is restricted by it.
 * API answers are not pages and get none.
 */
export const FRAME_POLICY = `frame-src 'self' ${LOOKER_EMBED_HOSTS.map((host) => `https://${host}`).join(' ')}`;

export function framePolicy(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    if (!c.req.path.startsWith('/api/')) c.header('Content-Security-Policy', FRAME_POLICY);
  };
}
