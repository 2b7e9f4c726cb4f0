import { mkdirSync } from 'node:fs';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { enableCopyFromText } from './copy-into-temp-table.ts';
import { migrate } from './migrate.ts';
import { PGliteDialect } from './pglite-dialect.ts';
import { ConnectionGate } from './pglite-thread/connection-gate.ts';
import { openPGliteThread } from './pglite-thread/pglite-thread.ts';
import type { Database } from './schema.ts';

export type Engine = 'pglite' | 'postgres';

export interface DbHandle {
  /** For requests. */
  db: Kysely<Database>;
  /**
   * For background work (jobs): on PostgreSQL a pool of its own, on PGlite the same connection
   * given to requests first, so background work never holds a connection a request needs.
   */
  backgroundDb: Kysely<Database>;
  engine: Engine;
  /** Callers waiting for a connection now (PGlite), for the health check. */
  queued(): { request: number; background: number };
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
export async function createDb(options: { url?: string; dataDir: string }): Promise<DbHandle> {
  if (options.url?.startsWith('postgres')) return openPostgres(options.url);
  return openPglite(options.dataDir);
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
async function openPglite(dataDir: string): Promise<DbHandle> {
  if (!dataDir.startsWith('memory://')) mkdirSync(dataDir, { recursive: true });
  const session = await openPGliteThread(dataDir, ['-c', `shared_buffers=${PGLITE_SHARED_BUFFERS}`]);
  const gate = new ConnectionGate();
  const db = new Kysely<Database>({ dialect: new PGliteDialect(session, gate, 'request') });
  const backgroundDb = new Kysely<Database>({ dialect: new PGliteDialect(session, gate, 'background') });
  await migrate(db);
  await sql`SET ROLE ${sql.id(APP_ROLE)}`.execute(db);
  return {
    db,
    backgroundDb,
    engine: 'pglite',
    queued: () => gate.queued,
    async close() {
      await db.destroy();
      await backgroundDb.destroy();
      await session.close();
    },
  };
}

async function openPostgres(url: string): Promise<DbHandle> {
  const owner = new Kysely<Database>({
    dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: url, max: 1 }) }),
  });
  await migrate(owner);
  await owner.destroy();

  const pool = new pg.Pool({ connectionString: url, max: Number(process.env.DB_POOL_SIZE ?? 10) });
  // Every pooled connection takes the application role before its first query (queries queue in order)
  // and can bulk-load temporary tables with COPY (copyIntoTempTable).
  // An idle connection the server ends (restart, failover, a dropped database) is replaced on next
  // use; without a listener its error would crash the process.
  pool.on('error', (error) => console.warn(`[db] idle connection closed: ${error.message}`));
  pool.on('connect', (client) => {
    enableCopyFromText(client);
    client.query(`SET ROLE ${APP_ROLE}`).catch(() => client.release(true));
  });
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  return {
    db,
    backgroundDb: db,
    engine: 'postgres',
    queued: () => ({ request: pool.waitingCount, background: 0 }),
    async close() {
      await db.destroy();
    },
  };
}
