import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type Kysely, sql } from 'kysely';

const MIGRATIONS_DIR = join(import.meta.dirname, 'migrations');

/** Applies the forward-only SQL files of ./migrations in name order, each once, each in a transaction. */
export async function migrate<DB>(db: Kysely<DB>): Promise<string[]> {
  await sql`CREATE TABLE IF NOT EXISTS schema_migrations (
    name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())`.execute(db);
  // One migrator at a time when several servers start together.
  const applied: string[] = [];
  await db.transaction().execute(async (trx) => {
    await sql`SELECT pg_advisory_xact_lock(727274)`.execute(trx);
    const done = await sql<{ name: string }>`SELECT name FROM schema_migrations`.execute(trx);
    const doneNames = new Set(done.rows.map((row) => row.name));
    const files = readdirSync(MIGRATIONS_DIR)
      .filter((name) => name.endsWith('.sql'))
      .sort();
    for (const name of files) {
      if (doneNames.has(name)) continue;
      await sql.raw(readFileSync(join(MIGRATIONS_DIR, name), 'utf8')).execute(trx);
      await sql`INSERT INTO schema_migrations (name) VALUES (${name})`.execute(trx);
      applied.push(name);
    }
  });
  return applied;
}
