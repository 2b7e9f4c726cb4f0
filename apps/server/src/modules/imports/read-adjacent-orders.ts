import type { UnitsContext } from './import-units.ts';
import type { OrderMapper } from './map-order-rows.ts';
import type { CsvReadProgress, CsvRecord } from './read-csv-records.ts';
import { type OrderFileEnding, readOrderRecords } from './read-order-records.ts';
import { MAX_GROUP_ROWS, type OrderGroup, refuseLongOrder } from './read-staged-orders.ts';
import type { OrderFileLayout } from './scan-order-keys.ts';

/**
 * The orders whose lines stand together in the file, read straight from it: each run of adjacent
 * lines with one order id (a line without an id stands alone), skipping the lines of scattered
 * orders (staged, readStagedOrders reads them) and the records before `fromLine`. `nextLine` is
 * the line of the record after the order: every line before it is written or staged, so a
 * resumed import continues there. At a break in the file the orders before it are read and the
 * reading ends (the layout recorded the break, and the import fails with it at the end).
 */
export async function* readAdjacentOrders(
  context: Pick<UnitsContext, 'options' | 'shop'>,
  file: { path: string; layout: OrderFileLayout },
  progress: CsvReadProgress,
  fromLine: number,
): AsyncGenerator<OrderGroup & { nextLine: number }> {
  const { layout } = file;
  const ending: OrderFileEnding = { broken: null };
  let mapper: OrderMapper | null = null;
  let group: CsvRecord[] = [];
  let groupRows = 0;
  let groupKey = '';
  const take = (nextLine: number) => {
    const taken = { ...buildGroup(mapper!, group, groupRows), nextLine };
    group = [];
    groupRows = 0;
    return taken;
  };
  for await (const batch of readOrderRecords(context, file.path, progress, ending)) {
    mapper = batch.mapper;
    for (const record of batch.records) {
      if (record.line < fromLine) continue;
      const key = mapper.getOrderKey(record);
      if (groupRows > 0 && (key === '' || key !== groupKey)) yield take(record.line);
      if (layout.isScattered(key)) continue;
      if (group.length < MAX_GROUP_ROWS) group.push(record);
      groupRows++;
      groupKey = key;
    }
  }
  // Only the break the scan recorded ends the orders early; the import fails with it at the end.
  if (ending.broken && !layout.stageError) throw ending.broken;
  if (groupRows > 0) yield take(layout.endLine);
}

function buildGroup(mapper: OrderMapper, group: CsvRecord[], rows: number): OrderGroup {
  const unit = rows <= group.length ? mapper.buildOrder(group) : refuseLongOrder(mapper, group[0]!);
  return { unit, rows, duplicates: 0 };
}
