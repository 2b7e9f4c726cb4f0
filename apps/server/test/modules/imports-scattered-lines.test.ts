import { withScope } from '@ziskomer/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JobRunner } from '../../src/jobs/job-runner.ts';
import type { TestApp, TestUser } from '../helpers/test-app.ts';
import { createTestApp } from '../helpers/test-app.ts';
import { testEngines } from '../helpers/test-db.ts';
import {
  analyse,
  countRows,
  createRunner,
  createShop,
  csv,
  errorsOf,
  getImport,
  importFile,
  start,
  uploadOk,
} from './imports-test-kit.ts';

/**
 * An order is all of its lines in the file, wherever they stand: exports sorted by product or by
 * time, or joined from two files, put other orders' lines (or a broken row) between the lines of
 * one order.
 */

const HEADER = [
  'order_id',
  'order_date',
  'customer_email',
  'order_revenue',
  'product_name',
  'quantity',
  'unit_price',
];

function line(order: string, product: string, price: string, date = '3.5.2024 10:15', email = '') {
  return [order, date, email || `${order.toLowerCase()}@example.cz`, '', product, '1', price];
}

async function storedOrders(t: TestApp, shopId: string) {
  return withScope(t.deps.db, { userId: null, shopId }, (trx) =>
    trx.selectFrom('orders').select(['order_id', 'revenue', 'item_count']).orderBy('order_id').execute(),
  );
}

describe.each(testEngines)('scattered order lines on %s', (engine) => {
  let t: TestApp;
  let owner: TestUser;

  beforeAll(async () => {
    t = await createTestApp(engine);
    owner = await t.signUp('radky@example.cz');
  });
  afterAll(() => t.close());

  it('joins lines of one order that stand apart, and a second import of the file changes nothing', async () => {
    const shopId = await createShop(t, owner, 'Rozházené řádky');
    // Sorted by product, as an export of order lines often is.
    const rows = [
      HEADER,
      line('A1', 'Hrnek', '100'),
      line('B2', 'Hrnek', '100'),
      line('A1', 'Káva', '250'),
      line('C3', 'Káva', '250'),
      line('B2', 'Talíř', '80'),
      line('A1', 'Talíř', '80'),
    ];
    const body = csv(rows);
    const first = await importFile(t, owner, shopId, body, { job: { batchOrders: 1 } });
    expect(first.status).toBe('completed');
    expect(first.counts).toEqual({
      orders: 3,
      inserted: 3,
      updated: 0,
      unchanged: 0,
      duplicates: 0,
      rejected: 0,
    });
    expect(first.progress).toMatchObject({ percentage: 100, recordsProcessed: 6, totalRecords: 6 });
    expect(await storedOrders(t, shopId)).toEqual([
      { order_id: 'A1', revenue: '430.00', item_count: 3 },
      { order_id: 'B2', revenue: '180.00', item_count: 2 },
      { order_id: 'C3', revenue: '250.00', item_count: 1 },
    ]);

    const again = await importFile(t, owner, shopId, body);
    expect(again.counts).toEqual({
      orders: 3,
      inserted: 0,
      updated: 0,
      unchanged: 3,
      duplicates: 0,
      rejected: 0,
    });
    // The staged lines are gone once the imports have ended.
    expect(await countRows(t, shopId, 'import_lines')).toBe(0);
  });

  it('keeps an order whole when a broken row stands between its lines', async () => {
    const shopId = await createShop(t, owner, 'Chybný řádek mezi');
    const rows = [HEADER, line('A1', 'Hrnek', '100'), line('X9', 'Káva', 'abc'), line('A1', 'Káva', '250')];
    const done = await importFile(t, owner, shopId, csv(rows));
    expect(done.counts).toMatchObject({ inserted: 1, rejected: 1, duplicates: 0 });
    expect(await storedOrders(t, shopId)).toEqual([{ order_id: 'A1', revenue: '350.00', item_count: 2 }]);
    const errors = await errorsOf(t, owner, shopId, done.id);
    expect(errors.map((error) => error.line)).toEqual([3]);

    const again = await importFile(t, owner, shopId, csv(rows));
    expect(again.counts).toMatchObject({ inserted: 0, updated: 0, unchanged: 1, rejected: 1 });
  });

  it('a rejected line rejects its whole order, and the errors name every line of it', async () => {
    const shopId = await createShop(t, owner, 'Celá objednávka');
    const rows = [
      HEADER,
      line('A1', 'Hrnek', '100'),
      line('B2', 'Káva', '250'),
      line('A1', 'Káva', 'zdarma'),
      line('A1', 'Talíř', '80'),
    ];
    const done = await importFile(t, owner, shopId, csv(rows));
    expect(done.counts).toMatchObject({ inserted: 1, rejected: 1 });
    expect((await storedOrders(t, shopId)).map((order) => order.order_id)).toEqual(['B2']);
    const errors = await errorsOf(t, owner, shopId, done.id);
    expect(errors.map((error) => [error.line, error.code])).toEqual([
      [2, 'order_line_rejected'],
      [4, 'invalid_amount'],
      [5, 'order_line_rejected'],
    ]);
    expect(errors[0]!.message).toContain('A1');
    expect(errors[0]!.message).toContain('4');
  });

  it('refuses an order whose lines disagree on its date, revenue or customer, naming both lines', async () => {
    const shopId = await createShop(t, owner, 'Rozpor');
    const rows = [
      HEADER,
      line('A1', 'Hrnek', '100', '3.5.2024 10:15'),
      line('B2', 'Káva', '250'),
      line('A1', 'Káva', '250', '4.5.2024 10:15'),
      line('C3', 'Káva', '250', '3.5.2024 10:15', 'prvni@example.cz'),
      line('C3', 'Hrnek', '100', '3.5.2024 10:15', 'druhy@example.cz'),
    ];
    const done = await importFile(t, owner, shopId, csv(rows));
    expect(done.counts).toMatchObject({ inserted: 1, rejected: 2 });
    const errors = await errorsOf(t, owner, shopId, done.id);
    const conflicts = errors.filter((error) => error.code === 'order_lines_conflict');
    expect(conflicts.map((error) => [error.line, error.column])).toEqual([
      [4, 'order_date'],
      [6, 'customer_email'],
    ]);
    expect(conflicts[0]!.message).toContain('2');
    expect(conflicts[0]!.message).toContain('4');
  });

  it('resumes after a crash while the file is being staged, without losing or repeating a line', async () => {
    const shopId = await createShop(t, owner, 'Pád při načítání');
    const rows = [HEADER];
    for (let i = 0; i < 3000; i++) rows.push(line(`P${i % 1000}`, `Zboží ${i}`, '10'));
    const created = await uploadOk(t, owner, shopId, csv(rows));
    const analysis = await analyse(t, owner, shopId, created.id);
    expect((await start(t, owner, shopId, created.id, analysis.options)).status).toBe(202);

    // The first worker dies after its first staged chunk (no clean-up runs, like kill -9).
    const crashing: JobRunner = createRunner(t, {
      stageLines: 500,
      leaseMs: 600,
      workerId: 'crashing',
      afterStagedChunk: () => crashing.kill(),
    });
    await crashing.runUntilIdle();
    expect((await getImport(t, owner, shopId, created.id)).status).toBe('running');
    expect(await countRows(t, shopId, 'import_lines')).toBeGreaterThan(0);
    expect(await countRows(t, shopId, 'orders')).toBe(0);

    await new Promise((resolve) => setTimeout(resolve, 900));
    await createRunner(t, { batchOrders: 300, workerId: 'restarted' }).runUntilIdle();
    const done = await getImport(t, owner, shopId, created.id);
    expect(done.status).toBe('completed');
    expect(done.counts).toEqual({
      orders: 1000,
      inserted: 1000,
      updated: 0,
      unchanged: 0,
      duplicates: 0,
      rejected: 0,
    });
    expect(await countRows(t, shopId, 'order_items')).toBe(3000);
    expect(await countRows(t, shopId, 'import_lines')).toBe(0);
  }, 120_000);
  it('reads orders that stand together straight from the file, stages only the scattered ones, and resumes in either part', async () => {
    const shopId = await createShop(t, owner, 'Napůl rozházený soubor');
    // 600 orders with adjacent lines; 200 more whose second line comes at the end of the file.
    const rows = [HEADER];
    for (let i = 0; i < 600; i++) {
      rows.push(line(`A${i}`, 'Káva', '250'), line(`A${i}`, 'Hrnek', '100'));
      if (i < 200) rows.push(line(`S${i}`, 'Káva', '250'));
    }
    for (let i = 0; i < 200; i++) rows.push(line(`S${i}`, 'Sirup', '80'));
    const created = await uploadOk(t, owner, shopId, csv(rows));
    const analysis = await analyse(t, owner, shopId, created.id);
    expect((await start(t, owner, shopId, created.id, analysis.options)).status).toBe(202);

    // Dies after its first batch: the adjacent orders come first, in the file's order.
    const first: JobRunner = createRunner(t, {
      batchOrders: 100,
      leaseMs: 600,
      workerId: 'first',
      afterBatch: () => first.kill(),
    });
    await first.runUntilIdle();
    expect(await countRows(t, shopId, 'orders')).toBe(100);
    // Only the scattered orders' lines were staged.
    expect(await countRows(t, shopId, 'import_lines')).toBe(400);

    // Resumes from the file's line after the first batch, and dies in the staged orders.
    await new Promise((resolve) => setTimeout(resolve, 900));
    const second: JobRunner = createRunner(t, {
      batchOrders: 100,
      leaseMs: 600,
      workerId: 'second',
      afterBatch: (batch) => (batch === 6 ? second.kill() : undefined),
    });
    await second.runUntilIdle();
    expect(await countRows(t, shopId, 'orders')).toBe(700);

    await new Promise((resolve) => setTimeout(resolve, 900));
    await createRunner(t, { batchOrders: 100, workerId: 'third' }).runUntilIdle();
    const done = await getImport(t, owner, shopId, created.id);
    expect(done.status).toBe('completed');
    expect(done.counts).toEqual({
      orders: 800,
      inserted: 800,
      updated: 0,
      unchanged: 0,
      duplicates: 0,
      rejected: 0,
    });
    expect(await countRows(t, shopId, 'order_items')).toBe(1600);
    expect(await countRows(t, shopId, 'import_lines')).toBe(0);
    const stored = await storedOrders(t, shopId);
    expect(stored.find((order) => order.order_id === 'S7')).toMatchObject({ item_count: 2 });
    expect(Number(stored.find((order) => order.order_id === 'S7')!.revenue)).toBe(330);

    // The same file again: every order unchanged, and nothing staged for the adjacent ones.
    const again = await importFile(t, owner, shopId, csv(rows));
    expect(again.counts).toMatchObject({ orders: 800, unchanged: 800, inserted: 0, updated: 0 });
  }, 120_000);

  it('stages nothing for a file exported one order after another', async () => {
    const shopId = await createShop(t, owner, 'Seřazený export');
    const rows = [HEADER];
    for (let i = 0; i < 300; i++) rows.push(line(`B${i}`, 'Káva', '250'), line(`B${i}`, 'Hrnek', '100'));
    const created = await uploadOk(t, owner, shopId, csv(rows));
    const analysis = await analyse(t, owner, shopId, created.id);
    expect((await start(t, owner, shopId, created.id, analysis.options)).status).toBe(202);
    let stagedDuringImport = -1;
    const runner: JobRunner = createRunner(t, {
      batchOrders: 100,
      afterBatch: async (batch) => {
        if (batch === 1) stagedDuringImport = await countRows(t, shopId, 'import_lines');
      },
    });
    await runner.runUntilIdle();
    expect(stagedDuringImport).toBe(0);
    const done = await getImport(t, owner, shopId, created.id);
    expect(done.counts).toMatchObject({ orders: 300, inserted: 300, rejected: 0 });
    expect(await countRows(t, shopId, 'order_items')).toBe(600);
  }, 60_000);
});
