import type { PGlite } from '@electric-sql/pglite';
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

/**
 * Kysely dialect for embedded PGlite. PGlite is one connection, so the driver hands it out to one
 * caller at a time: a transaction keeps it until commit or rollback, and other queries wait.
 * Written here (40 lines) instead of depending on `kysely-pglite`, which pulls in a CLI toolchain.
 */
export class PGliteDialect implements Dialect {
  constructor(private readonly pglite: PGlite) {}
  createAdapter() {
    return new PostgresAdapter();
  }
  createDriver(): Driver {
    return new PGliteDriver(this.pglite);
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
  pglite: PGlite,
  statement: string,
  data: string | Uint8Array,
): Promise<QueryResult<unknown>> {
  const { rows } = await pglite.query<{ role: string }>('SELECT current_user AS role');
  const role = rows[0]!.role.replaceAll('"', '""');
  await pglite.exec('SET LOCAL ROLE NONE');
  const result = await pglite.query(statement.replace(/FROM STDIN$/, "FROM '/dev/blob'"), [], {
    blob: new Blob([data as BlobPart]),
  });
  await pglite.exec(`SET LOCAL ROLE "${role}"`);
  return { rows: [], numAffectedRows: BigInt(result.affectedRows ?? 0) };
}

class PGliteDriver implements Driver {
  private queue: Promise<void> = Promise.resolve();
  private readonly connection: DatabaseConnection;

  constructor(pglite: PGlite) {
    this.connection = {
      async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
        const [data] = query.parameters;
        if (query.parameters.length === 1 && isCopyData(data) && COPY_INTO_TEMP_TABLE.test(query.sql)) {
          return copyFromText(pglite, query.sql, data) as Promise<QueryResult<R>>;
        }
        // Without parameters use the simple protocol, which (like pg) accepts several statements.
        const result =
          query.parameters.length === 0
            ? ((await pglite.exec(query.sql)).at(-1) ?? { rows: [], affectedRows: 0 })
            : await pglite.query<R>(query.sql, query.parameters as unknown[]);
        return {
          rows: result.rows as R[],
          numAffectedRows: result.affectedRows === undefined ? undefined : BigInt(result.affectedRows),
        };
      },
      // biome-ignore lint/correctness/useYield: streaming is not supported by PGlite; Kysely requires the method.
      async *streamQuery() {
        throw new Error('PGlite does not support streaming queries');
      },
    };
  }

  async init() {}

  private releaseCurrent: (() => void) | undefined;

  async acquireConnection(): Promise<DatabaseConnection> {
    const previous = this.queue;
    let release!: () => void;
    this.queue = new Promise<void>((resolve) => {
      release = resolve;
    });
    await previous;
    this.releaseCurrent = release;
    return this.connection;
  }

  async releaseConnection(): Promise<void> {
    const release = this.releaseCurrent;
    this.releaseCurrent = undefined;
    release?.();
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
