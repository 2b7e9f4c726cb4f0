import type { Database } from '@ziskomer/db';
import { type Kysely, sql } from 'kysely';
import type { LinePosition } from './read-import-lines.ts';

/**
 * Deletes up to `limit` staged lines of an import in reading order, after `after` (from the first
 * when null). Returns how many went and the
 * position of the last one: callers repeat it in short transactions from there, so removing a
 * million lines never holds embedded PGlite's one connection for long. Each call starts at its
 * position in the primary key instead of at the import's first line, which would walk over the
 * entries of every line deleted before (they stay in the index until a vacuum): that made each
 * chunk slower than the one before, 0.5–1.4 s each by the end of 500,000 lines.
 */
export async function deleteImportLines(
  db: Kysely<Database>,
  shopId: string,
  importId: string,
  chunk: { after: LinePosition | null; limit: number },
): Promise<{ deleted: number; last: LinePosition | null }> {
  const { after, limit } = chunk;
  // The lines are found in the primary key's order and deleted by their row addresses (a TID
  // scan): deleted as a join on the key, every chunk was planned to scan the whole table.
  const result = await sql<{ deleted: string | number; last_key: string | null; last_line: string | null }>`
    WITH gone AS (
      DELETE FROM import_lines WHERE ctid = ANY(ARRAY(
        SELECT ctid FROM import_lines
        WHERE shop_id = ${shopId} AND import_id = ${importId}
          ${after === null ? sql`` : sql`AND (order_key, line_no) > (${after.orderKey}, ${after.line})`}
        ORDER BY order_key, line_no
        LIMIT ${limit}))
      RETURNING order_key, line_no
    )
    SELECT count(*) AS deleted,
           (array_agg(order_key ORDER BY order_key DESC, line_no DESC))[1] AS last_key,
           (array_agg(line_no ORDER BY order_key DESC, line_no DESC))[1]::text AS last_line
    FROM gone`.execute(db);
  const row = result.rows[0];
  const deleted = Number(row?.deleted ?? 0);
  const last =
    row?.last_key != null && row.last_line != null
      ? { orderKey: row.last_key, line: Number(row.last_line) }
      : null;
  return { deleted, last };
}

/**
 * Empties `import_lines` when it holds no line but this import's (migration 0075): instant, and
 * nothing is left for a vacuum. False when another import has lines staged or the table is busy.
 */
export async function clearImportLines(
  db: Kysely<Database>,
  shopId: string,
  importId: string,
): Promise<boolean> {
  const result = await sql<{ cleared: boolean }>`
    SELECT clear_import_lines(${shopId}::uuid, ${importId}::uuid) AS cleared`.execute(db);
  return result.rows[0]?.cleared === true;
}
