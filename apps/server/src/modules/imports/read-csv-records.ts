import { createReadStream } from 'node:fs';
import { Readable } from 'node:stream';
import type { CsvDelimiter, TextEncoding } from '@ziskomer/contracts';
import { CsvError, parse } from 'csv-parse';
import { ImportFileError } from './import-file-error.ts';
import { createStrictDecoder } from './strict-decoder.ts';

/** The longest record read, in characters: a 10 MB field still parses (and fails validation as too long). */
export const MAX_RECORD_CHARS = 16 * 1024 * 1024;
const READ_CHUNK_BYTES = 256 * 1024;

export interface CsvRecord {
  /** 1-based line of the file on which the record starts (the header is line 1). */
  line: number;
  fields: string[];
}

export interface CsvReadProgress {
  /** Bytes of the file read so far (slightly ahead of the records handed out, by the parser's buffer). */
  bytesRead: number;
}

/**
 * Streams the records of a CSV file in bounded memory: file → strict decoder → csv-parse. Quoted
 * fields may hold delimiters and line breaks; `\n`, `\r\n` and `\r` line endings all work; empty
 * lines are skipped; rows may have any number of fields (the caller compares them with the
 * header). Broken quoting and oversized records end the stream with an ImportFileError naming
 * the line where the record started.
 */
export async function* readCsvRecords(
  path: string,
  options: { encoding: TextEncoding; delimiter: CsvDelimiter },
  progress: CsvReadProgress = { bytesRead: 0 },
): AsyncGenerator<CsvRecord> {
  const parser = parse({
    delimiter: options.delimiter,
    relax_column_count: true,
    relax_quotes: true,
    max_record_size: MAX_RECORD_CHARS,
  });
  const source = Readable.from(decodeFile(path, options.encoding, progress), { objectMode: false });
  source.on('error', (error) => parser.destroy(error));
  source.pipe(parser);

  // Lines are counted here, as an editor counts them (CRLF, LF or a lone CR ends one line):
  // csv-parse's own count treats a CRLF inside a quoted field as two lines.
  let linesBefore = 0;
  try {
    for await (const record of parser as AsyncIterable<string[]>) {
      const line = linesBefore + 1;
      linesBefore += 1 + countBreaksInFields(record);
      // An empty line (one empty field) is skipped; an order file never has a single column.
      if (record.length === 1 && record[0] === '') continue;
      yield { line, fields: record };
    }
  } catch (error) {
    throw toImportFileError(error, linesBefore + 1);
  } finally {
    source.destroy();
    parser.destroy();
  }
}

async function* decodeFile(
  path: string,
  encoding: TextEncoding,
  progress: CsvReadProgress,
): AsyncGenerator<string> {
  const decoder = createStrictDecoder(encoding);
  const stream = createReadStream(path, { highWaterMark: READ_CHUNK_BYTES });
  try {
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      progress.bytesRead += chunk.length;
      const text = decoder.write(chunk);
      if (text) yield text;
    }
    const rest = decoder.end();
    if (rest) yield rest;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw new ImportFileError('file_missing', null);
    throw error;
  } finally {
    stream.destroy();
  }
}

function toImportFileError(error: unknown, recordStartLine: number): unknown {
  if (error instanceof ImportFileError || !(error instanceof CsvError)) return error;
  switch (error.code) {
    case 'CSV_QUOTE_NOT_CLOSED':
      return new ImportFileError('unclosed_quote', recordStartLine);
    case 'CSV_MAX_RECORD_SIZE':
      return new ImportFileError('record_too_large', recordStartLine, { max: MAX_RECORD_CHARS });
    case 'CSV_INVALID_CLOSING_QUOTE':
      return new ImportFileError(
        'invalid_quote',
        (error as CsvError & { lines?: number }).lines ?? recordStartLine,
      );
    default:
      return new ImportFileError('invalid_quote', recordStartLine);
  }
}

/** Line breaks inside quoted fields (CRLF, LF or a lone CR each end one line). */
function countBreaksInFields(fields: string[]): number {
  let breaks = 0;
  for (const field of fields) {
    if (field.indexOf('\n') === -1 && field.indexOf('\r') === -1) continue;
    for (let i = 0; i < field.length; i++) {
      const char = field[i];
      if (char === '\n' || (char === '\r' && field[i + 1] !== '\n')) breaks++;
    }
  }
  return breaks;
}
