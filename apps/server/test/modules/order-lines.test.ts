import { orderInputSchema } from '@ziskomer/contracts';
import { withScope } from '@ziskomer/db';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { normaliseOrder } from '../../src/modules/ingest/normalise-order.ts';
import { writeOrders } from '../../src/modules/ingest/write-orders.ts';
import type { TestApp, TestUser } from '../helpers/test-app.ts';
import { createTestApp } from '../helpers/test-app.ts';
import { testEngines } from '../helpers/test-db.ts';
import { countRows, createShop, csv, importFile } from './imports-test-kit.ts';

/**
 * Order lines have no foreign key on their order (migration 0023), nor orders on their shop
 * (migration 0030): every path that removes or replaces orders must remove their lines itself,
 * deleting a shop must remove its orders, and no order may be written for a shop that is gone.
 * These tests pin each such path down.
 */

const HEADER = ['order_id', 'order_date', 'customer_email', 'product_name', 'quantity', 'unit_price'];

async function lines(t: TestApp, shopId: string): Promise<string[]> {
  const rows = await withScope(t.deps.db, { userId: null, shopId }, (trx) =>
    trx
      .selectFrom('order_items')
      .select(['order_id', 'line_no', 'product_name', 'quantity'])
      .orderBy('order_id')
      .orderBy('line_no')
      .execute(),
  );
  return rows.map((row) => `${row.order_id}/${row.line_no} ${row.product_name} ×${Number(row.quantity)}`);
}

describe.each(testEngines)('order lines on %s', (engine) => {
  let t: TestApp;
  let owner: TestUser;

  beforeAll(async () => {
    t = await createTestApp(engine);
    owner = await t.signUp(`lines-${engine}@example.cz`, 'Majitel Obchodu');
  });
  afterAll(() => t.close());

  it('replaces the lines of a changed order and keeps those of the others', async () => {
    const shopId = await createShop(t, owner, 'Řádky');
    await importFile(
      t,
      owner,
      shopId,
      csv([
        HEADER,
        ['A1', '1.3.2024 10:00', 'a@example.cz', 'Káva', '2', '100'],
        ['A1', '1.3.2024 10:00', 'a@example.cz', 'Hrnek', '1', '50'],
        ['A2', '2.3.2024 11:00', 'b@example.cz', 'Čaj', '3', '40'],
      ]),
    );
    expect(await lines(t, shopId)).toEqual(['A1/1 Káva ×2', 'A1/2 Hrnek ×1', 'A2/1 Čaj ×3']);

    // A1 loses a line and changes the other; A2 is the same; A3 is new.
    const done = await importFile(
      t,
      owner,
      shopId,
      csv([
        HEADER,
        ['A1', '1.3.2024 10:00', 'a@example.cz', 'Káva', '5', '100'],
        ['A2', '2.3.2024 11:00', 'b@example.cz', 'Čaj', '3', '40'],
        ['A3', '3.3.2024 12:00', 'c@example.cz', 'Sirup', '1', '90'],
        ['A3', '3.3.2024 12:00', 'c@example.cz', 'Med', '2', '120'],
      ]),
    );
    expect(done.counts).toMatchObject({ inserted: 1, updated: 1, unchanged: 1 });
    expect(await lines(t, shopId)).toEqual(['A1/1 Káva ×5', 'A2/1 Čaj ×3', 'A3/1 Sirup ×1', 'A3/2 Med ×2']);
  });

  it('deletes the lines with the shop’s order data', async () => {
    const shopId = await createShop(t, owner, 'Smazat data');
    await importFile(
      t,
      owner,
      shopId,
      csv([HEADER, ['D1', '1.3.2024 10:00', 'a@example.cz', 'Káva', '1', '10']]),
    );
    expect(await countRows(t, shopId, 'order_items')).toBe(1);
    expect((await t.call('DELETE', `/api/shops/${shopId}/orders`, { cookie: owner.cookie })).status).toBe(
      200,
    );
    expect(await countRows(t, shopId, 'order_items')).toBe(0);
  });

  it('deletes the lines with the shop, and only that shop’s', async () => {
    const gone = await createShop(t, owner, 'Zrušený');
    const kept = await createShop(t, owner, 'Ponechaný');
    const rows = csv([
      HEADER,
      ['S1', '1.3.2024 10:00', 'a@example.cz', 'Káva', '1', '10'],
      ['S1', '1.3.2024 10:00', 'a@example.cz', 'Hrnek', '1', '10'],
    ]);
    await importFile(t, owner, gone, rows);
    await importFile(t, owner, kept, rows);
    expect((await t.call('DELETE', `/api/shops/${gone}`, { cookie: owner.cookie })).status).toBe(204);
    // The scope still names the deleted shop: nothing of it is left to see.
    expect(await countRows(t, gone, 'order_items')).toBe(0);
    expect(await countRows(t, gone, 'orders')).toBe(0);
    expect(await lines(t, kept)).toEqual(['S1/1 Káva ×1', 'S1/2 Hrnek ×1']);
  });

  it('leaves no row of a deleted shop in any table that names a shop', async () => {
    const gone = await createShop(t, owner, 'Beze stopy');
    await importFile(
      t,
      owner,
      gone,
      csv([HEADER, ['G1', '1.3.2024 10:00', 'g@example.cz', 'Káva', '1', '10']]),
    );
    expect(await countRows(t, gone, 'orders')).toBe(1);
    expect((await t.call('DELETE', `/api/shops/${gone}`, { cookie: owner.cookie })).status).toBe(204);
    const left = await withScope(t.deps.db, { userId: null, shopId: gone }, async (trx) => {
      const tables = await sql<{ table_name: string }>`
        SELECT c.table_name FROM information_schema.columns c
        JOIN information_schema.tables t ON t.table_schema = c.table_schema AND t.table_name = c.table_name
        WHERE c.table_schema = 'public' AND c.column_name = 'shop_id' AND t.table_type = 'BASE TABLE'
        ORDER BY c.table_name`.execute(trx);
      const counts: Record<string, number> = {};
      for (const { table_name } of tables.rows) {
        const found = await sql<{ n: number }>`
          SELECT count(*)::int AS n FROM ${sql.table(table_name)} WHERE shop_id = ${gone}`.execute(trx);
        if (found.rows[0]!.n > 0) counts[table_name] = found.rows[0]!.n;
      }
      return { tables: tables.rows.length, counts };
    });
    expect(left.tables).toBeGreaterThan(20);
    // The activity log keeps its entry of the deletion, without a reference to the shop.
    expect(left.counts).toEqual({});
  });

  it('writes no order for a shop that no longer exists', async () => {
    const missing = '00000000-0000-4000-8000-000000000000';
    const record = normaliseOrder(
      { ...orderInputSchema.parse({ orderId: 'X1', orderDate: '2024-03-01T10:00:00Z', revenue: 10 }) },
      new Date('2024-03-01T10:00:00Z'),
      '2024-03-01',
    );
    await expect(
      withScope(t.deps.db, { userId: null, shopId: missing }, (trx) =>
        writeOrders(trx, missing, { kind: 'demo' }, [record], { now: new Date() }),
      ),
    ).rejects.toThrow(/does not exist/);
    expect(await countRows(t, missing, 'orders')).toBe(0);
  });
});
