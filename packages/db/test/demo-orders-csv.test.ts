import { PassThrough, Writable } from 'node:stream';
import type { OrderInput } from '@ziskomer/contracts';
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { encodeWindows1250 } from '../src/demo/encode-windows-1250.ts';
import { type GenerateOrdersOptions, generateOrders } from '../src/demo/generate-orders.ts';
import {
  createOrdersCsvChunks,
  ORDER_CSV_COLUMNS,
  type OrdersCsvOptions,
  writeOrdersCsv,
} from '../src/demo/orders-to-csv.ts';

const GENERATOR: GenerateOrdersOptions = {
  seed: 7,
  orders: 600,
  start: '2024-10-01',
  end: '2024-12-31',
  shopProfile: 'herbs',
};

function toCsv(orders: Iterable<OrderInput>, options: OrdersCsvOptions = {}): Buffer {
  return Buffer.concat([...createOrdersCsvChunks(orders, options)]);
}

/** Reads the CSV back with csv-parse, an independent RFC 4180 parser. */
function readCsv(text: string, delimiter: string): Record<string, string>[] {
  return parse(text, { columns: true, delimiter, bom: true, relax_quotes: false, skip_empty_lines: false });
}

/** Re-assembles orders from their rows, reading numbers with the given decimal separator. */
function assembleOrders(rows: Record<string, string>[], decimal: ',' | '.'): Map<string, OrderInput> {
  const toNumber = (value: string | undefined) =>
    value ? Number(decimal === ',' ? value.replace(',', '.') : value) : null;
  const toBoolean = (value: string | undefined) => (value === '' ? null : value === 'true');
  const orders = new Map<string, OrderInput>();
  for (const row of rows) {
    let order = orders.get(row.order_id!);
    if (!order) {
      order = {
        orderId: row.order_id!,
        orderDate: row.order_date!,
        customerEmail: row.customer_email || null,
        customerName: row.customer_name || null,
        customerPhone: row.customer_phone || null,
        customerCity: row.customer_city || null,
        customerCountry: row.customer_country || null,
        customerZip: row.customer_zip || null,
        revenue: toNumber(row.order_revenue)!,
        margin: toNumber(row.order_margin),
        currency: row.order_currency!,
        paid: toBoolean(row.order_paid),
        online: toBoolean(row.order_online),
        cancelled: row.order_cancelled === 'true',
        status: row.order_status || null,
        paymentMethod: row.payment_method || null,
        shippingMethod: row.shipping_method || null,
        acquisitionSource: row.acquisition_source || null,
        acquisitionCampaign: row.acquisition_campaign || null,
        items: [],
      };
      orders.set(order.orderId, order);
    }
    if (row.product_name) {
      order.items!.push({
        productCode: row.product_code || null,
        productName: row.product_name,
        category: row.product_category || null,
        quantity: toNumber(row.quantity)!,
        unitPrice: toNumber(row.unit_price)!,
        margin: toNumber(row.item_margin),
      });
    }
  }
  return orders;
}

describe('orders to CSV', () => {
  const orders = [...generateOrders(GENERATOR)];
  const itemCount = orders.reduce((total, order) => total + order.items!.length, 0);

  it.each([
    [{ delimiter: ';', decimal: ',' }],
    [{ delimiter: ',', decimal: '.' }],
    [{ delimiter: ',', decimal: ',' }],
  ] as const)('round-trips every order through an RFC 4180 parser with %o', (options) => {
    const text = toCsv(orders, options).toString('utf8');
    expect(text.split('\r\n')[0]).toBe(ORDER_CSV_COLUMNS.join(options.delimiter));
    const rows = readCsv(text, options.delimiter);
    expect(rows).toHaveLength(itemCount);
    expect([...assembleOrders(rows, options.decimal).values()]).toEqual(orders);
  });

  it('writes decimal commas, Czech dates and windows-1250 when asked', () => {
    const bytes = toCsv(orders, { encoding: 'windows-1250', dateFormat: 'czech' });
    expect(bytes.includes(Buffer.from('Č', 'utf8'))).toBe(false);
    const text = new TextDecoder('windows-1250', { fatal: true }).decode(bytes);
    const rows = readCsv(text, ';');
    expect(rows).toHaveLength(itemCount);
    expect(rows.some((row) => row.product_name!.includes('Šípek'))).toBe(true);
    const first = rows[0]!;
    const order = orders[0]!;
    // '2024-10-01T08:14:05+02:00' → '01.10.2024 08:14'
    const [date, time] = order.orderDate.split('T');
    const [year, month, day] = date!.split('-');
    expect(first.order_date).toBe(`${day}.${month}.${year} ${time!.slice(0, 5)}`);
    expect(first.order_revenue).toBe(order.revenue.toFixed(2).replace('.', ','));
  });

  it('adds a byte order mark for Excel on request', () => {
    const bytes = toCsv(orders.slice(0, 1), { bom: true });
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(bytes.subarray(3, 11).toString()).toBe('order_id');
  });

  it('quotes delimiters, quotes and line breaks and keeps them intact', () => {
    const tricky: OrderInput = {
      orderId: 'X-1',
      orderDate: '2024-12-31T23:59:59+01:00',
      customerEmail: 'test@example.cz',
      customerName: 'Jan "Honza" Novák; ml.',
      customerPhone: null,
      customerCity: 'Praha,\r\nŽižkov',
      customerCountry: 'CZ',
      customerZip: '130 00',
      revenue: 1234.5,
      margin: -10.25,
      currency: 'CZK',
      paid: null,
      online: false,
      cancelled: false,
      status: 'Vyřízena',
      paymentMethod: 'Dobírka',
      shippingMethod: 'PPL',
      acquisitionSource: 'direct',
      acquisitionCampaign: 'Léto "2024", sleva',
      items: [
        {
          productCode: 'A;1',
          productName: 'Čaj\nna spaní',
          category: null,
          quantity: 1.5,
          unitPrice: 823,
          margin: null,
        },
      ],
    };
    const withoutLines: OrderInput = { ...tricky, orderId: 'X-2', items: [] };
    for (const options of [
      { delimiter: ';', decimal: ',' },
      { delimiter: ',', decimal: ',' },
    ] as const) {
      const rows = readCsv(toCsv([tricky, withoutLines], options).toString('utf8'), options.delimiter);
      expect(rows).toHaveLength(2);
      const back = assembleOrders(rows, options.decimal);
      expect(back.get('X-1')).toEqual(tricky);
      expect(back.get('X-2')).toEqual(withoutLines);
    }
  });

  it('streams to a writable with backpressure and counts what it wrote', async () => {
    const received: Buffer[] = [];
    let writes = 0;
    // A slow consumer with a small buffer: the writer must wait for it rather than pile up chunks.
    const slow = new Writable({
      highWaterMark: 1024,
      write(chunk: Buffer, _encoding, done) {
        writes++;
        received.push(chunk);
        setImmediate(done);
      },
    });
    const counts = await writeOrdersCsv(generateOrders({ ...GENERATOR, orders: 3000 }), slow);
    const written = Buffer.concat(received);
    expect(counts.orders).toBe(3000);
    expect(counts.bytes).toBe(written.byteLength);
    expect(readCsv(written.toString('utf8'), ';')).toHaveLength(counts.rows);
    expect(writes).toBeGreaterThan(1);
  });

  it('generates no order before the output asks for it', async () => {
    let generated = 0;
    function* counted() {
      for (const order of generateOrders({ ...GENERATOR, orders: 20_000 })) {
        generated++;
        yield order;
      }
    }
    const output = new PassThrough({ highWaterMark: 16 * 1024 });
    const writing = writeOrdersCsv(counted(), output);
    await new Promise((resolve) => setTimeout(resolve, 200));
    // Nobody reads the output: only a few chunks' worth of orders may exist.
    expect(generated).toBeGreaterThan(0);
    expect(generated).toBeLessThan(2000);
    output.resume();
    const counts = await writing;
    expect(counts.orders).toBe(20_000);
    expect(generated).toBe(20_000);
  });
});

describe('encodeWindows1250', () => {
  it('encodes Czech and Slovak letters and refuses what the code page lacks', () => {
    const text = 'Příliš žluťoučký kůň úpěl ďábelské ódy – Ľubomír, 4× 100 g';
    expect(new TextDecoder('windows-1250').decode(encodeWindows1250(text))).toBe(text);
    expect([...encodeWindows1250('Šš')]).toEqual([0x8a, 0x9a]);
    expect(() => encodeWindows1250('káva ☕')).toThrow(/U\+2615/);
  });
});
