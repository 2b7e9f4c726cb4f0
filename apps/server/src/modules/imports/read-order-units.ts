import type { OrderRecord } from '../ingest/index.ts';
import { ImportFileError } from './import-file-error.ts';
import { ALL_ROWS_COMMITTED, type ReadUnit, type UnitsContext } from './import-units.ts';
import type { OrderMapper } from './map-order-rows.ts';
import { readAdjacentOrders } from './read-adjacent-orders.ts';
import { readOrderRecords } from './read-order-records.ts';
import { readStagedOrders } from './read-staged-orders.ts';
import type { OrderFileLayout } from './scan-order-keys.ts';

export interface LaidOutFile {
  path: string;
  layout: OrderFileLayout;
  /** Lines staged by stageOrderLines (the scattered orders' lines). */
  stagedLines: number;
}

/**
 * The orders of a file: all lines with the same order id form one order wherever they stand
 * (lines without an id stand alone), each parsed and validated by the order mapper. First the
 * orders whose lines stand together, straight from the file in its order; then the scattered
 * ones, from their staged lines. A unit's `nextLine` is where a resumed import continues
 * (`fromLine`): a line of the file, or past the file's end (`layout.endLine`) the staged lines
 * read so far. A break in the file ends the units with its ImportFileError, after the orders
 * before it.
 */
export async function* readOrderUnits(
  context: Pick<UnitsContext, 'shopId' | 'importId' | 'shop' | 'options' | 'scoped'>,
  file: LaidOutFile,
  progress: { bytesRead: number; bytesTotal: number },
  fromLine: number,
): AsyncGenerator<ReadUnit<OrderRecord>> {
  const { layout } = file;
  const mapper = await readMapper(file.path, context);
  // The file's bytes are shared between the two readers by their lines.
  const adjacentShare = 1 - file.stagedLines / Math.max(1, layout.dataLines);
  const read = { bytesRead: 0 };
  const adjacent =
    fromLine < layout.endLine ? readAdjacentOrders(context, file, read, fromLine) : (async function* () {})();
  const staged = readStagedOrders(context, mapper, Math.max(0, fromLine - layout.endLine));
  let held: ReadUnit<OrderRecord> | null = null;
  const hold = (unit: ReadUnit<OrderRecord>) => {
    const previous = held;
    held = unit;
    return previous;
  };
  for await (const { unit, rows, duplicates, nextLine } of adjacent) {
    progress.bytesRead = Math.floor(adjacentShare * Math.min(read.bytesRead, progress.bytesTotal));
    const previous = hold({ unit, rows, duplicates, nextLine });
    if (previous) yield previous;
  }
  for await (const { unit, rows, duplicates, consumed } of staged) {
    const stagedDone = consumed / Math.max(1, file.stagedLines);
    progress.bytesRead = Math.floor(progress.bytesTotal * (adjacentShare + (1 - adjacentShare) * stagedDone));
    const previous = hold({ unit, rows, duplicates, nextLine: layout.endLine + consumed });
    if (previous) yield previous;
  }
  const last = held as ReadUnit<OrderRecord> | null;
  if (last) {
    progress.bytesRead = progress.bytesTotal;
    yield layout.stageError ? last : { ...last, nextLine: ALL_ROWS_COMMITTED };
  }
  const broken = layout.stageError;
  if (broken)
    throw new ImportFileError(
      broken.code as ImportFileError['code'],
      broken.line,
      broken.params,
      broken.column,
    );
}

/** The order mapper of the file's header (the staged lines are read with it). */
async function readMapper(
  path: string,
  context: Pick<UnitsContext, 'options' | 'shop'>,
): Promise<OrderMapper> {
  for await (const { mapper } of readOrderRecords(context, path, { bytesRead: 0 })) return mapper;
  throw new ImportFileError('empty_file', null);
}
