import { JobInterrupted } from '../../jobs/job-error.ts';
import {
  deferCustomerMarks,
  OrderBatch,
  type OrderRecord,
  refreshImportCustomers,
  relaxCommitDurability,
  writeOrders,
} from '../ingest/index.ts';
import { collectUnitBatches } from './collect-unit-batches.ts';
import { type ImportUnits, type UnitsContext, yieldToEventLoop } from './import-units.ts';
import { readOrderUnits } from './read-order-units.ts';
import { type OrderFileLayout, scanOrderKeys } from './scan-order-keys.ts';
import { deleteAllImportLines, stageOrderLines } from './stage-order-lines.ts';

/**
 * The units of an order import: the file is read first to find the orders whose lines stand apart,
 * and their lines are staged (stageOrderLines), so that every line of an order comes together
 * wherever it stands; then its orders (readOrderUnits) are
 * saved by the orders' sink (`writeOrders`) with customer facts deferred to the end of the
 * import, when the facts of every customer it touched are recomputed once and the customers of
 * its new orders are marked for the analytics rollups.
 */
export function createOrderImportUnits(context: UnitsContext): ImportUnits<OrderRecord> {
  const { deps, shopId, importId, signal } = context;
  // The file's layout, from the staging or, when a restarted job finds the staging done, read again.
  let layout: OrderFileLayout | null = null;
  return {
    prepare: async (file, chunkSize, afterChunk) => {
      layout = await stageOrderLines(context, file, { chunkSize, afterChunk });
    },
    isPrepared: (row) => row.staged_lines !== null,
    async *batches(file, fromLine, batchSize) {
      layout ??= await scanOrderKeys(context, file);
      const progress = { bytesRead: 0, bytesTotal: Number(file.row.bytes_total) };
      const laidOut = { path: file.path, layout, stagedLines: Number(file.row.staged_lines ?? 0) };
      const units = readOrderUnits(context, laidOut, progress, fromLine);
      yield* collectUnitBatches(units, progress, () => new OrderBatch(), batchSize);
    },
    write: async (trx, valid) => {
      await relaxCommitDurability(trx);
      await deferCustomerMarks(trx);
      const { counts } = await writeOrders(trx, shopId, { kind: 'import', importId }, valid as OrderBatch, {
        now: deps.now(),
        customerFacts: 'deferred',
      });
      return counts;
    },
    // The end-of-import recomputation of customer facts, stopping between pages when the runner stops.
    settle: async () => {
      await refreshImportCustomers(
        deps.db,
        { shopId, importId, now: deps.now(), engine: deps.engine },
        async () => {
          await yieldToEventLoop();
          if (signal.aborted) throw new JobInterrupted();
        },
      );
    },
    discard: () => deleteAllImportLines(context),
    // The reports' rollups are not refreshed here: the marks the import left queued the shop's
    // analytics-rollups job, which refreshes them (and raises the budget alerts the new revenue
    // calls for) once this job has ended.
  };
}
