import { withScope } from '@ziskomer/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp, TestUser } from '../helpers/test-app.ts';
import { createTestApp } from '../helpers/test-app.ts';
import { testEngines } from '../helpers/test-db.ts';
import { countRows, createShop, csv, importFile } from './imports-test-kit.ts';

/**
 * Order lines have no foreign key on their order (migration 0023): every path that removes or
 * replaces orders must remove their lines itself. These tests pin each such path down.
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
});
