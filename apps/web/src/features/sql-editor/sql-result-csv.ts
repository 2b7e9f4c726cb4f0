import type { SqlResult } from '@ziskomer/contracts';
import type { CsvCell } from '../analytics/shared/download-csv.ts';

/** A result's cells as CSV cells: JSON values as their text; formula escaping is toCsv's. */
export function resultToCsvRows(result: Pick<SqlResult, 'rows'>): CsvCell[][] {
  return result.rows.map((row) =>
    row.map((cell) => (cell !== null && typeof cell === 'object' ? JSON.stringify(cell) : (cell as CsvCell))),
  );
}
