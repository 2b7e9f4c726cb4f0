import { JobInterrupted } from '../../jobs/job-runner.ts';
import { refreshAnalyticsRollups } from '../analytics/rollups/refresh-analytics-rollups.ts';
import { OrderBatch } from '../orders/order-batch.ts';
import type { OrderRecord } from '../orders/order-record.ts';
import { deferCustomerMarks } from '../orders/queries/defer-customer-marks.ts';
import { relaxCommitDurability } from '../orders/queries/relax-commit-durability.ts';
import { refreshImportCustomers } from '../orders/refresh-import-customers.ts';
import { saveOrders } from '../orders/save-orders.ts';
import { ImportFileError } from './import-file-error.ts';
import { ALL_ROWS_COMMITTED, type ImportUnits, type UnitsContext, yieldToEventLoop } from './import-units.ts';
import { createOrderMapper, type MappedOrder, type OrderMapper } from './map-order-rows.ts';
import { type CsvRecord, readCsvRecordBatches } from './read-csv-records.ts';

/** An order may have at most this many lines; longer groups are not held in memory. */
const MAX_GROUP_ROWS = 1001;

/**
 * The units of an order import: consecutive rows with the same order id form one order (rows
 * without an id stand alone), saved by `saveOrders` with customer facts deferred to the end of
 * the import, when the facts of every customer it touched are recomputed once and the customers
 * of its new orders are marked for the analytics rollups.
 */
export function createOrderImportUnits(context: UnitsContext): ImportUnits<OrderRecord> {
  const { deps, shopId, importId, signal } = context;
  return {
    forEach: (file, progress, fromLine, onUnit) => forEachOrder(context, file, progress, fromLine, onUnit),
    createValid: () => new OrderBatch(),
    write: async (trx, valid) => {
      await relaxCommitDurability(trx);
      await deferCustomerMarks(trx);
      const { counts } = await saveOrders(
        trx,
        { shopId, importId, now: deps.now(), customerFacts: 'deferred' },
        valid as OrderBatch,
      );
      return counts;
    },
    // The end-of-import recomputation of customer facts, stopping between pages when the runner stops.
    settle: async () => {
      await refreshImportCustomers(deps.db, { shopId, importId, now: deps.now() }, async () => {
        await yieldToEventLoop();
        if (signal.aborted) throw new JobInterrupted();
      });
    },
    // Then the reports' rollups, so the first report after a big import reads them instead of
    // refreshing them in its own request. The orders and customer facts are complete already; a
    // report asked for meanwhile waits on the same per-shop lock rather than computing twice.
    afterComplete: async () => {
      await context.scoped((trx) => refreshAnalyticsRollups(trx, shopId, deps.now()));
    },
  };
}

async function forEachOrder(
  context: UnitsContext,
  file: { path: string; options: UnitsContext['options'] },
  progress: { bytesRead: number },
  fromLine: number,
  onOrder: (mapped: MappedOrder, rows: number, nextLine: number) => Promise<void> | undefined,
): Promise<void> {
  let mapper: OrderMapper | null = null;
  let group: CsvRecord[] = [];
  let groupRows = 0;
  let groupKey = '';
  for await (const records of readCsvRecordBatches(file.path, file.options, progress)) {
    for (const record of records) {
      if (!mapper) {
        mapper = createOrderMapper(record.fields, context.options, context.shop);
        continue;
      }
      if (record.line < fromLine) continue;
      const key = mapper.getOrderKey(record);
      if (groupRows > 0 && (key === '' || key !== groupKey)) {
        const waiting = onOrder(buildGroup(mapper, group, groupRows), groupRows, record.line);
        if (waiting) await waiting;
        group = [];
        groupRows = 0;
      }
      if (group.length < MAX_GROUP_ROWS) group.push(record);
      groupRows++;
      groupKey = key;
    }
  }
  if (!mapper) throw new ImportFileError('empty_file', null);
  if (groupRows > 0) {
    const waiting = onOrder(buildGroup(mapper, group, groupRows), groupRows, ALL_ROWS_COMMITTED);
    if (waiting) await waiting;
  }
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
