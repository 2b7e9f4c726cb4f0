import { mkdirSync } from 'node:fs';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { enableCopyFromText } from './copy-into-temp-table.ts';
import { migrate } from './migrate.ts';
import { PGliteDialect } from './pglite-dialect.ts';
import { ConnectionGate } from './pglite-thread/connection-gate.ts';
import { openPGliteThread } from './pglite-thread/pglite-thread.ts';
import { type ReclaimedTable, reclaimDeadRows } from './pglite-thread/reclaim-dead-rows.ts';
import { releaseConnectionsOnAbort } from './release-on-abort.ts';
import type { Database } from './schema.ts';
import { createPgliteShopReader } from './shop-reader/pglite-shop-reader.ts';
import { createPostgresShopReader } from './shop-reader/postgres-shop-reader.ts';
import type { ShopReader } from './shop-reader/shop-reader.ts';

export type Engine = 'pglite' | 'postgres';

export interface DbHandle {
  /** For requests. */
  db: Kysely<Database>;
  /**
   * For background work (the job runner and every job handler): on PostgreSQL a pool of its own
   * (`DB_JOB_POOL_SIZE`); on PGlite a second lane of its one connection, which a waiting request
   * always gets first. Either way jobs never hold a connection a request needs.
   */
  backgroundDb: Kysely<Database>;
  engine: Engine;
  /** The SQL editor's reads as a shop's own database role (shop-reader/, docs/SECURITY.md). */
  shopReader: ShopReader;
  /**
   * How long the longest-waiting request has waited for a connection, in ms (0 when none waits);
   * the health check reports `degraded` when it grows.
   */
  requestWaitMs(): number;
  /**
   * PGlite only (PostgreSQL's autovacuum does this itself): vacuums, or truncates when emptied, the
   * tables whose dead rows pass autovacuum's rule (pglite-thread/reclaim-dead-rows.ts).
   */
  reclaimDeadRows?(): Promise<ReclaimedTable[]>;
  /** PGlite only: the whole data directory as a tarball (`startFrom` of a copy). */
  dumpDataDir?(): Promise<Uint8Array>;
  close(): Promise<void>;
}

/** The role every application query runs as: it owns nothing and cannot bypass row-level security. */
export const APP_ROLE = 'ziskomer_app';

// numeric and bigint arrive as strings from pg; queries convert them explicitly at their boundary.
// Dates stay Date objects (timestamptz) on both engines.

/**
 * Opens the database named by `url`: `postgres://…` for a PostgreSQL server, otherwise embedded
 * PGlite in the directory `dataDir` (or in memory when `dataDir` is 'memory://'). Migrations are
 * applied as the connecting role before the application role is taken.
 */
export async function createDb(options: {
  url?: string;
  dataDir: string;
  /** Derives the passwords of the shops' reader roles on PostgreSQL; unset, random per process. */
  readerSecret?: string;
  /**
   * PGlite only: a tarball from `dumpDataDir` that a new database starts as a copy of (tests start
   * each database from one migrated copy instead of migrating every one).
   */
  startFrom?: string;
}): Promise<DbHandle> {
  if (options.url?.startsWith('postgres')) return openPostgres(options.url, options.readerSecret);
  return openPglite(options.dataDir, options.startFrom);
}

/**
 * PGlite's page cache, inside the process's own memory. PostgreSQL's default (128 MB) is filled at
 * start-up and held for good, and it only duplicates the operating system's file cache, which
 * PGlite reads its data directory through. 32 MB took 98 MB off an import's peak (638 → 540 MB at
 * 200,000 orders, same speed) and cost the reports at most a tenth (docs/ARCHITECTURE.md).
 */
const PGLITE_SHARED_BUFFERS = '32MB';

/**
 * PGlite runs in a thread of its own (pglite-thread/), so its statements never block the HTTP
 * server's thread; its one connection is shared by a request lane and a background lane.
 */
async function openPglite(dataDir: string, startFrom: string | undefined): Promise<DbHandle> {
  if (!dataDir.startsWith('memory://')) mkdirSync(dataDir, { recursive: true });
  const session = await openPGliteThread(
    dataDir,
    ['-c', `shared_buffers=${PGLITE_SHARED_BUFFERS}`],
    startFrom,
  );
  const gate = new ConnectionGate();
  const db = new Kysely<Database>({ dialect: new PGliteDialect(session, gate, 'request') });
  const backgroundDb = new Kysely<Database>({ dialect: new PGliteDialect(session, gate, 'background') });
  await migrate(db);
  await sql`SET ROLE ${sql.id(APP_ROLE)}`.execute(db);
  return {
    db,
    backgroundDb,
    engine: 'pglite',
    shopReader: createPgliteShopReader(session, gate, APP_ROLE),
    requestWaitMs: () => gate.oldestRequestWaitMs(),
    reclaimDeadRows: () => reclaimDeadRows(session, gate, APP_ROLE),
    dumpDataDir: () => session.dumpDataDir(),
    async close() {
      await db.destroy();
      await backgroundDb.destroy();
      await session.close();
    },
  };
}

async function openPostgres(url: string, readerSecret: string | undefined): Promise<DbHandle> {
  const owner = new Kysely<Database>({
    dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: url, max: 1 }) }),
  });
  await migrate(owner);
  await owner.destroy();

  // Requests: a statement that runs longer than a request may is cancelled, and a transaction
  // left idle is ended, so neither holds a pooled connection even where no abort reaches it.
  const pool = openPool(url, Number(process.env.DB_POOL_SIZE ?? 10), {
    statement_timeout: REQUEST_STATEMENT_TIMEOUT_MS,
    idle_in_transaction_session_timeout: REQUEST_STATEMENT_TIMEOUT_MS,
  });
  // A request whose client has gone away gives its connection up (request-signal.ts).
  const server = new pg.Client({ connectionString: url });
  releaseConnectionsOnAbort(pool, { host: server.host, port: server.port });
  const background = openPool(url, Number(process.env.DB_JOB_POOL_SIZE ?? 3), {});
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  const backgroundDb = new Kysely<Database>({ dialect: new PostgresDialect({ pool: background }) });
  return {
    db,
    backgroundDb,
    engine: 'postgres',
    shopReader: createPostgresShopReader(url, readerSecret),
    requestWaitMs: watchWaits(pool),
    async close() {
      await Promise.all([db.destroy(), backgroundDb.destroy()]);
    },
  };
}

/**
 * The longest a request's statement may run on PostgreSQL. The slowest report takes well under a
 * second (bench/README.md); exports stream in pages far shorter than this.
 */
export const REQUEST_STATEMENT_TIMEOUT_MS = 30_000;

/** Tracks when each pending `pool.connect()` began; returns the age of the oldest one. */
function watchWaits(pool: pg.Pool): () => number {
  const pending = new Set<{ since: number }>();
  const connect = pool.connect.bind(pool) as () => Promise<pg.PoolClient>;
  pool.connect = (async () => {
    const wait = { since: Date.now() };
    pending.add(wait);
    try {
      return await connect();
    } finally {
      pending.delete(wait);
    }
  }) as typeof pool.connect;
  return () => {
    let oldest = Number.POSITIVE_INFINITY;
    for (const wait of pending) oldest = Math.min(oldest, wait.since);
    return pending.size === 0 ? 0 : Date.now() - oldest;
  };
}

function openPool(url: string, max: number, settings: Partial<pg.PoolConfig>): pg.Pool {
  // No JIT compilation: the application's statements are either short reads of rollups or bulk
  // work planned on estimates far above the rows they meet, and either way JIT's compile time
  // (inlining and optimising on those estimates: 0.3–1 s a statement) was what they paid for it.
  // The refresh of the customers' journeys after a 1M-order import took 85 s with it and 31 s
  // without; after 1,000 orders added, 1.5 s and 0.14 s (bench/README.md).
  const pool = new pg.Pool({ connectionString: url, max, options: '-c jit=off', ...settings });
  // Every pooled connection takes the application role before its first query (queries queue in order)
  // and can bulk-load temporary tables with COPY (copyIntoTempTable).
  // An idle connection the server ends (restart, failover, a dropped database) is replaced on next
  // use; without a listener its error would crash the process.
  pool.on('error', (error) => console.warn(`[db] idle connection closed: ${error.message}`));
  pool.on('connect', (client) => {
    enableCopyFromText(client);
    client.query(`SET ROLE ${APP_ROLE}`).catch(() => client.release(true));
  });
  return pool;
}
