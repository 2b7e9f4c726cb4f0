import type { ImportOptions } from '@ziskomer/contracts';
import type { Database } from '@ziskomer/db';
import type { Transaction } from 'kysely';
import type { ImportFileError } from './import-file-error.ts';
import type { RowProblem } from './map-order-rows.ts';
import type { ImportRow } from './queries/insert-import.ts';

/**
 * What the import job counts and writes: an order (consecutive rows with one order id) or a row of
 * ad spend. Either ready to write (`record`) or rejected with its problems.
 */
export interface ImportUnit<R> {
  firstLine: number;
  record: R | null;
  problems: RowProblem[];
}

/** A unit as read from the file: with its number of rows and the line where the next unit starts. */
export interface ReadUnit<R> {
  unit: ImportUnit<R>;
  rows: number;
  nextLine: number;
  /** Repeats of the unit in the file that were dropped as duplicates (an order exported twice). */
  duplicates?: number;
}

/** The valid units of a batch while it is being read (an order batch encodes them at once). */
export interface ValidUnits<R> {
  add(record: R): void;
  release(): void;
}

/**
 * Consecutive units of the file, written in one transaction: the valid ones, the problems of the
 * rejected ones (at most MAX_STORED_ERRORS), and where the batch ends in the file.
 */
export interface UnitBatch<R> {
  valid: ValidUnits<R>;
  problems: RowProblem[];
  rejected: number;
  /** Repeats dropped by the reader (ReadUnit.duplicates); they count among the import's duplicates. */
  duplicates: number;
  units: number;
  rows: number;
  /** Where the next batch starts: the line a resumed import continues from. */
  nextLine: number;
  /** Bytes of the file read when the batch was complete. */
  bytesRead: number;
  /**
   * The file broke after this batch's units (broken quoting, bad bytes): the batch holds the
   * complete units read before the break, and the import stops with this error after it.
   */
  error: ImportFileError | null;
}

export interface WriteCounts {
  inserted: number;
  updated: number;
  unchanged: number;
  duplicates: number;
}

/**
 * The parts of the import job that differ per kind of import; everything else — batches, counts,
 * resuming, cancelling, the 'reject' policy, errors — is the same job (run-import.ts).
 */
export interface ImportUnits<R> {
  /**
   * The file's units in batches of `batchSize()` units, in file order, from `fromLine` on (rows before it
   * were committed before a restart). The last batch has `nextLine` ALL_ROWS_COMMITTED.
   */
  batches(file: ImportFile, fromLine: number, batchSize: () => number): AsyncIterable<UnitBatch<R>>;
  /**
   * Before the first batch, once per import (not again after a restart that finds it done): what
   * the file needs before its units can be read — an order import stages its lines, so that an
   * order's lines come together wherever they stand. `chunkSize` fixes the lines per transaction
   * (else sized per engine); `afterChunk` reports progress and may throw to stop (a cancel).
   */
  prepare?(
    file: ImportFile,
    chunkSize: number | undefined,
    afterChunk: (bytesRead: number) => Promise<void>,
  ): Promise<void>;
  /** Whether `prepare` has been done for this import. */
  isPrepared?(row: ImportRow): boolean;
  /** When the import has ended (completed, failed, cancelled): removes what `prepare` stored. */
  discard?(): Promise<void>;
  /** Writes a batch's valid units in the batch's transaction. */
  write(trx: Transaction<Database>, valid: ValidUnits<R>): Promise<WriteCounts>;
  /**
   * After the last batch, and after a cancel or a failure that left batches committed: the work
   * that follows the written units (customer facts of an order import). May be interrupted.
   */
  settle(): Promise<void>;
}

/** The file of a running import, with the import's row as last read. */
export interface ImportFile {
  path: string;
  options: ImportOptions;
  row: ImportRow;
}

/** Row errors kept per import (the rejected count stays exact beyond it); a batch keeps no more. */
export const MAX_STORED_ERRORS = 10_000;

/** Where an import's last unit ends: nothing left to resume. */
export const ALL_ROWS_COMMITTED = Number.MAX_SAFE_INTEGER;

/**
 * Lets timers and I/O run. Embedded PGlite answers through promises alone, so without this an
 * import would keep the event loop to itself until the file is read: progress events, the job's
 * lease renewal and other requests would wait.
 */
export function yieldToEventLoop(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}

/** What a kind's units need to know about the running import. */
export interface UnitsContext {
  deps: import('../../core/deps.ts').Deps;
  shopId: string;
  importId: string;
  options: ImportOptions;
  shop: import('./map-order-rows.ts').ShopSettings;
  signal: AbortSignal;
  scoped: <T>(work: (trx: Transaction<Database>) => Promise<T>) => Promise<T>;
}
