import type { StageError } from '@ziskomer/db';
import { JobInterrupted } from '../../jobs/job-error.ts';
import { BatchSizer, backgroundSizer } from '../../lib/batch-sizer.ts';
import { ImportFileError } from './import-file-error.ts';
import { type UnitsContext, yieldToEventLoop } from './import-units.ts';
import { createOrderMapper, type OrderMapper } from './map-order-rows.ts';
import { clearImportLines, deleteImportLines } from './queries/delete-import-lines.ts';
import { encodeImportLine, insertImportLines } from './queries/insert-import-lines.ts';
import type { LinePosition } from './queries/read-import-lines.ts';
import { updateImport } from './queries/update-import.ts';
import { readCsvRecordBatches } from './read-csv-records.ts';

/**
 * Lines staged per transaction: on PostgreSQL a fixed chunk; on embedded PGlite sized to hold its
 * one connection about as long as a request can afford to wait (backgroundSizer).
 */
const STAGE_CHUNK_LINES = { postgres: 20_000, pglite: { initial: 2000, min: 200, max: 20_000 } };
/** Staged lines deleted per transaction when a staging is started again or no longer needed. */
const DELETE_CHUNK_LINES = { postgres: 5000, pglite: { initial: 500, min: 200, max: 20_000 } };

export interface StageProgress {
  /** Lines per transaction, instead of the engine's sizing. */
  chunkSize?: number;
  /** After each committed chunk, with the file's bytes read so far; may throw to stop (a cancel). */
  afterChunk(bytesRead: number): Promise<void>;
}

/**
 * The first step of an order import: every line of the file goes into `import_lines` with its
 * order key, in chunks, and the import records how many it staged. From there the import reads
 * the lines of each order together, wherever they stood in the file, in bounded memory.
 *
 * A crash while staging leaves `staged_lines` unset, and the next run deletes what was staged and
 * starts again. A file that breaks (broken quoting, bad bytes) keeps the lines before the break,
 * except those of the order read last, whose other lines may lie beyond it; the break is recorded
 * as `stage_error`, and the import fails with it once the orders before it are written.
 */
export async function stageOrderLines(
  context: UnitsContext,
  file: { path: string },
  progress: StageProgress,
): Promise<void> {
  const { deps, shopId, importId, options, signal, scoped } = context;
  await deleteAllImportLines(context);
  const sizer = progress.chunkSize
    ? new BatchSizer({ initial: progress.chunkSize })
    : backgroundSizer(deps.engine, STAGE_CHUNK_LINES);
  const read = { bytesRead: 0 };
  const headerLine = options.headerLine ?? 1;
  let mapper: OrderMapper | null = null;
  let chunk: string[] = [];
  let staged = 0;
  let lastKey = '';
  let run = 0;

  const flush = async () => {
    const started = performance.now();
    const lines = chunk;
    chunk = [];
    await scoped((trx) => insertImportLines(trx, shopId, importId, lines.join('')));
    sizer.record(lines.length, performance.now() - started);
    staged += lines.length;
    await progress.afterChunk(read.bytesRead);
    await yieldToEventLoop();
    if (signal.aborted) throw new JobInterrupted();
  };

  let stageError: StageError | null = null;
  try {
    for await (const records of readCsvRecordBatches(file.path, options, read)) {
      for (const record of records) {
        if (!mapper) {
          // Title lines above the header are neither the header nor rows.
          if (record.line < headerLine) continue;
          mapper = createOrderMapper(record.fields, options, context.shop);
          continue;
        }
        const key = mapper.getOrderKey(record);
        if (key === '' || key !== lastKey) run++;
        lastKey = key;
        chunk.push(encodeImportLine({ orderKey: key, line: record.line, run, fields: record.fields }));
        if (chunk.length >= sizer.current) await flush();
      }
    }
  } catch (error) {
    if (!(error instanceof ImportFileError) || !mapper || error.code === 'file_missing') throw error;
    stageError = { code: error.code, line: error.line, column: error.column, params: error.params };
  }
  if (!mapper) throw new ImportFileError('empty_file', null);
  if (chunk.length > 0) await flush();
  if (stageError && lastKey !== '') staged -= await deleteLinesInChunks(context, lastKey);
  await scoped((trx) =>
    updateImport(trx, shopId, importId, {
      staged_lines: staged,
      stage_error: stageError ? JSON.stringify(stageError) : null,
      updated_at: deps.now(),
    }),
  );
}

/**
 * Removes an import's staged lines (a restarted staging, a finished import): all at once when they
 * are the only lines staged (migration 0075), else in short transactions.
 */
export async function deleteAllImportLines(context: UnitsContext): Promise<void> {
  if (await context.scoped((trx) => clearImportLines(trx, context.shopId, context.importId))) return;
  await deleteLinesInChunks(context);
}

/** Deletes staged lines (of one order key, or all) in transactions sized like the staging's; returns how many. */
async function deleteLinesInChunks(context: UnitsContext, orderKey?: string): Promise<number> {
  const sizer = backgroundSizer(context.deps.engine, DELETE_CHUNK_LINES);
  let total = 0;
  let after: LinePosition | null = null;
  for (;;) {
    const chunk: { after: LinePosition | null; limit: number; orderKey?: string } = {
      after,
      limit: sizer.current,
      orderKey,
    };
    const started = performance.now();
    const { deleted, last } = await context.scoped((trx) =>
      deleteImportLines(trx, context.shopId, context.importId, chunk),
    );
    sizer.record(Math.max(1, deleted), performance.now() - started);
    total += deleted;
    if (deleted < chunk.limit) return total;
    after = last;
  }
}
