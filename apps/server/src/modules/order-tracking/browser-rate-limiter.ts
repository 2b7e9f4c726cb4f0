/**
 * Fixed one-minute windows of calls per key, kept in memory. The browser snippet's public key is
 * public, so its calls are limited per client address and per shop; a signed server call is not
 * (its sender holds the secret). In memory is enough for the one server process of an install; a
 * restart only resets the windows.
 */
const WINDOW_MS = 60_000;
/** Calls a minute from one address to one shop: a shopper sees one thank-you page per order. */
export const BROWSER_CALLS_PER_ADDRESS = 20;
/** Calls a minute to one shop from all addresses together, far above the orders of a busy shop. */
export const BROWSER_CALLS_PER_SHOP = 600;
/** Above this many live windows, expired ones are dropped before a new one is added. */
const MAX_WINDOWS = 50_000;

export interface RateLimiter {
  /** Counts a call; false when the key is over its limit in the current window. */
  take(key: string, limit: number, now: number): boolean;
}

export function createRateLimiter(): RateLimiter {
  const windows = new Map<string, { start: number; count: number }>();
  return {
    take(key, limit, now) {
      let window = windows.get(key);
      if (!window || now - window.start >= WINDOW_MS) {
        if (!window && windows.size >= MAX_WINDOWS) {
          for (const [k, w] of windows) if (now - w.start >= WINDOW_MS) windows.delete(k);
        }
        window = { start: now, count: 0 };
        windows.set(key, window);
      }
      window.count += 1;
      return window.count <= limit;
    },
  };
}

const limiters = new WeakMap<object, RateLimiter>();

/** One limiter per app (tests build many apps; none shares another's windows). */
export function rateLimiterFor(owner: object): RateLimiter {
  let limiter = limiters.get(owner);
  if (!limiter) {
    limiter = createRateLimiter();
    limiters.set(owner, limiter);
  }
  return limiter;
}
