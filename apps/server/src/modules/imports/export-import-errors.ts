import { type Database, withScope } from '@ziskomer/db';
import { catalogues, type Language } from '@ziskomer/i18n';
import type { Kysely, Transaction } from 'kysely';
import { createCsvStream } from '../orders/index.ts';
import { listImportErrors } from './queries/list-import-errors.ts';

const PAGE = 1000;

/**
 * The rejected rows of an import as CSV: line, column, code, reason (in the caller's language)
 * and the raw value, every cell escaped against formula injection (the raw values come straight
 * from the uploaded file). The first page is read in the request's transaction, later ones in
 * their own (createCsvStream).
 */
export function exportImportErrors(
  db: { request: Transaction<Database>; pool: Kysely<Database> },
  scope: { userId: string; shopId: string; importId: string; label: string },
  language: Language,
): Promise<ReadableStream<Uint8Array>> {
  const labels = catalogues[language].importErrors.report;
  let after = { line: 0, id: 0 };
  let done = false;
  const readPage = async (trx: Transaction<Database>) => {
    if (done) return [];
    const rows = await listImportErrors(trx, scope.shopId, scope.importId, { after, limit: PAGE });
    if (rows.length < PAGE) done = true;
    const last = rows.at(-1);
    if (last) after = { line: last.line, id: last.id };
    return rows.map((row) => [
      row.line,
      row.column,
      row.code,
      language === 'cs' ? row.messageCs : row.messageEn,
      row.rawValue,
    ]);
  };
  return createCsvStream(
    [labels.line, labels.column, labels.code, labels.reason, labels.value],
    {
      first: () => readPage(db.request),
      next: () => withScope(db.pool, { userId: scope.userId, shopId: scope.shopId }, readPage),
    },
    scope.label,
  );
}
