import type { CsvDelimiter, DecimalSeparator } from '@ziskomer/contracts';

/** i18n key suffixes of option values that are not valid key names themselves. */
export const DELIMITER_KEYS: Record<CsvDelimiter, string> = { ';': 'semicolon', ',': 'comma', '\t': 'tab' };
export const DECIMAL_KEYS: Record<DecimalSeparator, string> = { ',': 'comma', '.': 'dot' };

/** Analysis problems that the column mapping step resolves, not the file check. */
export const MAPPING_PROBLEM_CODES: ReadonlySet<string> = new Set([
  'missing_columns',
  'unknown_column',
  'duplicate_header',
]);
