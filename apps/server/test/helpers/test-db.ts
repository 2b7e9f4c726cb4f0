import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createDb, type DbHandle, type Engine } from '@ziskomer/db';
import pg from 'pg';

/** The engines every data test runs on: PGlite always, PostgreSQL when TEST_DATABASE_URL is set. */
export const testEngines: Engine[] = process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

/**
 * A fresh, empty, migrated database: in-memory PGlite (or PGlite in `pgliteDataDir`, on disk as
 * the server keeps it), or a new database on the PostgreSQL server that is dropped again on
 * close, so runs never see each other's data.
 *
 * Migrating a database takes about 3 s on PGlite and 0.5 s on PostgreSQL, and the suite opens
 * hundreds. So each engine is migrated once per set of migrations, and every in-memory database
 * starts as a copy of that one (0.4 s on PGlite, 0.05 s on PostgreSQL). `createDb` still runs the
 * migrator on the copy, which finds nothing left to apply. The migrations themselves are tested
 * from an empty database by packages/db's tests and by every on-disk database here.
 */
export async function createTestDb(
  engine: Engine,
  pgliteDataDir = 'memory://',
): Promise<DbHandle & { url?: string }> {
  if (engine === 'pglite') {
    if (pgliteDataDir !== 'memory://') return createDb({ dataDir: pgliteDataDir });
    return createDb({ dataDir: pgliteDataDir, startFrom: await pgliteTemplate() });
  }
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error('TEST_DATABASE_URL is not set');
  const name = `ziskomer_test_${randomBytes(6).toString('hex')}`;
  await createPostgresDatabase(serverUrl, name, await postgresTemplate(serverUrl));
  const url = databaseUrl(serverUrl, name);
  const handle = await createDb({ url, dataDir: 'memory://' });
  return {
    ...handle,
    // For a second connection pool on the same database (a second server process in tests).
    url,
    async close() {
      await handle.close();
      await handle.shopReader.dropCreatedRoles();
      await onServer(serverUrl, (admin) => admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    },
  };
}

const ROOT = join(import.meta.dirname, '../../../..');
const MIGRATIONS_DIR = join(ROOT, 'packages/db/src/migrations');

/** Names the migrated copies after what they hold: the migrations' text and PGlite's version. */
function templateKey(): string {
  const hash = createHash('sha256');
  hash.update(
    JSON.parse(readFileSync(join(ROOT, 'node_modules/@electric-sql/pglite/package.json'), 'utf8')).version,
  );
  for (const name of readdirSync(MIGRATIONS_DIR).sort()) {
    hash.update(name);
    hash.update(readFileSync(join(MIGRATIONS_DIR, name)));
  }
  return hash.digest('hex').slice(0, 16);
}

let pgliteTemplatePath: Promise<string> | undefined;

/** The tarball of a migrated PGlite data directory, made once and kept beside node_modules' caches. */
function pgliteTemplate(): Promise<string> {
  pgliteTemplatePath ??= (async () => {
    const dir = join(ROOT, 'node_modules/.cache/ziskomer-test-db');
    const path = join(dir, `pglite-${templateKey()}.tar`);
    if (existsSync(path)) return path;
    const migrated = await createDb({ dataDir: 'memory://' });
    const tarball = await migrated.dumpDataDir!();
    await migrated.close();
    // Written aside and renamed, so a test file in another worker never reads half a tarball.
    mkdirSync(dir, { recursive: true });
    const partial = `${path}.${randomBytes(4).toString('hex')}`;
    writeFileSync(partial, tarball);
    renameSync(partial, path);
    return path;
  })();
  return pgliteTemplatePath;
}

let postgresTemplateName: Promise<string> | undefined;

/** A migrated database on the server that new test databases are created from. */
function postgresTemplate(serverUrl: string): Promise<string> {
  postgresTemplateName ??= (async () => {
    const name = `ziskomer_template_${templateKey()}`;
    const exists = await onServer(serverUrl, (admin) =>
      admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]),
    );
    if (exists.rowCount) return name;
    // Built under a name of its own and renamed when complete: a worker that finds the template
    // finds it migrated, and two workers building at once both end with the same one.
    const building = `${name}_${randomBytes(4).toString('hex')}`;
    await createPostgresDatabase(serverUrl, building);
    const migrated = await createDb({ url: databaseUrl(serverUrl, building), dataDir: 'memory://' });
    await migrated.close();
    await onServer(serverUrl, async (admin) => {
      await admin.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1', [
        building,
      ]);
      try {
        await admin.query(`ALTER DATABASE ${building} RENAME TO ${name}`);
      } catch (error) {
        if ((error as { code?: string }).code !== '42P04') throw error;
        await admin.query(`DROP DATABASE ${building} WITH (FORCE)`);
      }
    });
    return name;
  })();
  return postgresTemplateName;
}

async function createPostgresDatabase(serverUrl: string, name: string, template?: string): Promise<void> {
  await onServer(serverUrl, async (admin) => {
    for (let attempt = 1; ; attempt++) {
      try {
        await admin.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
        return;
      } catch (error) {
        // "source database is being accessed by other users": another worker's build is still
        // letting go of a freshly renamed template.
        if ((error as { code?: string }).code !== '55006' || attempt === 20) throw error;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
  });
}

function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function onServer<T>(serverUrl: string, work: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    return await work(admin);
  } finally {
    await admin.end();
  }
}
