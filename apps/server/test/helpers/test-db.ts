import { randomBytes } from 'node:crypto';
import { createDb, type DbHandle, type Engine } from '@ziskomer/db';
import pg from 'pg';

/** The engines every data test runs on: PGlite always, PostgreSQL when TEST_DATABASE_URL is set. */
export const testEngines: Engine[] = process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

/**
 * A fresh, empty, migrated database: in-memory PGlite (or PGlite in `pgliteDataDir`, on disk as
 * the server keeps it), or a new database on the PostgreSQL server that is dropped again on
 * close, so runs never see each other's data.
 */
export async function createTestDb(
  engine: Engine,
  pgliteDataDir = 'memory://',
): Promise<DbHandle & { url?: string }> {
  if (engine === 'pglite') return createDb({ dataDir: pgliteDataDir });
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error('TEST_DATABASE_URL is not set');
  const name = `ziskomer_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await createDb({ url: url.toString(), dataDir: 'memory://' });
  return {
    ...handle,
    // For a second connection pool on the same database (a second server process in tests).
    url: url.toString(),
    async close() {
      await handle.close();
      await handle.shopReader.dropCreatedRoles();
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    },
  };
}
