import { ImportFileError } from './import-file-error.ts';
import { MAX_STORED_ERRORS, type ReadUnit, type UnitBatch, type ValidUnits } from './import-units.ts';

/**
 * Groups a file's units into batches of `batchSize()` units (asked anew for every batch). A file that breaks (an ImportFileError from
 * the reader) ends with a batch of the complete units read before the break, carrying the error.
 */
export async function* collectUnitBatches<R>(
  units: AsyncIterable<ReadUnit<R>>,
  progress: { bytesRead: number },
  createValid: () => ValidUnits<R>,
  batchSize: () => number,
): AsyncGenerator<UnitBatch<R>> {
  let batch = emptyBatch(createValid());
  try {
    for await (const { unit, rows, nextLine, duplicates } of units) {
      if (unit.record) batch.valid.add(unit.record);
      else {
        batch.rejected++;
        for (const problem of unit.problems)
          if (batch.problems.length < MAX_STORED_ERRORS) batch.problems.push(problem);
      }
      batch.units++;
      batch.duplicates += duplicates ?? 0;
      batch.rows += rows;
      batch.nextLine = nextLine;
      if (batch.units >= batchSize()) {
        batch.bytesRead = progress.bytesRead;
        yield batch;
        batch = emptyBatch(createValid());
      }
    }
  } catch (error) {
    if (!(error instanceof ImportFileError)) throw error;
    batch.error = error;
    // `nextLine` stays where the last unit kept said the next one starts: a resumed import reads
    // the broken part again from there, and meets the same error.
    batch.bytesRead = progress.bytesRead;
    yield batch;
    return;
  }
  if (batch.units > 0) {
    batch.bytesRead = progress.bytesRead;
    yield batch;
  }
}

function emptyBatch<R>(valid: ValidUnits<R>): UnitBatch<R> {
  return {
    valid,
    problems: [],
    rejected: 0,
    duplicates: 0,
    units: 0,
    rows: 0,
    nextLine: 0,
    bytesRead: 0,
    error: null,
  };
}
