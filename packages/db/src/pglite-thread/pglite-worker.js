// @ts-check
/**
 * The embedded database's own thread. PGlite runs PostgreSQL compiled to WebAssembly, and every
 * statement runs synchronously on the thread that calls it: on the HTTP server's thread a
 * 20-second rollup statement would leave every request, `/api/health` included, unanswered for
 * 20 seconds. Here it blocks only this thread; the server's thread sends statements and awaits
 * their answers as messages (pglite-thread.ts).
 *
 * Plain JavaScript on purpose: a worker thread is started from a file path, and this file must
 * load the same way under `npm start` (tsx), Vitest and the benchmarks, whatever TypeScript loader
 * each of them uses.
 */
import { readFileSync } from 'node:fs';
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';

if (!parentPort) throw new Error('pglite-worker.js runs as a worker thread');
const port = parentPort;

/** @type {{ dataDir: string, startParams: string[], startFrom?: string }} */
const { dataDir, startParams, startFrom } = workerData;

/** Error fields of PostgreSQL's error response that callers read (code, constraint, detail…). */
const ERROR_FIELDS = [
  'severity',
  'code',
  'detail',
  'hint',
  'position',
  'internalPosition',
  'internalQuery',
  'where',
  'schema',
  'table',
  'column',
  'dataType',
  'constraint',
  'routine',
];

/**
 * A parser per built-in type (their ids are below 10000) that keeps the text: PGlite otherwise
 * parses dates, numbers, arrays and JSON its own way, unlike the `pg` driver.
 * @type {Record<number, (value: string) => string>}
 */
const TEXT_PARSERS = Object.fromEntries(Array.from({ length: 10_000 }, (_, id) => [id, (value) => value]));

/** @param {unknown} error */
function toMessage(error) {
  if (!(error instanceof Error)) return { message: String(error) };
  /** @type {Record<string, unknown>} */
  const fields = { message: error.message };
  for (const field of ERROR_FIELDS) {
    const value = /** @type {Record<string, unknown>} */ (/** @type {unknown} */ (error))[field];
    if (value !== undefined) fields[field] = value;
  }
  return fields;
}

try {
  const pglite = await PGlite.create(dataDir, {
    startParams: [...PGlite.defaultStartParams, ...startParams],
    // A new database started from a copy of another's data directory (a tarball dumped below).
    loadDataDir: startFrom ? new Blob([readFileSync(startFrom)]) : undefined,
  });
  port.on(
    'message',
    async (
      /** @type {{ id: number, op: string, sql?: string, params?: unknown[], blob?: Uint8Array | string }} */ message,
    ) => {
      try {
        if (message.op === 'close') {
          await pglite.close();
          port.postMessage({ id: message.id, result: null });
          return;
        }
        if (message.op === 'dump') {
          const tarball = await pglite.dumpDataDir('none');
          port.postMessage({ id: message.id, result: new Uint8Array(await tarball.arrayBuffer()) });
          return;
        }
        if (message.op === 'exec') {
          const results = await pglite.exec(/** @type {string} */ (message.sql));
          const last = results.at(-1);
          port.postMessage({
            id: message.id,
            result: { rows: last?.rows ?? [], affectedRows: last?.affectedRows ?? 0 },
          });
          return;
        }
        if (message.op === 'queryText') {
          // The SQL editor's reads: rows as arrays of PostgreSQL's own text (no value parsed, so
          // both engines answer alike) with each column's name and type, always in the extended
          // protocol, which refuses a text of more than one statement.
          const result = await pglite.query(/** @type {string} */ (message.sql), [], {
            rowMode: 'array',
            parsers: TEXT_PARSERS,
          });
          port.postMessage({
            id: message.id,
            result: {
              rows: result.rows,
              fields: result.fields.map((field) => ({ name: field.name, typeId: field.dataTypeID })),
            },
          });
          return;
        }
        const options = message.blob === undefined ? undefined : { blob: new Blob([message.blob]) };
        const result = await pglite.query(/** @type {string} */ (message.sql), message.params ?? [], options);
        port.postMessage({
          id: message.id,
          result: { rows: result.rows, affectedRows: result.affectedRows },
        });
      } catch (error) {
        port.postMessage({ id: message.id, error: toMessage(error) });
      }
    },
  );
  port.postMessage({ ready: true });
} catch (error) {
  port.postMessage({ ready: false, error: toMessage(error) });
}
