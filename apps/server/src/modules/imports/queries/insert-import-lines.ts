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
 * One staged line in COPY text. The fields travel as a JSON array (see migration 0041 for why).
 * The stager encodes each line as it reads it, so the parsed fields die young instead of being
 * held, and promoted by the garbage collector, until their chunk is written.
 */
export function encodeImportLine({ orderKey, line, run, fields }: StagedLine): string {
  // Text cannot hold NUL; the line is refused for its NUL anyway (the fields keep it, escaped).
  const key = orderKey.includes('\u0000') ? orderKey.replaceAll('\u0000', '') : orderKey;
  return copyLine([key, line, run, JSON.stringify(fields)]);
}

/**
 * Stores a chunk of an order file's lines (encodeImportLine, joined) in `import_lines`: COPY into
 * a temporary table (no row-level security applies there), then one `INSERT … SELECT` under the
 * shop's policy.
 */
export async function insertImportLines(
  trx: Transaction<Database>,
  shopId: string,
  importId: string,
  copyText: string,
): Promise<void> {
  if (copyText.length === 0) return;
  await sql`
    CREATE TEMP TABLE IF NOT EXISTS import_line_batch (
      order_key text NOT NULL, line_no bigint NOT NULL, run_no bigint NOT NULL, fields text NOT NULL
    ) ON COMMIT DROP`.execute(trx);
  await copyIntoTempTable(trx, 'import_line_batch', ['order_key', 'line_no', 'run_no', 'fields'], copyText);
  await sql`
    INSERT INTO import_lines (shop_id, import_id, order_key, line_no, run_no, fields)
    SELECT ${shopId}::uuid, ${importId}::uuid, order_key, line_no, run_no, fields
    FROM pg_temp.import_line_batch`.execute(trx);
  await sql`TRUNCATE pg_temp.import_line_batch`.execute(trx);
}
