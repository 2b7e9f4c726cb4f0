import { sanitizeCsvCell, serializeCsvRow } from '@ziskomer/domain';

type Cell = string | number | boolean | null | undefined;

/** One page of a CSV export; an empty page ends the file. */
export interface CsvPages {
  /** The first page, read before the response starts: in the request's own transaction. */
  first: () => Promise<Cell[][]>;
  /** Each later page, read as the client takes the file: each in a short transaction of its own. */
  next: () => Promise<Cell[][]>;
}

/**
 * A CSV download produced page by page as the client reads it (never the whole file in memory):
 * UTF-8 with a BOM and `;` delimiters, as Czech Excel opens it, every cell escaped against
 * formula injection.
 *
 * A download must never end early looking complete. So the first page is read before the first
 * byte: bad input or a failing database answers with an ordinary error status. A failure after
 * that errors the stream, which makes the server abort the chunked response (no final chunk): the
 * client gets a network error, never a clean end. The cause is logged under `label`; the client
 * never sees the database's text.
 */
export async function createCsvStream(
  header: string[],
  pages: CsvPages,
  label: string,
): Promise<ReadableStream<Uint8Array>> {
  const encoder = new TextEncoder();
  const encodeRows = (rows: Cell[][]) =>
    rows.map((row) => serializeCsvRow(row.map(sanitizeCsvCell))).join('');
  const first = await pages.first();
  let ended = first.length === 0;
  return new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(
        encoder.encode(`\ufeff${serializeCsvRow(header.map(sanitizeCsvCell))}${encodeRows(first)}`),
      );
      if (ended) controller.close();
    },
    async pull(controller) {
      if (ended) return;
      let rows: Cell[][];
      try {
        rows = await pages.next();
      } catch (error) {
        ended = true;
        console.error(`[error] ${label}: the CSV export failed mid-stream; the response is aborted`, error);
        controller.error(new Error('The CSV export failed'));
        return;
      }
      if (rows.length === 0) {
        ended = true;
        controller.close();
      } else controller.enqueue(encoder.encode(encodeRows(rows)));
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
