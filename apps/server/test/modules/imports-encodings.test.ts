import { withScope } from '@ziskomer/db';
import iconv from 'iconv-lite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp, TestUser } from '../helpers/test-app.ts';
import { createTestApp } from '../helpers/test-app.ts';
import { testEngines } from '../helpers/test-db.ts';
import {
  analyse,
  createRunner,
  createShop,
  csv,
  getImport,
  importFile,
  start,
  uploadOk,
} from './imports-test-kit.ts';

/** SECURITY-TESTS.md "CSV import bad input" 1–3: encodings, decoded exactly or refused with the line. */

const CZECH_ROWS = [
  ['Číslo objednávky', 'Datum', 'Zákazník', 'E-mail', 'Částka'],
  ['2024-001', '31.12.2024', 'Jiří Šťastný', 'jiri@example.cz', '1 234,50'],
  ['2024-002', '30.12.2024 14:05', 'Žofie Dvořáková', 'zofie@example.cz', '99,90'],
];

async function readOrders(t: TestApp, shopId: string) {
  return withScope(t.deps.db, { userId: null, shopId }, (trx) =>
    trx
      .selectFrom('orders')
      .select(['order_id', 'customer_name', 'customer_key', 'revenue', 'order_date'])
      .orderBy('order_id')
      .execute(),
  );
}

describe.each(testEngines)('import encodings on %s', (engine) => {
  let t: TestApp;
  let owner: TestUser;

  beforeAll(async () => {
    t = await createTestApp(engine);
    owner = await t.signUp(`enc-${engine}@example.cz`, 'Majitel Obchodu');
  });
  afterAll(() => t.close());

  it('1: proposes windows-1250 for a Czech Excel export and imports its values exactly', async () => {
    const shopId = await createShop(t, owner, 'Win1250');
    const bytes = iconv.encode(csv(CZECH_ROWS), 'win1250');
    expect(() => new TextDecoder('utf-8', { fatal: true }).decode(bytes)).toThrow();

    const created = await uploadOk(t, owner, shopId, bytes);
    const analysis = await analyse(t, owner, shopId, created.id);
    expect(analysis.encoding).toEqual({
      detected: 'windows-1250',
      certain: false,
      alternatives: ['iso-8859-2', 'utf-8'],
    });
    expect(analysis.options).toMatchObject({
      encoding: 'windows-1250',
      delimiter: ';',
      decimal: ',',
      dateFormat: 'dmy',
    });
    expect(analysis.header).toEqual(CZECH_ROWS[0]);
    expect(analysis.preview[0]?.cells[2]).toBe('Jiří Šťastný');
    expect(analysis.preview[0]?.values).toMatchObject({ customerName: 'Jiří Šťastný', revenue: 1234.5 });
    expect(JSON.stringify(analysis)).not.toContain('\ufffd');
    expect(analysis.canStart).toBe(true);

    // What a naive decode would show: the user sees the difference before confirming.
    const naive = await analyse(t, owner, shopId, created.id, { encoding: 'utf-8' });
    expect(naive.canStart).toBe(false);
    expect(naive.problems[0]).toMatchObject({ code: 'invalid_encoding', line: 1 });

    const response = await start(t, owner, shopId, created.id, analysis.options);
    expect(response.status).toBe(202);
    await createRunner(t).runUntilIdle();
    const done = await getImport(t, owner, shopId, created.id);
    expect(done).toMatchObject({ status: 'completed', counts: { orders: 2, inserted: 2, rejected: 0 } });
    const orders = await readOrders(t, shopId);
    expect(orders.map((o) => [o.order_id, o.customer_name, Number(o.revenue)])).toEqual([
      ['2024-001', 'Jiří Šťastný', 1234.5],
      ['2024-002', 'Žofie Dvořáková', 99.9],
    ]);
    expect(orders[0]?.revenue).toBe('1234.50');
    expect(orders[0]?.order_date.toISOString()).toBe('2024-12-30T23:00:00.000Z');
    expect(orders[1]?.order_date.toISOString()).toBe('2024-12-30T13:05:00.000Z');
  });

  it('2: ISO-8859-2, UTF-8 with and without BOM and tab-separated UTF-16LE give the same rows', async () => {
    const text = csv(CZECH_ROWS);
    const variants: [string, Uint8Array][] = [
      ['iso-8859-2', iconv.encode(text, 'iso-8859-2')],
      ['utf-8 bom', Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(text)])],
      ['utf-8', Buffer.from(text)],
      ['utf-16le bom tab', iconv.encode(csv(CZECH_ROWS, '\t'), 'utf-16le', { addBOM: true })],
    ];
    const results = [];
    for (const [name, bytes] of variants) {
      const shopId = await createShop(t, owner, `Var ${name}`);
      const created = await uploadOk(t, owner, shopId, bytes);
      const analysis = await analyse(t, owner, shopId, created.id);
      expect(analysis.preview[0]?.cells[2], name).toBe('Jiří Šťastný');
      const done = await importFile(t, owner, shopId, bytes);
      expect(done.counts.inserted, name).toBe(2);
      results.push(
        (await readOrders(t, shopId)).map((o) => [
          o.order_id,
          o.customer_name,
          o.customer_key,
          o.revenue,
          o.order_date.toISOString(),
        ]),
      );
    }
    for (const result of results) expect(result).toEqual(results[0]);
    expect(results[0]?.[0]?.[2]).toBe('jiri@example.cz');
  });

  it('2: NFD and NFC spellings of one e-mail are one customer', async () => {
    const shopId = await createShop(t, owner, 'Normalizace');
    const body = csv([
      ['order_id', 'order_date', 'customer_email', 'customer_name', 'order_revenue'],
      ['A1', '2024-05-01', 'C\u030cerny@Example.cz', 'C\u030cerný', '100'],
      ['A2', '2024-05-02', '\u010cerny@example.cz ', 'Černý', '200'],
    ]);
    const done = await importFile(t, owner, shopId, body);
    expect(done.counts.inserted).toBe(2);
    const customers = await withScope(t.deps.db, { userId: null, shopId }, (trx) =>
      trx.selectFrom('customers').select(['customer_key', 'total_orders', 'total_revenue']).execute(),
    );
    expect(customers).toEqual([
      { customer_key: '\u010derny@example.cz', total_orders: 2, total_revenue: '300.00' },
    ]);
  });

  it('3: refuses a file that turns from UTF-8 into windows-1250, with the line number', async () => {
    const shopId = await createShop(t, owner, 'Mix');
    const lines = ['order_id;order_date;customer_name;order_revenue'];
    for (let i = 1; i < 1000; i++) lines.push(`M${i};1.2.2024;Příliš žluťoučký kůň ${i};10`);
    const utf8 = Buffer.from(`${lines.join('\n')}\n`);
    const bytes = Buffer.concat([utf8, iconv.encode('M1000;1.2.2024;Jiří Šťastný;10\n', 'win1250')]);

    const created = await uploadOk(t, owner, shopId, bytes);
    const analysis = await analyse(t, owner, shopId, created.id);
    expect(analysis.canStart).toBe(false);
    expect(analysis.problems).toContainEqual(expect.objectContaining({ code: 'mixed_encoding', line: 1001 }));
    const refused = await start(t, owner, shopId, created.id, analysis.options);
    expect(refused.status).toBe(422);

    // Read as windows-1250 instead, the UTF-8 part is refused: nothing is decoded wrongly either way.
    const asWindows = await analyse(t, owner, shopId, created.id, { encoding: 'windows-1250' });
    expect(asWindows.canStart).toBe(false);
    expect(asWindows.problems).toContainEqual(expect.objectContaining({ code: 'unexpected_utf8', line: 2 }));
  });

  it('3: a bad byte past the analysed sample fails the running import at its line, replacing nothing', async () => {
    const shopId = await createShop(t, owner, 'Mix velký');
    const lines = ['order_id;order_date;customer_name;order_revenue'];
    // About 1.6 MB of valid UTF-8: beyond the 1 MB the analysis reads.
    for (let i = 1; i <= 20_000; i++)
      lines.push(`B${i};1.2.2024;Příliš žluťoučký kůň úpěl ďábelské ódy ${i};10`);
    const bytes = Buffer.concat([
      Buffer.from(`${lines.join('\n')}\n`),
      iconv.encode('B20001;1.2.2024;Šťastný;10\n', 'win1250'),
    ]);
    const created = await uploadOk(t, owner, shopId, bytes);
    const analysis = await analyse(t, owner, shopId, created.id);
    expect(analysis.canStart).toBe(true);
    expect(analysis.rowEstimate).toBeGreaterThan(15_000);

    const response = await start(t, owner, shopId, created.id, {
      ...analysis.options,
      invalidRowPolicy: 'reject',
    });
    expect(response.status).toBe(202);
    await createRunner(t).runUntilIdle();
    const failed = await getImport(t, owner, shopId, created.id);
    expect(failed.status).toBe('failed');
    expect(failed.error).toMatchObject({ code: 'mixed_encoding', line: 20_002 });
    expect(failed.error?.message).toContain('20002');
    expect(failed.counts.inserted).toBe(0);
    expect(await readOrders(t, shopId)).toEqual([]);
  });
});
