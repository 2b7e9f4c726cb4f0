import { Worker } from 'node:worker_threads';

/** What the Kysely dialect needs of an embedded database session (PGlite's own method shapes). */
export interface PGliteSession {
  query<R>(
    sql: string,
    params?: unknown[],
    options?: { blob?: string | Uint8Array },
  ): Promise<{ rows: R[]; affectedRows?: number }>;
  /** Runs text that may hold several statements (the simple protocol); answers the last one's result. */
  exec(sql: string): Promise<{ rows: unknown[]; affectedRows?: number }>;
  /**
   * Runs one statement without parameters in the extended protocol (a text of several statements
   * is refused) and answers its rows as arrays of PostgreSQL's text, with each column's name and
   * type id.
   */
  queryText(sql: string): Promise<TextResult>;
  /** The whole data directory as an uncompressed tarball, which `startFrom` can start a copy from. */
  dumpDataDir(): Promise<Uint8Array>;
  close(): Promise<void>;
}

/** Rows as PostgreSQL prints them (null for NULL), with the columns' names and type ids. */
export interface TextResult {
  fields: { name: string; typeId: number }[];
  rows: (string | null)[][];
}

type Reply = { id: number; result?: { rows: unknown[]; affectedRows?: number }; error?: ErrorFields };
type ErrorFields = { message: string } & Record<string, unknown>;

/**
 * Opens PGlite in a worker thread of its own (pglite-worker.js) and talks to it by messages, so
 * that a long statement never blocks the thread that serves HTTP. Rows arrive structured-cloned:
 * dates, numbers, arrays and JSON exactly as PGlite parsed them in its thread. A database error
 * arrives as an Error carrying PostgreSQL's fields (`code`, `constraint`, `detail`…) as PGlite's
 * own errors do.
 */
export async function openPGliteThread(
  dataDir: string,
  startParams: string[],
  /** The path of a tarball from `dumpDataDir` that a new database starts as a copy of. */
  startFrom?: string,
): Promise<PGliteSession> {
  const worker = new Worker(new URL('./pglite-worker.js', import.meta.url), {
    workerData: { dataDir, startParams, startFrom },
  });
  const pending = new Map<number, { resolve(value: Reply['result']): void; reject(error: Error): void }>();
  let nextId = 1;
  let failure: Error | null = null;

  // A thread that is waited on keeps the process alive; an idle one must not (a script that has
  // finished its work exits without closing the database, as it would with PGlite in-process).
  const hold = () => {
    if (pending.size === 1) worker.ref();
  };
  const letGo = () => {
    if (pending.size === 0) worker.unref();
  };

  const failAll = (error: Error) => {
    failure = error;
    for (const waiter of pending.values()) waiter.reject(error);
    pending.clear();
  };
  worker.on('error', (error) => failAll(new Error(`the embedded database stopped: ${error.message}`)));
  worker.on('exit', (code) => failAll(new Error(`the embedded database stopped (exit code ${code})`)));

  await new Promise<void>((resolve, reject) => {
    worker.once('message', (message: { ready: boolean; error?: ErrorFields }) => {
      if (message.ready) resolve();
      else reject(toError(message.error!));
    });
    worker.once('error', reject);
  });
  worker.unref();
  worker.on('message', (reply: Reply) => {
    const waiter = pending.get(reply.id);
    if (!waiter) return;
    pending.delete(reply.id);
    letGo();
    if (reply.error) waiter.reject(toError(reply.error));
    else waiter.resolve(reply.result);
  });

  const send = (message: Record<string, unknown>) =>
    new Promise<Reply['result']>((resolve, reject) => {
      if (failure) {
        reject(failure);
        return;
      }
      const id = nextId++;
      pending.set(id, { resolve, reject });
      hold();
      worker.postMessage({ id, ...message });
    });

  return {
    async query<R>(sql: string, params: unknown[] = [], options?: { blob?: string | Uint8Array }) {
      const result = await send({ op: 'query', sql, params, blob: options?.blob });
      return result as { rows: R[]; affectedRows?: number };
    },
    async queryText(sql: string) {
      return (await send({ op: 'queryText', sql })) as unknown as TextResult;
    },
    async exec(sql: string) {
      return (await send({ op: 'exec', sql }))!;
    },
    async dumpDataDir() {
      return (await send({ op: 'dump' })) as unknown as Uint8Array;
    },
    async close() {
      if (failure) return;
      await send({ op: 'close' });
      await worker.terminate();
    },
  };
}

/** An Error with PostgreSQL's error fields, like the DatabaseError PGlite throws in its thread. */
function toError(fields: ErrorFields): Error {
  const { message, ...rest } = fields;
  return Object.assign(new Error(message), rest);
}
