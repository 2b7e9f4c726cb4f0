import {
  CompiledQuery,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type QueryResult,
} from 'kysely';
import { COPY_INTO_TEMP_TABLE, isCopyData } from './copy-into-temp-table.ts';
import type { ConnectionGate, Lane } from './pglite-thread/connection-gate.ts';
import type { PGliteSession } from './pglite-thread/pglite-thread.ts';
import { getRequestSignal, RequestAbortedError } from './request-signal.ts';

/**
 * Kysely dialect for embedded PGlite. PGlite is one connection, shared through a gate: a
 * transaction keeps it until commit or rollback, and other callers wait, requests before
 * background work (`lane`). Two Kysely instances over one session and gate — one per lane — are
 * the app's `db` and `backgroundDb`. Written here instead of depending on `kysely-pglite`, which
 * pulls in a CLI toolchain.
 */
export class PGliteDialect implements Dialect {
  constructor(
    private readonly session: PGliteSession,
    private readonly gate: ConnectionGate,
    private readonly lane: Lane,
  ) {}
  createAdapter() {
    return new PostgresAdapter();
  }
  createDriver(): Driver {
    return new PGliteDriver(this.session, this.gate, this.lane);
  }
  createIntrospector(db: Kysely<unknown>) {
    return new PostgresIntrospector(db);
  }
  createQueryCompiler() {
    return new PostgresQueryCompiler();
  }
}

/**
 * `COPY pg_temp.x (…) FROM STDIN` with the data as a parameter (see copyIntoTempTable). PGlite
 * reads COPY data from its `/dev/blob` device, which counts as a server file: only a superuser may
 * read it. The statement therefore runs as the session user for its duration (SET LOCAL, undone
 * by a rollback too), and only ever into one of the session's own temporary tables, which have no
 * row-level security; the shop's tables are written afterwards under the application role.
 */
async function copyFromText(
  session: PGliteSession,
  statement: string,
  data: string | Uint8Array,
): Promise<QueryResult<unknown>> {
  const { rows } = await session.query<{ role: string }>('SELECT current_user AS role');
  const role = rows[0]!.role.replaceAll('"', '""');
  await session.exec('SET LOCAL ROLE NONE');
  const result = await session.query(statement.replace(/FROM STDIN$/, "FROM '/dev/blob'"), [], {
    blob: data,
  });
  await session.exec(`SET LOCAL ROLE "${role}"`);
  return { rows: [], numAffectedRows: BigInt(result.affectedRows ?? 0) };
}

/** `DB_LOG_HOLDS_MS=500` logs every hold of the connection longer than 500 ms, with its slowest statement. */
const LOG_HOLDS_MS = Number(process.env.DB_LOG_HOLDS_MS ?? 0);

class PGliteDriver implements Driver {
  private readonly connection: DatabaseConnection;
  private readonly releases = new Map<DatabaseConnection, () => void>();
  private hold = { since: 0, slowestMs: 0, slowest: '', statements: 0 };

  constructor(
    session: PGliteSession,
    private readonly gate: ConnectionGate,
    private readonly lane: Lane,
  ) {
    const hold = () => this.hold;
    this.connection = {
      async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
        if (!LOG_HOLDS_MS) return executeOn(session, query);
        const started = performance.now();
        try {
          return await executeOn(session, query);
        } finally {
          const ms = performance.now() - started;
          const current = hold();
          current.statements++;
          if (ms > current.slowestMs)
            Object.assign(current, { slowestMs: ms, slowest: query.sql.slice(0, 160) });
        }
      },
      // biome-ignore lint/correctness/useYield: streaming is not supported by PGlite; Kysely requires the method.
      async *streamQuery() {
        throw new Error('PGlite does not support streaming queries');
      },
    };
  }

  async init() {}

  async acquireConnection(): Promise<DatabaseConnection> {
    // A request whose client has gone away leaves the queue (request-signal.ts); a statement the
    // embedded database already runs cannot be cancelled, and is short (docs/ARCHITECTURE.md).
    const signal = this.lane === 'request' ? getRequestSignal() : undefined;
    const release = await this.gate.acquire(this.lane, signal).catch((error) => {
      throw signal?.aborted ? new RequestAbortedError() : error;
    });
    // One connection object per driver: Kysely never holds it twice at once, since it is only
    // acquired again after the gate let go of it.
    this.releases.set(this.connection, release);
    if (LOG_HOLDS_MS) this.hold = { since: performance.now(), slowestMs: 0, slowest: '', statements: 0 };
    return this.connection;
  }

  async releaseConnection(connection: DatabaseConnection): Promise<void> {
    const release = this.releases.get(connection);
    this.releases.delete(connection);
    release?.();
    const heldMs = performance.now() - this.hold.since;
    if (LOG_HOLDS_MS && heldMs > LOG_HOLDS_MS) {
      const { statements, slowestMs, slowest } = this.hold;
      console.warn(
        `[db] ${this.lane} held the connection ${Math.round(heldMs)} ms, ${statements} statements, slowest ${Math.round(slowestMs)} ms: ${slowest.replace(/\s+/g, ' ')}`,
      );
    }
  }

  async beginTransaction(connection: DatabaseConnection) {
    await connection.executeQuery(CompiledQuery.raw('begin'));
  }
  async commitTransaction(connection: DatabaseConnection) {
    await connection.executeQuery(CompiledQuery.raw('commit'));
  }
  async rollbackTransaction(connection: DatabaseConnection) {
    await connection.executeQuery(CompiledQuery.raw('rollback'));
  }
  async destroy() {}
}

/** One statement on the session: COPY through PGlite's blob device, others by their protocol. */
async function executeOn<R>(session: PGliteSession, query: CompiledQuery): Promise<QueryResult<R>> {
  const [data] = query.parameters;
  if (query.parameters.length === 1 && isCopyData(data) && COPY_INTO_TEMP_TABLE.test(query.sql)) {
    return copyFromText(session, query.sql, data) as Promise<QueryResult<R>>;
  }
  // Without parameters use the simple protocol, which (like pg) accepts several statements.
  const result =
    query.parameters.length === 0
      ? await session.exec(query.sql)
      : await session.query<R>(query.sql, query.parameters as unknown[]);
  return {
    rows: result.rows as R[],
    numAffectedRows: result.affectedRows === undefined ? undefined : BigInt(result.affectedRows),
  };
}
