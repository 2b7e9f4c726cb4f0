import { createReadStream } from 'node:fs';
import type { CsvDelimiter, TextEncoding } from '@ziskomer/contracts';
import { type CsvRecord, createCsvRecordParser } from './csv-record-parser.ts';
import { ImportFileError } from './import-file-error.ts';
import { createStrictDecoder } from './strict-decoder.ts';

export type { CsvRecord } from './csv-record-parser.ts';

/** The longest record read, in characters: a 10 MB field still parses (and fails validation as too long). */
export const MAX_RECORD_CHARS = 16 * 1024 * 1024;
/**
 * Small enough that a chunk's text (two bytes per character once decoded) is an ordinary young
 * object for V8, which frees it cheaply, rather than a large object kept until a full collection.
 */
const READ_CHUNK_BYTES = 32 * 1024;

export interface CsvReadProgress {
  /** Bytes of the file read so far (slightly ahead of the records handed out, by the parser's buffer). */
  bytesRead: number;
}

/**
 * Streams the records of a CSV file in bounded memory, a chunk's worth at a time: file → strict
 * decoder → CSV parser (`createCsvRecordParser` describes the dialect). Rows may have any number
 * of fields (the caller compares them with the header). Broken quoting and oversized records end
 * the stream with an ImportFileError naming the line where the record started.
 */
export async function* readCsvRecordBatches(
  path: string,
  options: { encoding: TextEncoding; delimiter: CsvDelimiter },
  progress: CsvReadProgress = { bytesRead: 0 },
): AsyncGenerator<CsvRecord[]> {
  const parser = createCsvRecordParser(options.delimiter, MAX_RECORD_CHARS);
  const decoder = createStrictDecoder(options.encoding);
  const stream = createReadStream(path, { highWaterMark: READ_CHUNK_BYTES });
  try {
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      progress.bytesRead += chunk.length;
      const text = decoder.write(chunk);
      if (!text) continue;
      const records = parser.push(text);
      if (records.length > 0) yield records;
    }
    const rest = decoder.end();
    const records = rest ? [...parser.push(rest), ...parser.end()] : parser.end();
    if (records.length > 0) yield records;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw new ImportFileError('file_missing', null);
    throw error;
  } finally {
    stream.destroy();
  }
}

/** The records of a CSV file one by one (see readCsvRecordBatches). */
export async function* readCsvRecords(
  path: string,
  options: { encoding: TextEncoding; delimiter: CsvDelimiter },
  progress: CsvReadProgress = { bytesRead: 0 },
): AsyncGenerator<CsvRecord> {
  for await (const records of readCsvRecordBatches(path, options, progress)) yield* records;
}
