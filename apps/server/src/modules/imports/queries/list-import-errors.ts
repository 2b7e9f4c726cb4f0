import type { Database } from '@ziskomer/db';
import type { Kysely } from 'kysely';

export interface ImportErrorRow {
  id: number;
  line: number;
  column: string | null;
  code: string;
  messageCs: string;
  messageEn: string;
  rawValue: string | null;
}

/** Row errors of an import in file order, from after `afterId` (keyset paging for streamed exports). */
export async function listImportErrors(
  db: Kysely<Database>,
  shopId: string,
  importId: string,
  options: { afterId?: number; limit: number },
): Promise<ImportErrorRow[]> {
  const rows = await db
    .selectFrom('import_errors')
    .select(['id', 'line_no', 'column_name', 'code', 'message_cs', 'message_en', 'raw_value'])
    .where('shop_id', '=', shopId)
    .where('import_id', '=', importId)
    .where('id', '>', options.afterId ?? 0)
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
