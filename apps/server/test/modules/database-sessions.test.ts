import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb, testEngines } from '../helpers/test-db.ts';

/**
 * The settings every application connection starts with. JIT compilation is off: the refresh of
 * a 1M-order shop's journeys spent more than half its time compiling (bench/README.md), and a
 * report's short read paid up to 280 ms for it. PGlite is built without JIT.
 */
describe.each(testEngines)('database sessions on %s', (engine) => {
  let handle: Awaited<ReturnType<typeof createTestDb>>;
  beforeAll(async () => {
    handle = await createTestDb(engine);
  });
  afterAll(async () => {
    await handle.close();
  });

  it('compile no statement just in time, for requests and for background work', async () => {
    for (const db of [handle.db, handle.backgroundDb]) {
      const session = await sql<{ jit: string; available: boolean }>`
        SELECT current_setting('jit') AS jit, pg_jit_available() AS available`.execute(db);
      // PGlite keeps PostgreSQL's default setting but has no compiler to use it.
      if (engine === 'pglite') expect(session.rows[0]).toMatchObject({ jit: 'on', available: false });
      else expect(session.rows[0]?.jit).toBe('off');
    }
  });
});
