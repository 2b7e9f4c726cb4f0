import { type Import, type ImportOptions, importOptionsSchema } from '@ziskomer/contracts';
import type { Language } from '@ziskomer/i18n';
import { describeImportProblem } from './describe-import-problem.ts';
import { fromStoredKind } from './import-kind.ts';
import type { ImportRow } from './queries/insert-import.ts';

/** An import as the API shows it; the error text is in the caller's language. */
export function toImport(row: ImportRow, language: Language): Import {
  const counts = {
    inserted: Number(row.inserted),
    updated: Number(row.updated),
    unchanged: Number(row.unchanged),
    duplicates: Number(row.duplicates),
    rejected: Number(row.rejected),
  };
  const current = Number(row.bytes_done);
  const total = Number(row.bytes_total);
  const finished = row.status === 'completed';
  // Below 100 % until the import has really finished, however close the bytes are.
  const percentage = finished ? 100 : total > 0 ? Math.min(99, Math.floor((current / total) * 100)) : 0;
  const line = row.error_line === null ? null : Number(row.error_line);
  return {
    id: row.id,
    kind: fromStoredKind(row.kind),
    source: row.source,
    fileName: row.file_name,
    status: row.status,
    options: parseOptions(row.options),
    counts: { orders: Object.values(counts).reduce((sum, n) => sum + n, 0), ...counts },
    progress: {
      current,
      total,
      percentage,
      recordsProcessed: Number(row.processed_rows),
      totalRecords: row.total_rows === null ? null : Number(row.total_rows),
    },
    error: row.error_code
      ? { code: row.error_code, line, column: row.error_column, message: describeError(row, line, language) }
      : null,
    createdBy: row.created_by,
    createdAt: row.created_at.toISOString(),
    startedAt: row.started_at?.toISOString() ?? null,
    finishedAt: row.finished_at?.toISOString() ?? null,
  };
}

function parseOptions(options: Record<string, unknown> | null): ImportOptions | null {
  if (!options) return null;
  const parsed = importOptionsSchema.safeParse(options);
  return parsed.success ? parsed.data : null;
}

/** The error's text; a rejected file names the reason its first invalid row was refused. */
function describeError(row: ImportRow, line: number | null, language: Language): string {
  const params: Record<string, string | number> = {
    line: line ?? '',
    column: row.error_column ?? '',
    ...(row.error_params ?? {}),
  };
  if (row.error_code === 'rejected_row' && typeof params.reasonCode === 'string') {
    params.reason = describeImportProblem(params.reasonCode, params, language).replace(/\.$/, '');
  }
  return describeImportProblem(row.error_code ?? 'internal', params, language);
}
