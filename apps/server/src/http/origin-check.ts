import type { MiddlewareHandler } from 'hono';
import { AppError } from '../core/app-error.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * CSRF defence for cookie-authenticated state changes: a request that carries an Origin (or,
 * failing that, a Referer) from another site is refused, and a body that is not JSON is refused
 * (a cross-site form can only send text/plain, urlencoded or multipart without a preflight).
 * Routes that take other bodies with their own credentials (API keys) are listed in `exempt`.
 * Routes that take a file as the raw body (a CSV upload) name its content types in `bodyTypes`;
 * such a body is accepted only with our own Origin header, which a browser always sends on a
 * cross-origin request and a page of another site cannot forge.
 */
export function originCheck(
  appOrigin: string,
  exempt: (path: string) => boolean,
  bodyTypes: (method: string, path: string) => readonly string[] = () => [],
): MiddlewareHandler {
  return async (c, next) => {
    if (SAFE_METHODS.has(c.req.method) || exempt(c.req.path)) return next();
    const origin = c.req.header('origin') ?? refererOrigin(c.req.header('referer'));
    if (origin && origin !== appOrigin) throw new AppError('foreign_origin');
    const type = c.req.header('content-type');
    if (type && !type.startsWith('application/json')) {
      const mediaType = type.split(';')[0]!.trim().toLowerCase();
      const allowed = bodyTypes(c.req.method, c.req.path).includes(mediaType);
      if (!allowed || c.req.header('origin') !== appOrigin) throw new AppError('foreign_origin');
    }
    return next();
  };
}

function refererOrigin(referer: string | undefined): string | undefined {
  if (!referer) return undefined;
  try {
    return new URL(referer).origin;
  } catch {
    return 'invalid';
  }
}
