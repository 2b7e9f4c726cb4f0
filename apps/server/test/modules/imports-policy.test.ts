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
  getImport,
  importFile,
  start,
  uploadOk,
} from './imports-test-kit.ts';

/** SECURITY-TESTS.md "CSV import bad input" 6, 8, 9, 10: duplicates, tenancy, invalid-row policy, resume. */

const HEADER = [
  'order_id',
  'order_date',
  'customer_email',
  'order_status',
  'order_revenue',
  'product_name',
  'quantity',
  'unit_price',
];

/** n orders of one or two lines each (every third order has two), numbered from `from`. */
function orderRows(n: number, from = 1, status = 'Vyřízena'): string[][] {
  const rows: string[][] = [];
  for (let i = from; i < from + n; i++) {
    const date = `${(i % 28) + 1}.${(i % 12) + 1}.2024 ${i % 24}:15`;
    const email = `zakaznik${i % 97}@example.cz`;
    rows.push([`O${i}`, date, email, status, '', 'Káva Etiopie', '2', '150,50']);
    if (i % 3 === 0) rows.push([`O${i}`, date, email, status, '', 'Hrnek', '1', '99']);
  }
  return rows;
}

async function orderIds(t: TestApp, shopId: string): Promise<string[]> {
  const rows = await withScope(t.deps.db, { userId: null, shopId }, (trx) =>
    trx.selectFrom('orders').select('order_id').orderBy('order_id').execute(),
  );
  return rows.map((row) => row.order_id);
}

describe.each(testEngines)('import policies on %s', (engine) => {
  let t: TestApp;
  let owner: TestUser;
  let clock = new Date('2025-01-10T10:00:00Z');

  beforeAll(async () => {
    t = await createTestApp(engine, { now: () => clock });
    owner = await t.signUp(`policy-${engine}@example.cz`, 'Majitel Obchodu');
  });
  afterAll(() => t.close());

  it('groups the lines of one order and sums its revenue from them', async () => {
    const shopId = await createShop(t, owner, 'Položky');
    const done = await importFile(t, owner, shopId, csv([HEADER, ...orderRows(6)]));
    expect(done.counts).toEqual({
      orders: 6,
      inserted: 6,
      updated: 0,
      unchanged: 0,
      duplicates: 0,
      rejected: 0,
    });
    expect(done.progress).toMatchObject({ percentage: 100, recordsProcessed: 8, totalRecords: 8 });
    expect(await countRows(t, shopId, 'order_items')).toBe(8);
    const three = await withScope(t.deps.db, { userId: null, shopId }, (trx) =>
      trx
        .selectFrom('orders')
        .select(['revenue', 'item_count', 'margin', 'margin_estimated'])
        .where('order_id', '=', 'O3')
        .executeTakeFirstOrThrow(),
    );
    expect(three).toEqual({ revenue: '400.00', item_count: 2, margin: '120.00', margin_estimated: true });
  });

  it('6: the same order twice in one file is one order and one duplicate; counts add up', async () => {
    const shopId = await createShop(t, owner, 'Duplicity');
    const rows = [HEADER, ...orderRows(4), ...orderRows(1, 3)];
    const done = await importFile(t, owner, shopId, csv(rows));
    expect(done.counts).toEqual({
      orders: 5,
      inserted: 4,
      updated: 0,
      unchanged: 0,
      duplicates: 1,
      rejected: 0,
    });
    // O3 has two lines; the repeat did not add two more.
    expect(await countRows(t, shopId, 'order_items')).toBe(5);
  });

  it('6: recognises duplicates across batches too', async () => {
    const shopId = await createShop(t, owner, 'Duplicity v dávkách');
    const rows = [HEADER, ...orderRows(5), ...orderRows(2, 1)];
    const done = await importFile(t, owner, shopId, csv(rows), { job: { batchOrders: 2 } });
    expect(done.counts).toEqual({
      orders: 7,
      inserted: 5,
      updated: 0,
      unchanged: 0,
      duplicates: 2,
      rejected: 0,
    });
    expect(await countRows(t, shopId, 'orders')).toBe(5);
  });

  it('6: the same file twice changes nothing; an overlapping export updates the changed order once', async () => {
    const shopId = await createShop(t, owner, 'Opakovaný import');
    const body = csv([HEADER, ...orderRows(10)]);
    clock = new Date('2025-01-10T10:00:00Z');
    const first = await importFile(t, owner, shopId, body);
    expect(first.counts).toMatchObject({ inserted: 10, unchanged: 0 });

    clock = new Date('2025-01-11T10:00:00Z');
    const again = await importFile(t, owner, shopId, body);
    expect(again.counts).toEqual({
      orders: 10,
      inserted: 0,
      updated: 0,
      unchanged: 10,
      duplicates: 0,
      rejected: 0,
    });

    // An export covering orders 6–14 where order 7 got cancelled meanwhile.
    clock = new Date('2025-01-12T10:00:00Z');
    const overlap = [...orderRows(1, 6), ...orderRows(1, 7, 'Stornována'), ...orderRows(7, 8)];
    const third = await importFile(t, owner, shopId, csv([HEADER, ...overlap]));
    expect(third.counts).toEqual({
      orders: 9,
      inserted: 4,
      updated: 1,
      unchanged: 4,
      duplicates: 0,
      rejected: 0,
    });

    const stamps = await withScope(t.deps.db, { userId: null, shopId }, (trx) =>
      trx
        .selectFrom('orders')
        .select(['order_id', 'created_at', 'updated_at', 'is_cancelled'])
        .where('order_id', 'in', ['O6', 'O7', 'O11'])
        .orderBy('order_id')
        .execute(),
    );
    expect(
      stamps.map((s) => [
        s.order_id,
        s.created_at.toISOString().slice(0, 10),
        s.updated_at.toISOString().slice(0, 10),
        s.is_cancelled,
      ]),
    ).toEqual([
      ['O11', '2025-01-12', '2025-01-12', false],
      ['O6', '2025-01-10', '2025-01-10', false],
      ['O7', '2025-01-10', '2025-01-12', true],
    ]);
  });

  it('8: a shop_id column naming another shop is ignored; every row lands in the import’s shop', async () => {
    const shopId = await createShop(t, owner, 'Můj obchod');
    const otherShop = await createShop(t, owner, 'Cizí obchod');
    const rows = [['shop_id', ...HEADER], ...orderRows(3).map((r) => [otherShop, ...r])];
    const done = await importFile(t, owner, shopId, csv(rows));
    expect(done.counts.inserted).toBe(3);
    expect(await countRows(t, shopId, 'orders')).toBe(3);
    expect(await countRows(t, otherShop, 'orders')).toBe(0);
  });

  describe('9: an invalid row deep in the file', () => {
    const rows = orderRows(2500);
    const badIndex = rows.findIndex((r) => r[0] === 'O2000');
    rows[badIndex] = ['O2000', '32.13.2024', 'x@example.cz', 'Nová', '', 'Káva', '1', '10'];
    const badLine = badIndex + 2;
    const ordersInFile = 2500;

    it("'reject' commits nothing and reports the line; the counts still add up", async () => {
      const shopId = await createShop(t, owner, 'Odmítnout soubor');
      const done = await importFile(t, owner, shopId, csv([HEADER, ...rows]), {
        start: { invalidRowPolicy: 'reject' },
      });
      expect(done.status).toBe('failed');
      expect(done.error).toMatchObject({ code: 'rejected_row', line: badLine, column: 'order_date' });
      expect(done.error?.message).toBe(
        `Import byl zamítnut: řádek ${badLine} je neplatný (Datum „32.13.2024“ ve sloupci „order_date“ neexistuje). Nic nebylo uloženo.`,
      );
      expect(done.counts).toEqual({
        orders: ordersInFile,
        inserted: 0,
        updated: 0,
        unchanged: 0,
        duplicates: 0,
        rejected: ordersInFile,
      });
      expect(await countRows(t, shopId, 'orders')).toBe(0);
    });

    it("'skip' commits every other order and reports the one", async () => {
      const shopId = await createShop(t, owner, 'Přeskočit řádek');
      const done = await importFile(t, owner, shopId, csv([HEADER, ...rows]));
      expect(done.status).toBe('completed');
      const { inserted, updated, unchanged, duplicates, rejected } = done.counts;
      expect({ inserted, rejected }).toEqual({ inserted: ordersInFile - 1, rejected: 1 });
      expect(inserted + updated + unchanged + duplicates + rejected).toBe(ordersInFile);
      expect(await countRows(t, shopId, 'orders')).toBe(ordersInFile - 1);
      const errors = await t.call('GET', `/api/shops/${shopId}/imports/${done.id}/errors`, {
        cookie: owner.cookie,
      });
      expect(((await errors.json()) as { items: unknown[] }).items).toEqual([
        expect.objectContaining({ code: 'impossible_date', line: badLine, column: 'order_date' }),
      ]);
    });
  });

  it('a file that breaks mid-way keeps the batches committed before the break (skip policy)', async () => {
    const shopId = await createShop(t, owner, 'Zlom');
    // Over 1 MB, so the analysis does not reach the broken record at the end.
    const rows = orderRows(12_000);
    const body = `${csv([HEADER, ...rows])}X1;1.1.2024;x@example.cz;"neuzavřeno;1;Káva;1;1\r\n`;
    const created = await uploadOk(t, owner, shopId, body);
    const analysis = await analyse(t, owner, shopId, created.id);
    expect(analysis.canStart).toBe(true);
    expect((await start(t, owner, shopId, created.id, analysis.options)).status).toBe(202);
    await createRunner(t, { batchOrders: 1000 }).runUntilIdle();
    const failed = await getImport(t, owner, shopId, created.id);
    expect(failed.status).toBe('failed');
    expect(failed.error).toMatchObject({ code: 'unclosed_quote', line: rows.length + 2 });
    // Every complete order before the break is kept; the one being read when it broke is not.
    expect(failed.counts.inserted).toBe(11_999);
    expect(await countRows(t, shopId, 'orders')).toBe(11_999);
  }, 300_000);

  it('10: resumes after a crash from the last committed batch: final counts exact, no duplicates', async () => {
    const shopId = await createShop(t, owner, 'Pád');
    const body = csv([HEADER, ...orderRows(3500)]);
    const created = await uploadOk(t, owner, shopId, body);
    const analysis = await analyse(t, owner, shopId, created.id);
    expect((await start(t, owner, shopId, created.id, analysis.options)).status).toBe(202);

    // The first worker dies right after its third batch commits (no clean-up runs, like kill -9).
    const crashing: JobRunner = createRunner(t, {
      batchOrders: 500,
      leaseMs: 600,
      workerId: 'crashing',
      afterBatch: (batch) => {
        if (batch === 3) crashing.kill();
      },
    });
    await crashing.runUntilIdle();
    const interrupted = await getImport(t, owner, shopId, created.id);
    expect(interrupted.status).toBe('running');
    expect(interrupted.counts.inserted).toBe(1500);
    expect(await countRows(t, shopId, 'orders')).toBe(1500);

    // A new worker takes the job over once the dead one's lease has run out.
    await new Promise((resolve) => setTimeout(resolve, 900));
    await createRunner(t, { batchOrders: 500, workerId: 'restarted' }).runUntilIdle();
    const done = await getImport(t, owner, shopId, created.id);
    expect(done.status).toBe('completed');
    expect(done.counts).toEqual({
      orders: 3500,
      inserted: 3500,
      updated: 0,
      unchanged: 0,
      duplicates: 0,
      rejected: 0,
    });
    expect(done.progress.recordsProcessed).toBe(3500 + Math.floor(3500 / 3));
    expect(await countRows(t, shopId, 'orders')).toBe(3500);
    expect(await countRows(t, shopId, 'order_items')).toBe(3500 + Math.floor(3500 / 3));
    const ids = await orderIds(t, shopId);
    expect(new Set(ids).size).toBe(3500);
  }, 120_000);
});
