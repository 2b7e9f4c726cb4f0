/** Codes of problems with a whole file (or a structure no row-level policy can skip past). */
export type ImportFileErrorCode =
  | 'empty_file'
  | 'header_only'
  | 'too_many_columns'
  | 'duplicate_header'
  | 'missing_columns'
  | 'unknown_column'
  | 'invalid_encoding'
  | 'mixed_encoding'
  | 'unexpected_utf8'
  | 'unclosed_quote'
  | 'invalid_quote'
  | 'record_too_large'
  | 'compressed_file'
  | 'file_missing'
  | 'rejected_row'
  | 'internal';

/**
 * A problem that stops an import: bad bytes for the chosen encoding, broken CSV quoting, an
 * oversized record. Carries the 1-based line it was found on, for the user and the error report.
 */
export class ImportFileError extends Error {
  constructor(
    readonly code: ImportFileErrorCode,
    readonly line: number | null,
    readonly params: Record<string, string | number> = {},
    readonly column: string | null = null,
  ) {
    super(`${code}${line === null ? '' : ` at line ${line}`}`);
  }
}
