import type { Database } from '@ziskomer/db';
import { type Kysely, sql } from 'kysely';

export interface ImportErrorValues {
  line: number;
  column: string | null;
  code: string;
  messageCs: string;
  messageEn: string;
  rawValue: string | null;
}

/** Stores row errors of an import in one statement. */
export async function insertImportErrors(
  db: Kysely<Database>,
  shopId: string,
  importId: string,
  errors: ImportErrorValues[],
): Promise<void> {
  if (errors.length === 0) return;
  await sql`
    INSERT INTO import_errors (shop_id, import_id, line_no, column_name, code, message_cs, message_en, raw_value)
    SELECT ${shopId}::uuid, ${importId}::uuid, e.*
    FROM unnest(
      ${errors.map((e) => e.line)}::bigint[],
      ${errors.map((e) => e.column)}::text[],
      ${errors.map((e) => e.code)}::text[],
      ${errors.map((e) => e.messageCs)}::text[],
      ${errors.map((e) => e.messageEn)}::text[],
      ${errors.map((e) => e.rawValue)}::text[]
    ) AS e`.execute(db);
}
