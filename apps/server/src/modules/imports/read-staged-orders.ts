import type { UnitsContext } from './import-units.ts';
import type { MappedOrder, OrderMapper } from './map-order-rows.ts';
import type { StagedLine } from './queries/insert-import-lines.ts';
import { findImportLinePosition, type LinePosition, readImportLines } from './queries/read-import-lines.ts';

/** An order may have at most this many lines; longer groups are not held in memory. */
export const MAX_GROUP_ROWS = 1001;
/** Staged lines read per query. */
const PAGE_LINES = 2000;

/** An order read by one of the readers, with the lines it took. */
export interface OrderGroup {
  unit: MappedOrder;
  rows: number;
  /** Repeats of the order in the file dropped as duplicates. */
  duplicates: number;
}

/**
 * The staged orders (the scattered ones, scanOrderKeys): every staged line with the same order id
 * is one order, read in the staging's order (by order id, then line), from the `skip`-th staged
 * line on. `consumed` is told how many staged lines were read before each order's end.
 */
export async function* readStagedOrders(
  context: Pick<UnitsContext, 'shopId' | 'importId' | 'scoped'>,
  mapper: OrderMapper,
  skip: number,
): AsyncGenerator<OrderGroup & { consumed: number }> {
  const { shopId, importId, scoped } = context;
  let position: LinePosition | null =
    skip === 0
      ? { orderKey: '', line: 0 }
      : await scoped((trx) => findImportLinePosition(trx, shopId, importId, skip));
  let consumed = skip;
  let group: StagedLine[] = [];
  let groupRows = 0;
  while (position) {
    const from: LinePosition = position;
    const lines = await scoped((trx) => readImportLines(trx, shopId, importId, from, PAGE_LINES));
    const last = lines.at(-1);
    position = lines.length === PAGE_LINES && last ? { orderKey: last.orderKey, line: last.line + 1 } : null;
    for (const line of lines) {
      if (groupRows > 0 && (line.orderKey === '' || line.orderKey !== group[0]!.orderKey)) {
        consumed += groupRows;
        yield { ...buildStagedGroup(mapper, group, groupRows), consumed };
        group = [];
        groupRows = 0;
      }
      if (group.length < MAX_GROUP_ROWS) group.push(line);
      groupRows++;
    }
  }
  if (groupRows > 0) {
    consumed += groupRows;
    yield { ...buildStagedGroup(mapper, group, groupRows), consumed };
  }
}

/**
 * One order from all its staged lines. A run of lines that repeats an earlier run of the same
 * order line for line is the order exported twice: it is dropped and counted as a duplicate
 * (SECURITY-TESTS §6). The other runs are lines of the order that stood apart in the file.
 */
function buildStagedGroup(mapper: OrderMapper, group: StagedLine[], rows: number): OrderGroup {
  if (rows > group.length) return { unit: refuseLongOrder(mapper, group[0]!), rows, duplicates: 0 };
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
  return { unit: mapper.buildOrder(records), rows, duplicates };
}

/** An order with too many lines to hold: refused by its first line, without reading the others. */
export function refuseLongOrder(
  mapper: OrderMapper,
  firstLine: { line: number; fields: readonly string[] },
): MappedOrder {
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
