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
    for await (const { unit, rows, nextLine } of units) {
      if (unit.record) batch.valid.add(unit.record);
      else {
        batch.rejected++;
        for (const problem of unit.problems)
          if (batch.problems.length < MAX_STORED_ERRORS) batch.problems.push(problem);
      }
      batch.units++;
      batch.rows += rows;
      batch.lastFirstLine = unit.firstLine;
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
    // A resumed import would read the broken file again from the unit after the last one kept.
    batch.nextLine = batch.lastFirstLine + 1;
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
    units: 0,
    rows: 0,
    lastFirstLine: 0,
    nextLine: 0,
    bytesRead: 0,
    error: null,
  };
}
