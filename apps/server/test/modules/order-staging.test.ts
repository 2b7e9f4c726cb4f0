import type { Order } from '@ziskomer/contracts';
import { copyIntoTempTable, copyLine, type DbHandle, withScope } from '@ziskomer/db';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { normaliseOrder } from '../../src/modules/ingest/normalise-order.ts';
import { OrderBatch } from '../../src/modules/ingest/order-batch.ts';
import { createTestDb, testEngines } from '../helpers/test-db.ts';

const TRICKY = [
  'plain',
  '',
  'tab\there',
  'line\nbreak',
  'carriage\rreturn\r\n',
  'back\\slash \\N \\t',
  '\\N',
  'Příliš žluťoučký kůň úpěl ďábelské ódy 🐎',
  '"quoted";semicolon',
];

describe.each(testEngines)('bulk loading with COPY on %s', (engine) => {
  let handle: DbHandle;
  beforeAll(async () => {
    handle = await createTestDb(engine);
  });
  afterAll(() => handle.close());

  it('loads any text, NULLs, numbers and booleans into a temporary table exactly, as the app role', async () => {
    const rows = await withScope(handle.db, { userId: null }, async (trx) => {
      await sql`CREATE TEMP TABLE copy_probe (id integer, label text, amount numeric(14, 2), flag boolean) ON COMMIT DROP`.execute(
        trx,
      );
      const lines = TRICKY.map((label, index) =>
        copyLine([index, label, (index * 1.5).toFixed(2), index % 2 === 0]),
      );
      lines.push(copyLine([TRICKY.length, null, null, null]));
      await copyIntoTempTable(trx, 'copy_probe', ['id', 'label', 'amount', 'flag'], lines.join(''));
      const role = await sql<{ role: string }>`SELECT current_user AS role`.execute(trx);
      expect(role.rows[0]!.role).toBe('ziskomer_app');
      return (
        await sql<{ id: number; label: string | null; amount: string | number | null; flag: boolean | null }>`
          SELECT id, label, amount, flag FROM pg_temp.copy_probe ORDER BY id`.execute(trx)
      ).rows;
    });
    expect(rows.map((row) => row.label)).toEqual([...TRICKY, null]);
    expect(rows.map((row) => (row.amount === null ? null : Number(row.amount)))).toEqual([
      ...TRICKY.map((_, index) => index * 1.5),
      null,
    ]);
    expect(rows.map((row) => row.flag)).toEqual([...TRICKY.map((_, index) => index % 2 === 0), null]);
  });

  it('fails the transaction on data the table refuses, and the connection works on', async () => {
    const attempt = withScope(handle.db, { userId: null }, async (trx) => {
      await sql`CREATE TEMP TABLE copy_probe (id integer NOT NULL) ON COMMIT DROP`.execute(trx);
      await copyIntoTempTable(trx, 'copy_probe', ['id'], copyLine(['not a number']));
    });
    await expect(attempt).rejects.toThrow();
    const after = await withScope(handle.db, { userId: null }, async (trx) => {
      const role = await sql<{ role: string }>`SELECT current_user AS role`.execute(trx);
      return role.rows[0]!.role;
    });
    expect(after).toBe('ziskomer_app');
  });

  it('refuses any target but a temporary table before sending anything', async () => {
    await withScope(handle.db, { userId: null }, async (trx) => {
      await expect(copyIntoTempTable(trx, 'orders; DROP TABLE shops', ['id'], '1\n')).rejects.toThrow(
        /temporary table/,
      );
      await expect(copyIntoTempTable(trx, 'copy_probe', ['id) FROM STDIN; --'], '1\n')).rejects.toThrow(
        /temporary table/,
      );
    });
  });
});

/** The content hash of the order below since the hash is taken over the COPY rows. */
const PINNED = 'S-s4Yzo0UbMp5RtfgZ5YH34oL5g';

describe('content hash', () => {
  it('is a digest of the rows as stored: the same for the same content, another for any change', () => {
    const date = new Date('2024-03-31T01:30:00.000Z');
    const order: Order = {
      orderId: '#1001',
      orderDate: date.toISOString(),
      customerEmail: 'Jiří@Example.cz',
      customerName: 'Jiří Novák',
      customerPhone: null,
      customerCity: 'Brno',
      customerCountry: 'CZ',
      customerZip: '602 00',
      revenue: 1234.5,
      margin: null,
      currency: 'CZK',
      paid: true,
      online: null,
      cancelled: false,
      status: 'Vyřízena',
      paymentMethod: 'Kartou',
      shippingMethod: null,
      acquisitionSource: 'google / cpc',
      acquisitionCampaign: null,
      items: [
        {
          productCode: 'K-1',
          productName: 'Káva',
          category: null,
          quantity: 2,
          unitPrice: 499.25,
          margin: 100,
        },
        {
          productCode: null,
          productName: 'Hrnek',
          category: 'Doplňky',
          quantity: 1.5,
          unitPrice: 157.33,
          margin: null,
        },
      ],
    };
    const hashOf = (input: Order) =>
      OrderBatch.of([normaliseOrder(input, date, '2024-03-31')]).orders[0]!.contentHash;
    // Pinned: stored orders carry it, and an unchanged re-import must find the same one.
    expect(hashOf(order)).toBe(PINNED);
    expect(hashOf(structuredClone(order))).toBe(PINNED);
    const changes: Partial<Order>[] = [
      { orderId: 'X' },
      { items: [] },
      { margin: -5 },
      { paid: null },
      { cancelled: true },
      { customerEmail: null, customerPhone: '+420 777 123 456' },
      { revenue: 1154.49 },
      { items: [order.items[0]!, { ...order.items[1]!, quantity: 2 }] },
      { items: [order.items[0]!, { ...order.items[1]!, category: 'Jiné' }] },
    ];
    const hashes = changes.map((change) => hashOf({ ...order, ...change }));
    expect(new Set([PINNED, ...hashes]).size).toBe(changes.length + 1);
  });
});
