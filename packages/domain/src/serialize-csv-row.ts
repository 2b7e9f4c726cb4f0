/**
 * One CSV record (RFC 4180): a field is quoted when it contains the delimiter, a quote, a line
 * break, or begins or ends with a space; quotes inside are doubled. Ends with CRLF. Formula
 * escaping is the caller's choice (`sanitizeCsvCell`), so that a round trip stays exact.
 */
export function serializeCsvRow(cells: readonly string[], delimiter = ';'): string {
  return `${cells.map((cell) => quoteCsvField(cell, delimiter)).join(delimiter)}\r\n`;
}

function quoteCsvField(cell: string, delimiter: string): string {
  const needsQuotes =
    cell.includes(delimiter) ||
    cell.includes('"') ||
    cell.includes('\n') ||
    cell.includes('\r') ||
    cell.startsWith(' ') ||
    cell.endsWith(' ');
  return needsQuotes ? `"${cell.replaceAll('"', '""')}"` : cell;
}
