import { sanitizeCsvCell, serializeCsvRow } from '@ziskomer/domain';

export type CsvCell = string | number | boolean | null | undefined;

/**
 * A report table as a CSV file (';'-separated, UTF-8 with a byte order mark, so Czech Excel opens
 * it with its diacritics), cells starting with = + - @ escaped against formula injection.
 */
export function toCsv(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  const lines = [serializeCsvRow(header.map((cell) => sanitizeCsvCell(cell)))];
  for (const row of rows) lines.push(serializeCsvRow(row.map((cell) => sanitizeCsvCell(cell))));
  return `\uFEFF${lines.join('')}`;
}

/** Saves a CSV built in the browser under `fileName`. */
export function downloadCsv(
  fileName: string,
  header: readonly string[],
  rows: readonly (readonly CsvCell[])[],
) {
  const url = URL.createObjectURL(new Blob([toCsv(header, rows)], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
