import { runWithRequestSignal } from '@ziskomer/db';
import type { MiddlewareHandler } from 'hono';

/**
 * Handles the request with its AbortSignal bound for the database (runWithRequestSignal), so every
 * connection the request takes — its transaction, the session lookup, a handler's own
 * transactions — is given up when the client goes away. On @hono/node-server the signal aborts
 * when the connection closes before the response has been sent; it stays quiet after a response
 * that was sent in full.
 */
export function bindRequestSignal(): MiddlewareHandler {
  return (c, next) => runWithRequestSignal(c.req.raw.signal, next);
}
