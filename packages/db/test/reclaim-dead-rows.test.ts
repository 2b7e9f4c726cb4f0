import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { APP_ROLE, createDb } from '../src/create-db.ts';

/** Embedded PGlite's own vacuum (reclaim-dead-rows.ts): PostgreSQL's autovacuum does it there. */
describe('reclaiming dead rows on embedded PGlite', () => {
  it('truncates emptied tables, vacuums the rest past the rule, and hands the connection back in the application role', async () => {
    const handle = await createDb({ dataDir: 'memory://' });
    const { db } = handle;
    try {
      await sql`RESET ROLE`.execute(db);
      await sql`
        CREATE TABLE test_marks (id int PRIMARY KEY);
        CREATE TABLE test_rollup (id int PRIMARY KEY, pad text);
        CREATE TABLE test_referenced (id int PRIMARY KEY);
        CREATE TABLE test_referring (id int REFERENCES test_referenced);
        CREATE TABLE test_few (id int PRIMARY KEY);
        INSERT INTO test_marks SELECT g FROM generate_series(1, 2000) g;
        INSERT INTO test_rollup SELECT g, repeat('x', 100) FROM generate_series(1, 2000) g;
        INSERT INTO test_referenced SELECT g FROM generate_series(1, 2000) g;
        INSERT INTO test_few SELECT g FROM generate_series(1, 2000) g;
        DELETE FROM test_marks;
        DELETE FROM test_rollup WHERE id > 500;
        DELETE FROM test_referenced;
        DELETE FROM test_few WHERE id <= 100;`.execute(db);
      await sql`SET ROLE ${sql.id(APP_ROLE)}`.execute(db);

      const reclaimed = await handle.reclaimDeadRows!();
      const byTable = Object.fromEntries(reclaimed.map((table) => [table.table, table]));
      expect(byTable.test_marks).toMatchObject({ how: 'truncated', deadRows: 2000 });
      expect(byTable.test_rollup).toMatchObject({ how: 'vacuumed', deadRows: 1500 });
      // Empty, but another table's foreign key refers to it: vacuumed instead.
      expect(byTable.test_referenced).toMatchObject({ how: 'vacuumed', deadRows: 2000 });
      // 100 dead rows among 1,900 live ones stay below 50 + 20 % of the live rows.
      expect(byTable.test_few).toBeUndefined();

      const after = await sql<{ role: string; marks_bytes: string; rollup_rows: string }>`
        SELECT current_user AS role, pg_relation_size('test_marks')::text AS marks_bytes,
               (SELECT count(*) FROM test_rollup)::text AS rollup_rows`.execute(db);
      expect(after.rows[0]).toEqual({ role: APP_ROLE, marks_bytes: '0', rollup_rows: '500' });

      // Nothing left to reclaim: a second pass does nothing.
      expect((await handle.reclaimDeadRows!()).filter((table) => table.table.startsWith('test_'))).toEqual(
        [],
      );
    } finally {
      await handle.close();
    }
  });
});
