import { sanitizeCsvCell, serializeCsvRow } from '@ziskomer/domain';

type Cell = string | number | boolean | null | undefined;

/**
 * A CSV download produced page by page as the client reads it (never the whole file in memory):
 * UTF-8 with a BOM and `;` delimiters, as Czech Excel opens it, every cell escaped against
 * formula injection. `nextPage` returns rows until it returns an empty page.
 */
export function createCsvStream(
  header: string[],
  nextPage: () => Promise<Cell[][]>,
): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  const encodeRows = (rows: Cell[][]) =>
    encoder.encode(rows.map((row) => serializeCsvRow(row.map(sanitizeCsvCell))).join(''));
  return new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode(`\ufeff${serializeCsvRow(header.map(sanitizeCsvCell))}`));
    },
    async pull(controller) {
      const rows = await nextPage();
      if (rows.length === 0) controller.close();
      else controller.enqueue(encodeRows(rows));
    },
  });
}

/** A money amount for a Czech spreadsheet: decimal comma, two places, still a number when opened. */
export function formatCsvAmount(value: number | string): string {
  return Number(value).toFixed(2).replace('.', ',');
}

export function csvHeaders(fileName: string): Record<string, string> {
  return {
    'content-type': 'text/csv; charset=utf-8',
    'content-disposition': `attachment; filename="${fileName}"`,
    'cache-control': 'no-store',
  };
}
