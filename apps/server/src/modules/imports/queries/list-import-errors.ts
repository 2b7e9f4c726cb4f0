import type { Database } from '@ziskomer/db';
import { type Kysely, sql } from 'kysely';

export interface ImportErrorRow {
  id: number;
  line: number;
  column: string | null;
  code: string;
  messageCs: string;
  messageEn: string;
  rawValue: string | null;
}

/**
 * Row errors of an import in file order (by line; an order import writes them by order id), from
 * after `after` (keyset paging for streamed exports). At most MAX_STORED_ERRORS rows per import.
 */
export async function listImportErrors(
  db: Kysely<Database>,
  shopId: string,
  importId: string,
  options: { after?: { line: number; id: number }; limit: number },
): Promise<ImportErrorRow[]> {
  const after = options.after ?? { line: 0, id: 0 };
  const rows = await db
    .selectFrom('import_errors')
    .select(['id', 'line_no', 'column_name', 'code', 'message_cs', 'message_en', 'raw_value'])
    .where('shop_id', '=', shopId)
    .where('import_id', '=', importId)
    .where(sql<boolean>`(line_no, id) > (${after.line}, ${after.id})`)
    .orderBy('line_no')
    .orderBy('id')
    .limit(options.limit)
    .execute();
  return rows.map((row) => ({
    id: Number(row.id),
    line: Number(row.line_no),
    column: row.column_name,
    code: row.code,
    messageCs: row.message_cs,
    messageEn: row.message_en,
    rawValue: row.raw_value,
  }));
}

export async function countImportErrors(
  db: Kysely<Database>,
  shopId: string,
  importId: string,
): Promise<number> {
  const row = await db
    .selectFrom('import_errors')
    .select((eb) => eb.fn.countAll<string | number>().as('count'))
    .where('shop_id', '=', shopId)
    .where('import_id', '=', importId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
