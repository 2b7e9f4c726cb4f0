import type { ConnectionGate } from './connection-gate.ts';
import type { PGliteSession } from './pglite-thread.ts';

export interface ReclaimedTable {
  table: string;
  deadRows: number;
  /** Truncated: every row was dead (a queue of marks, emptied). Vacuumed: some rows live. */
  how: 'truncated' | 'vacuumed';
  ms: number;
}

/**
 * Embedded PGlite has no autovacuum, and the application role owns no table, so nothing else ever
 * vacuums: every mark a refresh deletes and every rollup row it rewrites stays behind as a dead
 * row, and the tables grow and are read slower for good (after one import of 200,000 orders the
 * pair marks held 273,000 dead rows, 48 MB, and no live one).
 *
 * This pass takes the tables whose dead rows pass autovacuum's default rule (more than 50 + 20 %
 * of the live rows, by the statistics) and, one table per hold
 * of the connection: truncates a table whose rows are all dead (locked, checked empty, then
 * truncated: a moment, whatever its size), else vacuums it. The background lane holds the
 * connection, so a waiting request goes first between two tables; each hold runs as the session's
 * own user (who owns the tables) and gives the connection back in the application role.
 */
export async function reclaimDeadRows(
  session: PGliteSession,
  gate: ConnectionGate,
  appRole: string,
): Promise<ReclaimedTable[]> {
  const candidates = await holding(gate, async () => {
    // The statistics are sent at most once a second; this sends the pending ones now.
    await session.query('SELECT pg_stat_force_next_flush()');
    return session.query<{ table: string; live: number; dead: number }>(
      `SELECT relname AS table, n_live_tup::float8 AS live, n_dead_tup::float8 AS dead
       FROM pg_stat_user_tables
       WHERE schemaname = 'public' AND n_dead_tup > 50 + 0.2 * n_live_tup
       ORDER BY n_dead_tup DESC`,
    );
  });
  const reclaimed: ReclaimedTable[] = [];
  for (const { table, live, dead } of candidates.rows) {
    const started = performance.now();
    const how = await holding(gate, async () => {
      await session.exec('RESET ROLE');
      try {
        const name = `public.${quoteIdentifier(table)}`;
        if (live === 0 && (await truncateIfEmpty(session, name))) return 'truncated';
        await session.exec(`VACUUM ${name}`);
        return 'vacuumed';
      } finally {
        await session.exec(`SET ROLE ${quoteIdentifier(appRole)}`);
      }
    });
    reclaimed.push({ table, deadRows: dead, how, ms: Math.round(performance.now() - started) });
  }
  return reclaimed;
}

/**
 * Truncates the table when it holds no live row, checked with it locked against every other use;
 * false when it holds one, or cannot be truncated (another table's foreign key refers to it).
 */
async function truncateIfEmpty(session: PGliteSession, name: string): Promise<boolean> {
  await session.exec('BEGIN');
  try {
    await session.exec(`LOCK TABLE ${name} IN ACCESS EXCLUSIVE MODE`);
    const { rows } = await session.query<{ any: boolean }>(`SELECT EXISTS (SELECT 1 FROM ${name}) AS any`);
    if (rows[0]?.any) {
      await session.exec('ROLLBACK');
      return false;
    }
    await session.exec(`TRUNCATE ${name}`);
    await session.exec('COMMIT');
    return true;
  } catch {
    await session.exec('ROLLBACK');
    return false;
  }
}

async function holding<T>(gate: ConnectionGate, work: () => Promise<T>): Promise<T> {
  const release = await gate.acquire('background');
  try {
    return await work();
  } finally {
    release();
  }
}

function quoteIdentifier(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}
