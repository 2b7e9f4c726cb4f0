import { type ImportOptions, importOptionsSchema } from '@ziskomer/contracts';
import { type Database, withScope } from '@ziskomer/db';
import type { Transaction } from 'kysely';
import type { Deps } from '../../core/deps.ts';
import type { JobContext } from '../../jobs/define-job.ts';
import { JobInterrupted } from '../../jobs/job-error.ts';
import { BatchSizer, backgroundSizer } from '../../lib/batch-sizer.ts';
import { getShopSettings } from '../orders/index.ts';
import { createAdSpendImportUnits } from './ad-spend-import-units.ts';
import { describeImportProblem } from './describe-import-problem.ts';
import { ImportFileError } from './import-file-error.ts';
import {
  ALL_ROWS_COMMITTED,
  type ImportFile,
  type ImportUnits,
  MAX_STORED_ERRORS,
  type UnitBatch,
  type UnitsContext,
  yieldToEventLoop,
} from './import-units.ts';
import type { RowProblem } from './map-order-rows.ts';
import { createOrderImportUnits } from './order-import-units.ts';
import { getImportRow } from './queries/get-import-row.ts';
import type { ImportRow } from './queries/insert-import.ts';
import { type ImportErrorValues, insertImportErrors } from './queries/insert-import-errors.ts';
import { countImportErrors } from './queries/list-import-errors.ts';
import { updateImport } from './queries/update-import.ts';
import { deleteStagingFile } from './staging-file.ts';

/**
 * Orders written per transaction by the import job, per engine. SPEC §9's batch of 1000 is the
 * unit in which the original product sent orders from the browser, and it stays the limit of one
 * API request (POST /api/v1/orders); the server-side job reads the file itself and commits larger
 * batches, because every transaction has a fixed cost (lock, look-up of prior versions, staging,
 * counts) that 1000 orders amortise poorly. PostgreSQL takes 5000 orders (~12,500 lines) in well
 * under a second on a connection of the job's own. Embedded PGlite is one connection that every
 * request waits for while a batch is written, so its batches are sized by time (backgroundSizer),
 * between 100 and 2000 orders.
 */
export const IMPORT_BATCH_ORDERS = { postgres: 5000, pglite: { initial: 500, min: 100, max: 2000 } };
const PROGRESS_INTERVAL_MS = 1000;

export interface ImportJobOptions {
  batchOrders?: number;
  /** Lines staged per transaction (an order file), instead of the engine's sizing. */
  stageLines?: number;
  /** Called after each committed chunk of staged lines, outside any transaction. */
  afterStagedChunk?: () => void | Promise<void>;
  /** Called after each committed batch (1-based), outside any transaction; the next batch waits for it. */
  afterBatch?: (batch: number) => void | Promise<void>;
}

class ImportCancelled extends Error {}

interface RunContext {
  deps: Deps;
  shopId: string;
  importId: string;
  row: ImportRow;
  options: ImportOptions;
  /** Orders or ad-spend rows: how the file's rows become units and how a batch is written. */
  units: ImportUnits<unknown>;
  signal: AbortSignal;
  jobOptions: ImportJobOptions;
  batchSizer: BatchSizer;
  scoped: <T>(work: (trx: Transaction<Database>) => Promise<T>) => Promise<T>;
  reportJobProgress: JobContext['reportProgress'];
}

/**
 * Runs an import to its end. With the 'reject' policy the whole file is validated first and
 * nothing is written unless every order is valid. Then the file is streamed and written in
 * batches, each batch in one transaction together with the import's counts and the line to
 * resume from, so a crash loses nothing and repeats nothing. Last, the facts of the customers the
 * import touched are recomputed once (refreshImportCustomers) before the import counts as
 * finished — also when it is cancelled or fails after writing, so they always match the orders.
 * The reports' rollups and the budgets' alerts follow through the jobs its writes queued.
 */
export async function runImport(
  deps: Deps,
  shopId: string,
  importId: string,
  context: Pick<JobContext, 'signal' | 'reportProgress'>,
  jobOptions: ImportJobOptions,
): Promise<void> {
  const scoped = <T>(work: (trx: Transaction<Database>) => Promise<T>) =>
    withScope(deps.db, { userId: null, shopId }, work);
  const row = await scoped((trx) => getImportRow(trx, shopId, importId));
  if (!row) return;
  const options = row.options ? importOptionsSchema.parse(row.options) : null;
  const shop = await scoped((trx) => getShopSettings(trx, shopId));
  const unitsContext: UnitsContext = {
    deps,
    shopId,
    importId,
    options: options!,
    shop,
    signal: context.signal,
    scoped,
  };
  const units: ImportUnits<unknown> =
    row.kind === 'ad_spend' ? createAdSpendImportUnits(unitsContext) : createOrderImportUnits(unitsContext);
  if (row.status === 'cancelled') {
    // Cancelled while running (or before a crash let it finish): its batches stay, so what follows
    // them (an order import's customer facts) is brought up to date; nothing happens for an
    // import that never started.
    if (Number(row.resume_line) > 0) await units.settle();
    await discardFiles(units, row);
    return;
  }
  if (row.status !== 'analysing' && row.status !== 'running') return;
  const run: RunContext = {
    deps,
    shopId,
    importId,
    row,
    options: options!,
    units,
    signal: context.signal,
    jobOptions,
    batchSizer: createBatchSizer(deps.engine, jobOptions.batchOrders),
    scoped,
    reportJobProgress: context.reportProgress,
  };
  try {
    if (units.prepare && !units.isPrepared?.(row)) await prepareFile(run);
    if (row.status === 'analysing') {
      const valid = await validateWholeFile(run);
      if (!valid) return;
    }
    await writeUnits(run);
    await units.settle();
    await completeImport(run);
  } catch (error) {
    if (error instanceof JobInterrupted) throw error;
    if (error instanceof ImportCancelled) {
      await units.settle();
      await discardFiles(units, row);
      return;
    }
    const fileError =
      error instanceof ImportFileError ? error : new ImportFileError('internal', null, {}, null);
    if (!(error instanceof ImportFileError)) console.error(`[imports] ${importId} failed`, error);
    await units.settle();
    await failImport(run, fileError, error instanceof ImportFileError ? null : String(error).slice(0, 2000));
  }
}

/** Marks a written import completed, unless it was cancelled meanwhile (then it stays cancelled). */
async function completeImport(run: RunContext): Promise<void> {
  const now = run.deps.now();
  await run.scoped(async (trx) => {
    const current = await getImportRow(trx, run.shopId, run.importId, { forUpdate: true });
    if (!current || current.status === 'cancelled') return;
    await updateImport(trx, run.shopId, run.importId, {
      status: 'completed',
      bytes_done: Number(current.bytes_total),
      total_rows: Number(current.processed_rows),
      staging_path: null,
      finished_at: now,
      updated_at: now,
    });
  });
  await discardFiles(run.units, run.row);
}

/**
 * The first pass of the 'reject' policy: every unit (order, ad-spend row) is parsed and validated,
 * nothing written. Any invalid one fails the import with all of them reported; true when the
 * file is clean.
 */
async function validateWholeFile(run: RunContext): Promise<boolean> {
  let orders = 0;
  let rows = 0;
  let bytesRead = 0;
  const problems: RowProblem[] = [];
  let lastReport = Date.now();
  for await (const batch of readBatches(run, 0)) {
    batch.valid.release();
    if (batch.error) throw batch.error;
    orders += batch.units + batch.duplicates;
    rows += batch.rows;
    bytesRead = batch.bytesRead;
    for (const problem of batch.problems) if (problems.length < MAX_STORED_ERRORS) problems.push(problem);
    if (Date.now() - lastReport < PROGRESS_INTERVAL_MS) continue;
    lastReport = Date.now();
    await reportProgress(run, { bytes_done: progressBytes(run, 'validating', bytesRead) });
  }
  if (problems.length === 0) {
    await run.scoped(async (trx) => {
      await assertNotCancelled(trx, run);
      await updateImport(trx, run.shopId, run.importId, {
        status: 'running',
        bytes_done: progressBytes(run, 'validating', Number(run.row.bytes_total)),
        updated_at: run.deps.now(),
      });
    });
    return true;
  }
  const first = problems[0]!;
  const now = run.deps.now();
  await run.scoped(async (trx) => {
    await assertNotCancelled(trx, run);
    await insertImportErrors(
      trx,
      run.shopId,
      run.importId,
      problems.slice(0, MAX_STORED_ERRORS).map(toErrorValues),
    );
    await updateImport(trx, run.shopId, run.importId, {
      status: 'failed',
      // Nothing was written: every order of the file counts as rejected.
      rejected: orders,
      processed_rows: rows,
      total_rows: rows,
      bytes_done: bytesRead,
      error_code: 'rejected_row',
      error_line: first.line,
      error_column: first.column,
      error_params: JSON.stringify({ reasonCode: first.code, ...first.params }),
      staging_path: null,
      finished_at: now,
      updated_at: now,
    });
  });
  await discardFiles(run.units, run.row);
  return false;
}

/**
 * The write pass: batches of units, each committed with the progress that lets it resume. While
 * one batch is being written the next is read (the database works in parallel on a server); at
 * most one write is in flight, so batches commit in file order and memory stays bounded. The last
 * batch leaves the import running: its customers are recomputed next. A file that breaks keeps
 * the complete units read before the break.
 */
async function writeUnits(run: RunContext): Promise<void> {
  const resumeLine = Number(run.row.resume_line);
  // A job resumed after its last batch had committed only has the customer facts left to do.
  if (resumeLine >= ALL_ROWS_COMMITTED) return;
  let storedErrors = await run.scoped((trx) => countImportErrors(trx, run.shopId, run.importId));
  let batchNo = 0;
  let inFlight: Promise<void> | null = null;

  const write = async (batch: UnitBatch<unknown>) => {
    const errors = batch.problems.slice(0, Math.max(0, MAX_STORED_ERRORS - storedErrors));
    const final = batch.nextLine === ALL_ROWS_COMMITTED;
    const now = run.deps.now();
    const started = performance.now();
    await run.scoped(async (trx) => {
      const current = await assertNotCancelled(trx, run);
      const counts = await run.units.write(trx, batch.valid);
      await insertImportErrors(trx, run.shopId, run.importId, errors.map(toErrorValues));
      const processed = Number(current.processed_rows) + batch.rows;
      run.reportJobProgress({
        done: final ? Number(current.bytes_total) : progressBytes(run, 'writing', batch.bytesRead),
        total: Number(current.bytes_total),
        unit: 'bytes',
        phase: final ? 'customers' : 'writing',
      });
      await updateImport(trx, run.shopId, run.importId, {
        inserted: Number(current.inserted) + counts.inserted,
        updated: Number(current.updated) + counts.updated,
        unchanged: Number(current.unchanged) + counts.unchanged,
        duplicates: Number(current.duplicates) + counts.duplicates + batch.duplicates,
        rejected: Number(current.rejected) + batch.rejected,
        processed_rows: processed,
        bytes_done: final ? Number(current.bytes_total) : progressBytes(run, 'writing', batch.bytesRead),
        resume_line: batch.nextLine,
        updated_at: now,
        ...(final ? { total_rows: processed } : {}),
      });
    });
    run.batchSizer.record(batch.units, performance.now() - started);
    batch.valid.release();
    storedErrors += errors.length;
    batchNo++;
    await run.jobOptions.afterBatch?.(batchNo);
  };

  const commit = async (batch: UnitBatch<unknown>) => {
    if (inFlight) await inFlight;
    await yieldToEventLoop();
    // Checked after the previous write: a stop requested meanwhile writes nothing more.
    if (run.signal.aborted) throw new JobInterrupted();
    inFlight = write(batch);
    // Awaited by the next commit; until then a failure must not count as unhandled.
    inFlight.catch(() => {});
  };

  try {
    for await (const batch of readBatches(run, resumeLine)) {
      if (batch.error) {
        if (batch.units > 0 && batch.error.code !== 'file_missing') await commit(batch);
        throw batch.error;
      }
      await commit(batch);
    }
  } finally {
    if (inFlight) await inFlight;
  }
}

function createBatchSizer(engine: Deps['engine'], fixed: number | undefined): BatchSizer {
  if (fixed) return new BatchSizer({ initial: fixed });
  return backgroundSizer(engine, IMPORT_BATCH_ORDERS);
}

/** The file's batches of units (orders or ad-spend rows), from `fromLine` on. */
function readBatches(run: RunContext, fromLine: number): AsyncIterable<UnitBatch<unknown>> {
  return run.units.batches(importFile(run), fromLine, () => run.batchSizer.current);
}

function importFile(run: RunContext): ImportFile {
  return { path: run.row.staging_path ?? '', options: run.options, row: run.row };
}

/**
 * The kind's preparation of the file (an order import stages its lines), reporting progress after
 * every chunk and stopping when the import is cancelled; then the import's row is read again.
 */
async function prepareFile(run: RunContext): Promise<void> {
  const chunkSize = run.jobOptions.stageLines;
  await run.units.prepare!(importFile(run), chunkSize, async (bytesRead) => {
    const done = progressBytes(run, 'reading', bytesRead);
    run.reportJobProgress({ done, total: Number(run.row.bytes_total), unit: 'bytes', phase: 'reading' });
    await reportProgress(run, { bytes_done: done });
    await run.jobOptions.afterStagedChunk?.();
  });
  const row = await run.scoped((trx) => getImportRow(trx, run.shopId, run.importId));
  if (!row) throw new ImportCancelled();
  run.row = row;
}

/** Removes the import's file and whatever its kind staged from it: the import no longer needs them. */
async function discardFiles(units: ImportUnits<unknown>, row: ImportRow): Promise<void> {
  await units.discard?.();
  await deleteStagingFile(row.staging_path);
}

async function assertNotCancelled(trx: Transaction<Database>, run: RunContext): Promise<ImportRow> {
  const current = await getImportRow(trx, run.shopId, run.importId, { forUpdate: true });
  if (!current || current.status === 'cancelled') throw new ImportCancelled();
  return current;
}

async function reportProgress(run: RunContext, values: { bytes_done: number }) {
  if (run.signal.aborted) throw new JobInterrupted();
  await run.scoped(async (trx) => {
    await assertNotCancelled(trx, run);
    await updateImport(trx, run.shopId, run.importId, { ...values, updated_at: run.deps.now() });
  });
}

async function failImport(run: RunContext, error: ImportFileError, detail: string | null): Promise<void> {
  const now = run.deps.now();
  await run.scoped(async (trx) => {
    const current = await getImportRow(trx, run.shopId, run.importId, { forUpdate: true });
    if (!current || current.status === 'cancelled') return;
    if (error.line !== null || error.column !== null) {
      await insertImportErrors(trx, run.shopId, run.importId, [
        toErrorValues({
          line: error.line ?? 0,
          column: error.column,
          code: error.code,
          params: error.params,
          value: null,
        }),
      ]);
    }
    await updateImport(trx, run.shopId, run.importId, {
      status: 'failed',
      error_code: error.code,
      error_line: error.line,
      error_column: error.column,
      error_params: JSON.stringify(error.params),
      error_message: detail,
      staging_path: null,
      finished_at: now,
      updated_at: now,
    });
  });
  await discardFiles(run.units, run.row);
}

function toErrorValues(problem: {
  line: number;
  column: string | null;
  code: string;
  params: Record<string, string | number>;
  value: string | null;
}): ImportErrorValues {
  const params = { line: problem.line, column: problem.column ?? '', ...problem.params };
  return {
    line: problem.line,
    column: problem.column,
    code: problem.code,
    messageCs: describeImportProblem(problem.code, params, 'cs'),
    messageEn: describeImportProblem(problem.code, params, 'en'),
    rawValue: problem.value,
  };
}

type ProgressPhase = 'reading' | 'validating' | 'writing';

/**
 * Progress in bytes of the file, never going back: each pass over the file (reading it into the
 * staging of an order import, validating it under the 'reject' policy, writing) fills an equal
 * part of the file's bytes, in that order.
 */
function progressBytes(run: RunContext, phase: ProgressPhase, bytesRead: number): number {
  const phases: ProgressPhase[] = [
    ...(run.units.prepare ? (['reading'] as const) : []),
    ...(run.options.invalidRowPolicy === 'reject' ? (['validating'] as const) : []),
    'writing',
  ];
  const total = Number(run.row.bytes_total);
  const fraction = total > 0 ? Math.min(bytesRead, total) / total : 1;
  return Math.floor(((phases.indexOf(phase) + fraction) / phases.length) * total);
}
