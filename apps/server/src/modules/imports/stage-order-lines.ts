import { JobInterrupted } from '../../jobs/job-error.ts';
import { BatchSizer, backgroundSizer } from '../../lib/batch-sizer.ts';
import { type UnitsContext, yieldToEventLoop } from './import-units.ts';
import { clearImportLines, deleteImportLines } from './queries/delete-import-lines.ts';
import { encodeImportLine, insertImportLines } from './queries/insert-import-lines.ts';
import type { LinePosition } from './queries/read-import-lines.ts';
import { updateImport } from './queries/update-import.ts';
import { type OrderFileEnding, readOrderRecords } from './read-order-records.ts';
import { type OrderFileLayout, scanOrderKeys } from './scan-order-keys.ts';

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
 * The first step of an order import: the file is read once to learn which orders have their lines
 * apart (scanOrderKeys), and when there are any it is read again and their lines go into
 * `import_lines` with their order key, in chunks; the import records how many it staged and the
 * break the reading met. From there the import reads the other orders straight from the file and
 * the scattered ones from their staged lines, every line of each together, in bounded memory.
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
): Promise<OrderFileLayout> {
  const { deps, shopId, importId, signal, scoped } = context;
  await deleteAllImportLines(context);
  // The reading phase's bytes: the scan fills the first half, the staging (if any) the second.
  const half = (bytes: number) => Math.floor(bytes / 2);
  const read = { bytesRead: 0 };
  const layout = await scanOrderKeys(context, file, {
    progress: read,
    afterSecond: async () => {
      await progress.afterChunk(half(read.bytesRead));
      if (signal.aborted) throw new JobInterrupted();
    },
  });
  const staged = layout.anyScattered
    ? await stageScatteredLines(context, file, layout, {
        ...progress,
        afterChunk: (bytesRead) => progress.afterChunk(half(read.bytesRead) + half(bytesRead)),
      })
    : 0;
  await scoped((trx) =>
    updateImport(trx, shopId, importId, {
      staged_lines: staged,
      stage_error: layout.stageError ? JSON.stringify(layout.stageError) : null,
      updated_at: deps.now(),
    }),
  );
  return layout;
}

/** The lines of the layout's scattered orders into `import_lines`; returns how many. */
async function stageScatteredLines(
  context: UnitsContext,
  file: { path: string },
  layout: OrderFileLayout,
  progress: StageProgress,
): Promise<number> {
  const { deps, shopId, importId, signal, scoped } = context;
  const sizer = progress.chunkSize
    ? new BatchSizer({ initial: progress.chunkSize })
    : backgroundSizer(deps.engine, STAGE_CHUNK_LINES);
  const read = { bytesRead: 0 };
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

  const ending: OrderFileEnding = { broken: null };
  for await (const { mapper, records } of readOrderRecords(context, file.path, read, ending)) {
    for (const record of records) {
      const key = mapper.getOrderKey(record);
      if (key === '' || key !== lastKey) run++;
      lastKey = key;
      if (!layout.isScattered(key) || layout.isDropped(key)) continue;
      chunk.push(encodeImportLine({ orderKey: key, line: record.line, run, fields: record.fields }));
      if (chunk.length >= sizer.current) await flush();
    }
  }
  // Only the break the scan recorded ends the lines early (the lines before it are staged).
  if (ending.broken && !layout.stageError) throw ending.broken;
  if (chunk.length > 0) await flush();
  return staged;
}

/**
 * Removes an import's staged lines (a restarted staging, a finished import): all at once when they
 * are the only lines staged (migration 0075), else in short transactions.
 */
export async function deleteAllImportLines(context: UnitsContext): Promise<void> {
  if (await context.scoped((trx) => clearImportLines(trx, context.shopId, context.importId))) return;
  await deleteLinesInChunks(context);
}

/** Deletes the import's staged lines in transactions sized like the staging's. */
async function deleteLinesInChunks(context: UnitsContext): Promise<void> {
  const sizer = backgroundSizer(context.deps.engine, DELETE_CHUNK_LINES);
  let after: LinePosition | null = null;
  for (;;) {
    const chunk: { after: LinePosition | null; limit: number } = { after, limit: sizer.current };
    const started = performance.now();
    const { deleted, last }: { deleted: number; last: LinePosition | null } = await context.scoped((trx) =>
      deleteImportLines(trx, context.shopId, context.importId, chunk),
    );
    sizer.record(Math.max(1, deleted), performance.now() - started);
    if (deleted < chunk.limit) return;
    after = last;
  }
}
