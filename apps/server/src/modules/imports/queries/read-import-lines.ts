import type { Database } from '@ziskomer/db';
import { type Kysely, sql } from 'kysely';
import type { StagedLine } from './insert-import-lines.ts';

/** Where a read of staged lines continues: the key and line of the first line not yet read. */
export interface LinePosition {
  orderKey: string;
  line: number;
}

/**
 * Staged lines of an import in the primary key's order (order key, then line), which brings the
 * lines of each order together, from `from` on (inclusive). A keyset read: each page costs the
 * same however far into the file it starts.
 */
export async function readImportLines(
  db: Kysely<Database>,
  shopId: string,
  importId: string,
  from: LinePosition,
  limit: number,
): Promise<StagedLine[]> {
  const { rows } = await sql<{
    order_key: string;
    line_no: string | number;
    run_no: string | number;
    fields: string;
  }>`
    SELECT order_key, line_no, run_no, fields FROM import_lines
    WHERE shop_id = ${shopId} AND import_id = ${importId}
      AND (order_key, line_no) >= (${from.orderKey}, ${from.line})
    ORDER BY order_key, line_no
    LIMIT ${limit}`.execute(db);
  return rows.map((row) => ({
    orderKey: row.order_key,
    line: Number(row.line_no),
    run: Number(row.run_no),
    fields: JSON.parse(row.fields) as string[],
  }));
}

/** The position of the staged line at `offset` (0-based) in the reading order; null past the end. */
export async function findImportLinePosition(
  db: Kysely<Database>,
  shopId: string,
  importId: string,
  offset: number,
): Promise<LinePosition | null> {
  const row = await db
    .selectFrom('import_lines')
    .select(['order_key', 'line_no'])
    .where('shop_id', '=', shopId)
    .where('import_id', '=', importId)
    .orderBy('order_key')
    .orderBy('line_no')
    .offset(offset)
    .limit(1)
    .executeTakeFirst();
  return row ? { orderKey: row.order_key, line: Number(row.line_no) } : null;
}
