import type { ImportOptions } from '@ziskomer/contracts';
import type { StageError } from '@ziskomer/db';
import type { OrderRecord } from '../ingest/index.ts';
import { ImportFileError } from './import-file-error.ts';
import { ALL_ROWS_COMMITTED, type ReadUnit, type UnitsContext } from './import-units.ts';
import { createOrderMapper, type MappedOrder, type OrderMapper } from './map-order-rows.ts';
import type { StagedLine } from './queries/insert-import-lines.ts';
import { findImportLinePosition, type LinePosition, readImportLines } from './queries/read-import-lines.ts';
import { readCsvRecords } from './read-csv-records.ts';

/** An order may have at most this many lines; longer groups are not held in memory. */
const MAX_GROUP_ROWS = 1001;
/** Staged lines read per query. */
const PAGE_LINES = 2000;

export interface StagedFile {
  path: string;
  options: ImportOptions;
  /** Lines staged by stageOrderLines, and the break it met, if any. */
  stagedLines: number;
  stageError: StageError | null;
}

/**
 * The orders of a staged file: all lines with the same order id form one order wherever they
 * stood in the file (lines without an id stand alone), each parsed and validated by the order
 * mapper. Orders come in the staging's order (by order id); a unit's `nextLine` counts the staged
 * lines read before the next order, which is where a resumed import continues (`fromLine`).
 * A break recorded while staging ends the units with that ImportFileError.
 */
export async function* readOrderUnits(
  context: Pick<UnitsContext, 'shopId' | 'importId' | 'shop' | 'scoped'>,
  file: StagedFile,
  progress: { bytesRead: number; bytesTotal: number },
  fromLine: number,
): AsyncGenerator<ReadUnit<OrderRecord>> {
  const mapper = createOrderMapper(await readHeader(file), file.options, context.shop);
  let position: LinePosition | null =
    fromLine === 0
      ? { orderKey: '', line: 0 }
      : await context.scoped((trx) =>
          findImportLinePosition(trx, context.shopId, context.importId, fromLine),
        );
  let consumed = Math.min(fromLine, file.stagedLines);
  let group: StagedLine[] = [];
  let groupRows = 0;
  while (position) {
    const from: LinePosition = position;
    const lines = await context.scoped((trx) =>
      readImportLines(trx, context.shopId, context.importId, from, PAGE_LINES),
    );
    const last = lines.at(-1);
    position = lines.length === PAGE_LINES && last ? { orderKey: last.orderKey, line: last.line + 1 } : null;
    for (const line of lines) {
      if (groupRows > 0 && (line.orderKey === '' || line.orderKey !== group[0]!.orderKey)) {
        consumed += groupRows;
        progress.bytesRead = Math.floor((progress.bytesTotal * consumed) / Math.max(1, file.stagedLines));
        yield { ...buildGroup(mapper, group, groupRows), rows: groupRows, nextLine: consumed };
        group = [];
        groupRows = 0;
      }
      if (group.length < MAX_GROUP_ROWS) group.push(line);
      groupRows++;
    }
  }
  if (groupRows > 0) {
    consumed += groupRows;
    progress.bytesRead = progress.bytesTotal;
    yield {
      ...buildGroup(mapper, group, groupRows),
      rows: groupRows,
      nextLine: file.stageError ? consumed : ALL_ROWS_COMMITTED,
    };
  }
  const broken = file.stageError;
  if (broken)
    throw new ImportFileError(
      broken.code as ImportFileError['code'],
      broken.line,
      broken.params,
      broken.column,
    );
}

/** The file's header row (the mapper needs it to read the staged lines). */
async function readHeader(file: StagedFile): Promise<string[]> {
  const headerLine = file.options.headerLine ?? 1;
  for await (const record of readCsvRecords(file.path, file.options)) {
    if (record.line >= headerLine) return record.fields;
  }
  throw new ImportFileError('empty_file', null);
}

/**
 * One order from all its staged lines. A run of lines that repeats an earlier run of the same
 * order line for line is the order exported twice: it is dropped and counted as a duplicate
 * (SECURITY-TESTS §6). The other runs are lines of the order that stood apart in the file.
 */
function buildGroup(
  mapper: OrderMapper,
  group: StagedLine[],
  rows: number,
): { unit: MappedOrder; duplicates: number } {
  if (rows > group.length) return { unit: refuseLongOrder(mapper, group[0]!), duplicates: 0 };
  const runs = new Map<number, StagedLine[]>();
  for (const line of group) {
    const run = runs.get(line.run);
    if (run) run.push(line);
    else runs.set(line.run, [line]);
  }
  const kept: StagedLine[] = [];
  const seen = new Set<string>();
  let duplicates = 0;
  for (const run of runs.values()) {
    const content = runs.size > 1 ? JSON.stringify(run.map((line) => line.fields)) : '';
    if (seen.has(content)) {
      duplicates++;
      continue;
    }
    seen.add(content);
    kept.push(...run);
  }
  const records = kept.map(({ line, fields }) => ({ line, fields: [...fields] }));
  return { unit: mapper.buildOrder(records), duplicates };
}

/** An order with too many lines to hold: refused without reading its lines into memory. */
function refuseLongOrder(mapper: OrderMapper, firstLine: StagedLine): MappedOrder {
  const first = { line: firstLine.line, fields: [...firstLine.fields] };
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
