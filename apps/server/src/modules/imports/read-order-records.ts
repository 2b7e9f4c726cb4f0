import { ImportFileError } from './import-file-error.ts';
import type { UnitsContext } from './import-units.ts';
import { createOrderMapper, type OrderMapper } from './map-order-rows.ts';
import { type CsvReadProgress, type CsvRecord, readCsvRecordBatches } from './read-csv-records.ts';

/** How a read of an order file ended: at a break after the header (kept), or at the end (null). */
export interface OrderFileEnding {
  broken: ImportFileError | null;
}

/**
 * The data records of an order file, a chunk's batch at a time, each with the order mapper its
 * header gives (title lines above the header are neither the header nor rows). Every pass over an
 * order file (the scan, the staging, the adjacent orders) reads it through this. A break after
 * the header (broken quoting, bad bytes) ends the batches and is kept in `ending`, so the orders
 * before it can be written; a break before it, a missing file, or a file without a header is
 * thrown.
 */
export async function* readOrderRecords(
  context: Pick<UnitsContext, 'options' | 'shop'>,
  path: string,
  progress: CsvReadProgress,
  ending: OrderFileEnding = { broken: null },
): AsyncGenerator<{ mapper: OrderMapper; records: CsvRecord[] }> {
  const { options } = context;
  const headerLine = options.headerLine ?? 1;
  let mapper: OrderMapper | null = null;
  try {
    for await (const batch of readCsvRecordBatches(path, options, progress)) {
      if (mapper) {
        yield { mapper, records: batch };
        continue;
      }
      const start = batch.findIndex((record) => record.line >= headerLine);
      if (start < 0) continue;
      mapper = createOrderMapper(batch[start]!.fields, options, context.shop);
      yield { mapper, records: batch.slice(start + 1) };
    }
  } catch (error) {
    if (!(error instanceof ImportFileError) || !mapper || error.code === 'file_missing') throw error;
    ending.broken = error;
    return;
  }
  if (!mapper) throw new ImportFileError('empty_file', null);
}
