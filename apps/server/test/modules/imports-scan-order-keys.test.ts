import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { importOptionsSchema } from '@ziskomer/contracts';
import { afterAll, describe, expect, it } from 'vitest';
import { hashOrderKey, OrderKeySet } from '../../src/modules/imports/order-key-set.ts';
import { SCAN_LIMITS, scanOrderKeys } from '../../src/modules/imports/scan-order-keys.ts';

/**
 * The import's first pass: which orders have their lines apart in the file (those are staged; the
 * others are read straight from the file), in memory bounded by its limits.
 */

const dir = mkdtempSync(join(tmpdir(), 'scan-order-keys-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
let fileNo = 0;

const context = {
  options: importOptionsSchema.parse({
    encoding: 'utf-8',
    delimiter: ';',
    decimal: ',',
    dateFormat: 'dmy',
    mapping: { orderId: 'order_id', orderDate: 'order_date', revenue: 'revenue' },
  }),
  shop: { timeZone: 'Europe/Prague', currency: 'CZK' },
};

/** A file of one line per order id given ('' = a line without an id). */
function fileOf(ids: string[], tail = ''): { path: string } {
  const path = join(dir, `f${fileNo++}.csv`);
  const lines = ['order_id;order_date;revenue', ...ids.map((id) => `${id};3.5.2024 10:15;100`)];
  writeFileSync(path, `${lines.join('\r\n')}\r\n${tail}`);
  return { path };
}

describe('scanOrderKeys', () => {
  it('finds no scattered order in a file exported one order after another', async () => {
    const layout = await scanOrderKeys(context, fileOf(['A', 'A', 'B', 'C', 'C', 'C', '', '']));
    expect(layout.anyScattered).toBe(false);
    expect(['A', 'B', 'C', ''].map(layout.isScattered)).toEqual([false, false, false, false]);
    expect(layout.dataLines).toBe(8);
    expect(layout.endLine).toBe(10);
    expect(layout.stageError).toBeNull();
  });

  it('marks an order whose id comes back after other lines, and only it', async () => {
    const layout = await scanOrderKeys(context, fileOf(['A', 'B', 'B', 'A', 'C', '', 'D', '', 'D']));
    expect(layout.anyScattered).toBe(true);
    expect(['A', 'B', 'C', 'D', ''].map(layout.isScattered)).toEqual([true, false, false, true, false]);
  });

  it('takes every order as scattered past its memory limits', async () => {
    const limits = { ...SCAN_LIMITS, scatteredOrders: 1 };
    const layout = await scanOrderKeys(context, fileOf(['A', 'B', 'A', 'B', 'C']), { limits });
    expect(['A', 'B', 'C', 'Z'].map(layout.isScattered)).toEqual([true, true, true, true]);
    const many = await scanOrderKeys(context, fileOf(['A', 'B', 'C']), {
      limits: { ...SCAN_LIMITS, orders: 2 },
    });
    expect(many.isScattered('C')).toBe(true);
  });

  it('records a break in the file, and drops the order read last before it', async () => {
    const layout = await scanOrderKeys(context, fileOf(['A', 'B', 'B'], 'C;"3.5.2024;100\r\n'));
    expect(layout.stageError).toMatchObject({ code: 'unclosed_quote', line: 5 });
    expect(layout.isDropped('B')).toBe(true);
    expect(layout.isScattered('B')).toBe(true);
    expect(layout.isDropped('A')).toBe(false);
    expect(layout.isScattered('A')).toBe(false);
  });
});

describe('OrderKeySet', () => {
  it('holds 300,000 ids through its growth, each once', () => {
    const set = new OrderKeySet(16);
    for (let i = 0; i < 300_000; i++) expect(set.add(`OBJ-${i}`)).toBe(true);
    expect(set.size).toBe(300_000);
    expect(set.add('OBJ-123456')).toBe(false);
    expect(set.has('OBJ-299999')).toBe(true);
    expect(set.has('OBJ-300000')).toBe(false);
    expect(set.size).toBe(300_000);
  });

  it('hashes to a non-zero integer within 52 bits', () => {
    for (const key of ['', 'A', 'objednávka 2024/0001', '\u0000', 'x'.repeat(1000)]) {
      const hash = hashOrderKey(key);
      expect(Number.isInteger(hash)).toBe(true);
      expect(hash).toBeGreaterThan(0);
      expect(hash).toBeLessThan(2 ** 52);
    }
    expect(hashOrderKey('A1')).not.toBe(hashOrderKey('1A'));
  });
});
