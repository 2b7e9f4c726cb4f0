import type { StageError } from '@ziskomer/db';
import type { UnitsContext } from './import-units.ts';
import { OrderKeySet } from './order-key-set.ts';
import { type OrderFileEnding, readOrderRecords } from './read-order-records.ts';

/**
 * Bounds of a scan's memory: past this many order ids (16 bytes each) or this many scattered
 * orders (their ids held as text) every order is staged, as if all were scattered.
 */
export const SCAN_LIMITS = { orders: 8_000_000, scatteredOrders: 100_000 };

/**
 * How an order file's lines lie, from one read of it (the import's first pass): which orders have
 * their lines apart in the file and must be brought together through `import_lines`; every other
 * order is one run of adjacent lines and is read straight from the file.
 */
export interface OrderFileLayout {
  /** Whether the order id's lines must be staged: scattered, or its id shared a hash with one read before it. */
  isScattered(orderKey: string): boolean;
  /** Data lines (rows after the header) read before the end or the break. */
  dataLines: number;
  /** The first line after the last record read: staged lines are numbered from it as resume points. */
  endLine: number;
  /**
   * The break that ended the read (broken quoting, bad bytes), if any. The order read last before
   * it is dropped whole (its other lines may lie beyond the break): `isScattered` is true for it
   * and it is never staged (`isDropped`).
   */
  stageError: StageError | null;
  isDropped(orderKey: string): boolean;
  /** Whether any order is scattered (else nothing needs staging). */
  anyScattered: boolean;
}

/**
 * Reads the file once, remembering each order id's hash (OrderKeySet): an id met again after other
 * lines came between marks its order as scattered. A file exported one order after another (every
 * shop system's order export) has no scattered order, and nothing is staged.
 */
export async function scanOrderKeys(
  context: Pick<UnitsContext, 'options' | 'shop'>,
  file: { path: string },
  reading: {
    progress?: { bytesRead: number };
    /** Called about once a second while reading; may throw to stop (a cancel). */
    afterSecond?: () => Promise<void>;
    limits?: typeof SCAN_LIMITS;
  } = {},
): Promise<OrderFileLayout> {
  const { options } = context;
  const { progress = { bytesRead: 0 }, afterSecond, limits = SCAN_LIMITS } = reading;
  const seen = new OrderKeySet();
  const scattered = new Set<string>();
  const ending: OrderFileEnding = { broken: null };
  let everyOrder = false;
  let lastKey = '';
  let dataLines = 0;
  let endLine = (options.headerLine ?? 1) + 1;
  let reported = performance.now();
  for await (const { mapper, records } of readOrderRecords(context, file.path, progress, ending)) {
    if (afterSecond && performance.now() - reported >= 1000) {
      await afterSecond();
      reported = performance.now();
    }
    for (const record of records) {
      dataLines++;
      endLine = record.line + 1;
      const key = mapper.getOrderKey(record);
      if (key !== '' && key !== lastKey && !everyOrder) {
        // A hash shared with another id marks this one scattered too: staged, not lost.
        if (!seen.add(key)) scattered.add(key);
        if (seen.size > limits.orders || scattered.size > limits.scatteredOrders) {
          everyOrder = true;
          scattered.clear();
        }
      }
      lastKey = key;
    }
  }
  // A broken file keeps what lies before the break (stageOrderLines).
  const { broken } = ending;
  const stageError: StageError | null = broken
    ? { code: broken.code, line: broken.line, column: broken.column, params: broken.params }
    : null;
  // Lines without an id stand alone: none is dropped with another.
  const dropped = stageError && lastKey !== '' ? lastKey : null;
  return {
    isScattered: (key) => everyOrder || key === dropped || scattered.has(key),
    isDropped: (key) => key === dropped,
    anyScattered: everyOrder || scattered.size > 0,
    dataLines,
    endLine,
    stageError,
  };
}
