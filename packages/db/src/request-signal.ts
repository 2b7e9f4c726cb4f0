import { AsyncLocalStorage } from 'node:async_hooks';

const requestSignal = new AsyncLocalStorage<AbortSignal>();

/**
 * Runs `work` (a request's handling) with the request's AbortSignal, which aborts when its client
 * goes away. Every connection of the request pool (PostgreSQL) or lane (PGlite) taken within it is
 * then given up on that signal: a statement running for nobody is cancelled and the connection
 * freed, a wait for a connection ends. Set once for every request, so no route, handler or
 * library (the session lookup) needs to pass the signal on.
 */
export function runWithRequestSignal<T>(signal: AbortSignal, work: () => T): T {
  return requestSignal.run(signal, work);
}

/** The signal of the request being handled, if any. */
export function getRequestSignal(): AbortSignal | undefined {
  return requestSignal.getStore();
}

/** What a request's database work throws once its client has gone away. */
export class RequestAbortedError extends Error {
  constructor() {
    super('The request was aborted: its client has gone away.');
    this.name = 'RequestAbortedError';
  }
}
