import { type ImportOptions, importOptionsSchema } from '@ziskomer/contracts';
import { type Database, withScope } from '@ziskomer/db';
import type { Transaction } from 'kysely';
import type { Deps } from '../../http/app-env.ts';
import type { ClaimedJob } from '../../jobs/job-queue.ts';
import { type JobContext, JobInterrupted } from '../../jobs/job-runner.ts';
import { getShopSettings } from '../orders/queries/get-shop-settings.ts';
import { saveOrders } from '../orders/save-orders.ts';
import { describeImportProblem } from './describe-import-problem.ts';
import { ImportFileError } from './import-file-error.ts';
import { createOrderMapper, type MappedOrder, type OrderMapper, type RowProblem } from './map-order-rows.ts';
import { getImportRow } from './queries/get-import-row.ts';
import type { ImportRow } from './queries/insert-import.ts';
import { type ImportErrorValues, insertImportErrors } from './queries/insert-import-errors.ts';
import { countImportErrors } from './queries/list-import-errors.ts';
import { updateImport } from './queries/update-import.ts';
import { type CsvRecord, readCsvRecords } from './read-csv-records.ts';
import { deleteStagingFile } from './staging-file.ts';

export const IMPORT_JOB = 'orders-import';
/** SPEC §9: orders are written in batches of 1000, each batch in one transaction. */
export const IMPORT_BATCH_ORDERS = 1000;
/** Row errors kept per import (the rejected count stays exact beyond it). */
export const MAX_STORED_ERRORS = 10_000;
/** An order may have at most this many lines; longer groups are not held in memory. */
const MAX_GROUP_ROWS = 1001;
const PROGRESS_INTERVAL_MS = 1000;

export interface ImportJobOptions {
  batchOrders?: number;
  /** Called after each committed batch (1-based), outside any transaction. */
  afterBatch?: (batch: number) => void;
}

class ImportCancelled extends Error {}

/** The job handler of order imports: runs (or resumes) the import the job points at. */
export function createImportJobHandler(deps: Deps, options: ImportJobOptions = {}) {
  return async (job: ClaimedJob, context: JobContext) => {
    const { shopId, importId } = job.payload as { shopId: string; importId: string };
    await runImport(deps, shopId, importId, context, options);
  };
}

interface RunContext {
  deps: Deps;
  shopId: string;
  importId: string;
  row: ImportRow;
  options: ImportOptions;
  mapperFor: (header: string[]) => OrderMapper;
  signal: AbortSignal;
  jobOptions: ImportJobOptions;
  scoped: <T>(work: (trx: Transaction<Database>) => Promise<T>) => Promise<T>;
}

/**
 * Runs an import to its end. With the 'reject' policy the whole file is validated first and
 * nothing is written unless every order is valid. Then the file is streamed and written in
 * batches of 1000 orders, each batch in one transaction together with the import's counts and
 * the line to resume from, so a crash loses nothing and repeats nothing.
 */
async function runImport(
  deps: Deps,
  shopId: string,
  importId: string,
  context: JobContext,
  jobOptions: ImportJobOptions,
): Promise<void> {
  const scoped = <T>(work: (trx: Transaction<Database>) => Promise<T>) =>
    withScope(deps.db, { userId: null, shopId }, work);
  const row = await scoped((trx) => getImportRow(trx, shopId, importId));
  if (!row || (row.status !== 'analysing' && row.status !== 'running')) {
    if (row && row.status === 'cancelled') await deleteStagingFile(row.staging_path);
    return;
  }
  const options = importOptionsSchema.parse(row.options);
  const shop = await scoped((trx) => getShopSettings(trx, shopId));
  const run: RunContext = {
    deps,
    shopId,
    importId,
    row,
    options,
    mapperFor: (header) => createOrderMapper(header, options, shop),
    signal: context.signal,
    jobOptions,
    scoped,
  };
  try {
    if (row.status === 'analysing') {
      const valid = await validateWholeFile(run);
      if (!valid) return;
    }
    await writeOrders(run);
  } catch (error) {
    if (error instanceof JobInterrupted) throw error;
    if (error instanceof ImportCancelled) {
      await deleteStagingFile(row.staging_path);
      return;
    }
    const fileError =
      error instanceof ImportFileError ? error : new ImportFileError('internal', null, {}, null);
    if (!(error instanceof ImportFileError)) console.error(`[imports] ${importId} failed`, error);
    await failImport(run, fileError, error instanceof ImportFileError ? null : String(error).slice(0, 2000));
  }
}

/**
 * The first pass of the 'reject' policy: every order is parsed and validated, nothing written.
 * Any invalid order fails the import with all of them reported; true when the file is clean.
 */
async function validateWholeFile(run: RunContext): Promise<boolean> {
  const progress = { bytesRead: 0 };
  let orders = 0;
  let rows = 0;
  const problems: RowProblem[] = [];
  let lastReport = Date.now();
  await forEachOrder(run, progress, 0, async (mapped, groupRows) => {
    orders++;
    rows += groupRows;
    if (mapped.problems.length > 0 && problems.length < MAX_STORED_ERRORS) problems.push(...mapped.problems);
    if (Date.now() - lastReport >= PROGRESS_INTERVAL_MS) {
      lastReport = Date.now();
      // The first pass is the first half of the progress bar; rows are counted by the second.
      await reportProgress(run, { bytes_done: Math.floor(progress.bytesRead / 2) });
    }
  });
  if (problems.length === 0) {
    await run.scoped(async (trx) => {
      await assertNotCancelled(trx, run);
      await updateImport(trx, run.shopId, run.importId, {
        status: 'running',
        bytes_done: Math.floor(Number(run.row.bytes_total) / 2),
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
      bytes_done: progress.bytesRead,
      error_code: 'rejected_row',
      error_line: first.line,
      error_column: first.column,
      error_params: JSON.stringify({ reasonCode: first.code, ...first.params }),
      staging_path: null,
      finished_at: now,
      updated_at: now,
    });
  });
  await deleteStagingFile(run.row.staging_path);
  return false;
}

/**
 * The write pass: batches of orders, each committed with the progress that lets it resume. While
 * one batch is being written the next is parsed (the database works in parallel on a server);
 * at most one write is in flight, so batches commit in file order and memory stays bounded.
 */
async function writeOrders(run: RunContext): Promise<void> {
  const batchSize = run.jobOptions.batchOrders ?? IMPORT_BATCH_ORDERS;
  const resumeLine = Number(run.row.resume_line);
  const progress = { bytesRead: 0 };
  let storedErrors = await run.scoped((trx) => countImportErrors(trx, run.shopId, run.importId));
  let batch: MappedOrder[] = [];
  let batchRows = 0;
  let batchNo = 0;
  let inFlight: Promise<void> | null = null;

  const write = async (
    orders: MappedOrder[],
    rows: number,
    bytesRead: number,
    nextLine: number,
    final: boolean,
  ) => {
    const valid = orders.flatMap((mapped) => (mapped.record ? [mapped.record] : []));
    const rejected = orders.filter((mapped) => !mapped.record);
    const errors = rejected
      .flatMap((mapped) => mapped.problems)
      .slice(0, Math.max(0, MAX_STORED_ERRORS - storedErrors));
    const now = run.deps.now();
    await run.scoped(async (trx) => {
      const current = await assertNotCancelled(trx, run);
      const { counts } = await saveOrders(trx, { shopId: run.shopId, importId: run.importId, now }, valid);
      await insertImportErrors(trx, run.shopId, run.importId, errors.map(toErrorValues));
      const processed = Number(current.processed_rows) + rows;
      await updateImport(trx, run.shopId, run.importId, {
        inserted: Number(current.inserted) + counts.inserted,
        updated: Number(current.updated) + counts.updated,
        unchanged: Number(current.unchanged) + counts.unchanged,
        duplicates: Number(current.duplicates) + counts.duplicates,
        rejected: Number(current.rejected) + rejected.length,
        processed_rows: processed,
        bytes_done: final
          ? Number(current.bytes_total)
          : toBytesDone(run, bytesRead, Number(current.bytes_total)),
        resume_line: nextLine,
        updated_at: now,
        ...(final
          ? { status: 'completed', total_rows: processed, staging_path: null, finished_at: now }
          : {}),
      });
    });
    storedErrors += errors.length;
    batchNo++;
    run.jobOptions.afterBatch?.(batchNo);
  };

  const commit = async (nextLine: number, final: boolean) => {
    const orders = batch;
    const rows = batchRows;
    const bytesRead = progress.bytesRead;
    batch = [];
    batchRows = 0;
    if (inFlight) await inFlight;
    // Checked after the previous write: a stop requested meanwhile writes nothing more.
    if (run.signal.aborted) throw new JobInterrupted();
    inFlight = write(orders, rows, bytesRead, nextLine, final);
    // Awaited by the next commit; until then a failure must not count as unhandled.
    inFlight.catch(() => {});
    if (final) await inFlight;
  };

  try {
    await forEachOrder(run, progress, resumeLine, async (mapped, groupRows, nextLine) => {
      batch.push(mapped);
      batchRows += groupRows;
      if (batch.length >= batchSize) await commit(nextLine, false);
    });
  } catch (error) {
    if (inFlight) await inFlight;
    // A broken file under the 'skip' policy keeps the complete orders read before the break.
    if (error instanceof ImportFileError && batch.length > 0 && error.code !== 'file_missing') {
      await commit(batch.at(-1)!.firstLine + 1, false);
      await inFlight;
    }
    throw error;
  }
  await commit(Number.MAX_SAFE_INTEGER, true);
  await deleteStagingFile(run.row.staging_path);
}

/**
 * Streams the file's orders in order: consecutive rows with the same order id form one order
 * (rows without an id stand alone). `onOrder` gets the order, its number of rows and the line
 * where the next order starts (where a resumed import would continue). Rows before `fromLine`
 * were committed before a restart and are skipped.
 */
async function forEachOrder(
  run: RunContext,
  progress: { bytesRead: number },
  fromLine: number,
  onOrder: (mapped: MappedOrder, rows: number, nextLine: number) => Promise<void>,
): Promise<void> {
  let mapper: OrderMapper | null = null;
  let group: CsvRecord[] = [];
  let groupRows = 0;
  let groupKey = '';
  for await (const record of readCsvRecords(run.row.staging_path ?? '', run.options, progress)) {
    if (!mapper) {
      mapper = run.mapperFor(record.fields);
      continue;
    }
    if (record.line < fromLine) continue;
    const key = mapper.getOrderKey(record);
    if (groupRows > 0 && (key === '' || key !== groupKey)) {
      await onOrder(buildGroup(mapper, group, groupRows), groupRows, record.line);
      group = [];
      groupRows = 0;
    }
    if (group.length < MAX_GROUP_ROWS) group.push(record);
    groupRows++;
    groupKey = key;
  }
  if (!mapper) throw new ImportFileError('empty_file', null);
  if (groupRows > 0) await onOrder(buildGroup(mapper, group, groupRows), groupRows, Number.MAX_SAFE_INTEGER);
}

function buildGroup(mapper: OrderMapper, group: CsvRecord[], rows: number): MappedOrder {
  if (rows <= group.length) return mapper.buildOrder(group);
  // Too many lines to hold: the order is refused without reading its lines into memory.
  const first = group[0]!;
  return {
    orderId: mapper.getOrderKey(first),
    firstLine: first.line,
    record: null,
    problems: [
      {
        line: first.line,
        column: null,
        code: 'too_many_items',
        params: { max: MAX_GROUP_ROWS - 1 },
        value: null,
      },
    ],
  };
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
  await deleteStagingFile(run.row.staging_path);
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

/**
 * Progress in bytes, never going back: under the 'reject' policy the validation pass fills the
 * first half of the file's bytes and the write pass the second.
 */
function toBytesDone(run: RunContext, bytesRead: number, bytesTotal: number): number {
  const done = Math.min(bytesRead, bytesTotal);
  return run.options.invalidRowPolicy === 'reject' ? Math.floor(bytesTotal / 2 + done / 2) : done;
}
