import { copyIntoTempTable, copyLine, type Database } from '@ziskomer/db';
import { sql, type Transaction } from 'kysely';

export interface StagedLine {
  orderKey: string;
  line: number;
  /** The file's run of consecutive lines with this order key (see migration 0041). */
  run: number;
  fields: readonly string[];
}

/**
 * Stores a chunk of an order file's lines in `import_lines`: COPY into a temporary table (no
 * row-level security applies there), then one `INSERT … SELECT` under the shop's policy.
 *
 * PostgreSQL text cannot hold NUL, which a broken export may contain: such a field is stored
 * without it and its index kept in `nul_fields`, so the reader can restore the mark and the
 * order mapper still refuses the line with `nul_byte`, as it does when it reads the file.
 */
export async function insertImportLines(
  trx: Transaction<Database>,
  shopId: string,
  importId: string,
  lines: readonly StagedLine[],
): Promise<void> {
  if (lines.length === 0) return;
  await sql`
    CREATE TEMP TABLE IF NOT EXISTS import_line_batch (
      order_key text NOT NULL, line_no bigint NOT NULL, run_no bigint NOT NULL, fields text[] NOT NULL,
      nul_fields int[]
    ) ON COMMIT DROP`.execute(trx);
  let text = '';
  for (const { orderKey, line, run, fields } of lines) {
    const nulFields: number[] = [];
    const stored = fields.map((field, index) => {
      if (!field.includes('\u0000')) return field;
      nulFields.push(index);
      return field.replaceAll('\u0000', '');
    });
    text += copyLine([
      orderKey.replaceAll('\u0000', ''),
      line,
      run,
      toArrayLiteral(stored),
      nulFields.length > 0 ? `{${nulFields.join(',')}}` : null,
    ]);
  }
  await copyIntoTempTable(
    trx,
    'import_line_batch',
    ['order_key', 'line_no', 'run_no', 'fields', 'nul_fields'],
    text,
  );
  await sql`
    INSERT INTO import_lines (shop_id, import_id, order_key, line_no, run_no, fields, nul_fields)
    SELECT ${shopId}::uuid, ${importId}::uuid, order_key, line_no, run_no, fields, nul_fields
    FROM pg_temp.import_line_batch`.execute(trx);
  await sql`TRUNCATE pg_temp.import_line_batch`.execute(trx);
}

/** A text[] literal: every element quoted, with its backslashes and quotes escaped. */
function toArrayLiteral(fields: readonly string[]): string {
  return `{${fields.map((field) => `"${field.replace(/[\\"]/g, '\\$&')}"`).join(',')}}`;
}
