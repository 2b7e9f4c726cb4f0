import { ORDER_EVENT_MAX_BYTES } from '@ziskomer/contracts';
import type { MiddlewareHandler } from 'hono';
import { AppError } from '../../core/app-error.ts';

/**
 * Reads a tracking call's body into memory before its handler opens a database transaction (PGlite
 * has one connection: a slow sender must not hold it), and refuses more than 64 KB with 413 — by
 * Content-Length before reading, or as soon as the bytes read pass the cap.
 */
export function bufferTrackingBody(): MiddlewareHandler {
  return async (c, next) => {
    if (c.req.method !== 'POST') return next();
    const declared = c.req.header('content-length');
    if (declared !== undefined && Number(declared) > ORDER_EVENT_MAX_BYTES)
      throw new AppError('payload_too_large');
    const body = c.req.raw.body;
    if (!body) return next();
    const chunks: Uint8Array[] = [];
    let size = 0;
    const reader = body.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.length;
      if (size > ORDER_EVENT_MAX_BYTES) {
        await reader.cancel();
        throw new AppError('payload_too_large');
      }
      chunks.push(value);
    }
    c.req.raw = new Request(c.req.raw, { body: Buffer.concat(chunks) });
    return next();
  };
}
