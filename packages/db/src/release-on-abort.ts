import { connect as connectTcp } from 'node:net';
import type pg from 'pg';
import { getRequestSignal, RequestAbortedError } from './request-signal.ts';

/** What pg knows of its server session but does not declare: the key that cancels its statement. */
interface CancelKey {
  processID: number | null;
  secretKey: number | null;
}

/** Statements that end a transaction (or its savepoint) still run after an abort, so it ends. */
const TRANSACTION_CONTROL = /^\s*(begin|commit|rollback|savepoint|release)\b/i;

/**
 * Gives a request's pooled connection up when its client goes away (the request's signal, see
 * request-signal.ts): a wait for a connection ends at once; a statement running on the connection
 * is cancelled on the server (a cancel request, as `psql` sends on Ctrl+C), and further statements
 * fail before they are sent, so the request's transaction rolls back and the connection is
 * released. A released connection whose request was aborted is closed rather than pooled: a cancel
 * still on its way must not hit the next request's statement. Calls outside a request (no
 * signal) are unchanged.
 */
export function releaseConnectionsOnAbort(pool: pg.Pool, server: { host: string; port: number }): void {
  const connect = pool.connect.bind(pool) as () => Promise<pg.PoolClient>;
  pool.connect = (async () => {
    const signal = getRequestSignal();
    if (!signal) return connect();
    if (signal.aborted) throw new RequestAbortedError();
    const client = await waitUnlessAborted(connect(), signal);
    watchClient(client, signal, server);
    return client;
  }) as typeof pool.connect;
}

/** The pool's connection, or the abort's error first; a connection that arrives too late goes back. */
function waitUnlessAborted(connecting: Promise<pg.PoolClient>, signal: AbortSignal): Promise<pg.PoolClient> {
  return new Promise((resolve, reject) => {
    const onAbort = () => {
      connecting.then((client) => client.release()).catch(() => {});
      reject(new RequestAbortedError());
    };
    signal.addEventListener('abort', onAbort, { once: true });
    connecting.then(
      (client) => {
        signal.removeEventListener('abort', onAbort);
        if (signal.aborted) return;
        resolve(client);
      },
      (error) => {
        signal.removeEventListener('abort', onAbort);
        reject(error);
      },
    );
  });
}

function watchClient(
  client: pg.PoolClient,
  signal: AbortSignal,
  server: { host: string; port: number },
): void {
  const query = client.query;
  const release = client.release;
  const onAbort = () => sendCancelRequest(client as unknown as CancelKey, server);
  signal.addEventListener('abort', onAbort, { once: true });
  client.query = ((...args: Parameters<typeof query>) => {
    const [text] = args;
    if (signal.aborted && typeof text === 'string' && !TRANSACTION_CONTROL.test(text)) {
      return Promise.reject(new RequestAbortedError());
    }
    return (query as (...a: unknown[]) => unknown).apply(client, args);
  }) as typeof query;
  client.release = (error?: Error | boolean) => {
    signal.removeEventListener('abort', onAbort);
    client.query = query;
    client.release = release;
    return release.call(client, signal.aborted ? true : error);
  };
}

/**
 * Asks the server to cancel whatever the session runs now (PostgreSQL's CancelRequest message:
 * length 16, code 80877102, process id, secret key), over a connection of its own that the
 * server closes after reading it. Needs no login, and cancels nothing when the session is idle.
 */
function sendCancelRequest(session: CancelKey, server: { host: string; port: number }): void {
  if (session.processID === null || session.secretKey === null) return;
  const message = Buffer.alloc(16);
  message.writeInt32BE(16, 0);
  message.writeInt32BE(80877102, 4);
  message.writeInt32BE(session.processID, 8);
  message.writeInt32BE(session.secretKey, 12);
  const socket = server.host.startsWith('/')
    ? connectTcp(`${server.host}/.s.PGSQL.${server.port}`)
    : connectTcp(Number(server.port), server.host);
  socket.on('connect', () => socket.end(message));
  socket.on('error', (error) => console.warn(`[db] could not cancel a statement: ${error.message}`));
}
