import type { Database } from '@ziskomer/db';
import { type Kysely, sql } from 'kysely';

/**
 * Deletes up to `limit` staged lines of an import (all of one order key when `orderKey` is given)
 * and returns how many went: callers repeat it in short transactions, so removing a million lines
 * never holds embedded PGlite's one connection for long.
 */
export async function deleteImportLines(
  db: Kysely<Database>,
  shopId: string,
  importId: string,
  limit: number,
  orderKey?: string,
): Promise<number> {
  const result = await sql`
    DELETE FROM import_lines WHERE (shop_id, import_id, order_key, line_no) IN (
      SELECT shop_id, import_id, order_key, line_no FROM import_lines
      WHERE shop_id = ${shopId} AND import_id = ${importId}
        ${orderKey === undefined ? sql`` : sql`AND order_key = ${orderKey}`}
      LIMIT ${limit})`.execute(db);
  return Number(result.numAffectedRows ?? 0);
}
