import type { ImportOptions } from '@ziskomer/contracts';
import type { OrderRecord } from '../ingest/index.ts';
import { ImportFileError } from './import-file-error.ts';
import { ALL_ROWS_COMMITTED, type ReadUnit } from './import-units.ts';
import {
  createOrderMapper,
  type MappedOrder,
  type OrderMapper,
  type ShopSettings,
} from './map-order-rows.ts';
import { type CsvRecord, readCsvRecordBatches } from './read-csv-records.ts';

/** An order may have at most this many lines; longer groups are not held in memory. */
const MAX_GROUP_ROWS = 1001;

/**
 * The orders of a file: consecutive rows with the same order id form one order (rows without an
 * id stand alone), each parsed and validated by the order mapper. Orders starting before
 * `fromLine` were committed before a restart and are skipped.
 */
export async function* readOrderUnits(
  file: { path: string; options: ImportOptions },
  shop: ShopSettings,
  progress: { bytesRead: number },
  fromLine: number,
): AsyncGenerator<ReadUnit<OrderRecord>> {
  let mapper: OrderMapper | null = null;
  let group: CsvRecord[] = [];
  let groupRows = 0;
  let groupKey = '';
  const headerLine = file.options.headerLine ?? 1;
  for await (const records of readCsvRecordBatches(file.path, file.options, progress)) {
    for (const record of records) {
      if (!mapper) {
        // Title lines above the header are neither the header nor rows.
        if (record.line < headerLine) continue;
        mapper = createOrderMapper(record.fields, file.options, shop);
        continue;
      }
      if (record.line < fromLine) continue;
      const key = mapper.getOrderKey(record);
      if (groupRows > 0 && (key === '' || key !== groupKey)) {
        yield { unit: buildGroup(mapper, group, groupRows), rows: groupRows, nextLine: record.line };
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
    yield { unit: buildGroup(mapper, group, groupRows), rows: groupRows, nextLine: ALL_ROWS_COMMITTED };
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
