import { Readable, type Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { OrderInput } from '@ziskomer/contracts';
import { encodeWindows1250 } from './encode-windows-1250.ts';

/** The product's own column names (SPEC §3 "Order record"), one row per order line. */
export const ORDER_CSV_COLUMNS = [
  'order_id',
  'order_date',
  'customer_email',
  'customer_name',
  'customer_phone',
  'customer_city',
  'customer_country',
  'customer_zip',
  'order_revenue',
  'order_margin',
  'order_currency',
  'order_paid',
  'order_online',
  'order_cancelled',
  'order_status',
  'payment_method',
  'shipping_method',
  'acquisition_source',
  'acquisition_campaign',
  'product_code',
  'product_name',
  'product_category',
  'quantity',
  'unit_price',
  'item_margin',
] as const;

export interface OrdersCsvOptions {
  /** ';' by default, as Czech Excel writes it. */
  delimiter?: ';' | ',';
  /** ',' by default (Czech), or '.'. */
  decimal?: ',' | '.';
  encoding?: 'utf-8' | 'windows-1250';
  /** 'iso': '2024-12-31T14:05:00+01:00' (default); 'czech': '31.12.2024 14:05' in shop time. */
  dateFormat?: 'iso' | 'czech';
  /** A UTF-8 byte order mark, which Excel needs to read UTF-8. */
  bom?: boolean;
}

export interface OrdersCsvCounts {
  orders: number;
  rows: number;
  bytes: number;
}

/** Characters are gathered into chunks of about this size before they are encoded. */
const CHUNK_CHARS = 64 * 1024;
const LINE_END = '\r\n';

interface Formatter {
  delimiter: string;
  text(value: string | null | undefined): string;
  number(value: number | null | undefined): string;
  money(value: number | null | undefined): string;
  boolean(value: boolean | null | undefined): string;
  date(value: string): string;
}

function createFormatter(options: OrdersCsvOptions): Formatter {
  const delimiter = options.delimiter ?? ';';
  const decimal = options.decimal ?? ',';
  const needsQuotes = delimiter === ';' ? /[";\r\n]/ : /[",\r\n]/;
  // RFC 4180: a field holding the delimiter, a quote or a line break is quoted, its quotes doubled.
  const text = (value: string | null | undefined) => {
    if (value === null || value === undefined) return '';
    return needsQuotes.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
  };
  const withDecimal = (formatted: string) => {
    if (decimal === '.') return formatted;
    const converted = formatted.replace('.', ',');
    return delimiter === ',' && converted.includes(',') ? `"${converted}"` : converted;
  };
  return {
    delimiter,
    text,
    number: (value) => (value === null || value === undefined ? '' : withDecimal(String(value))),
    money: (value) => (value === null || value === undefined ? '' : withDecimal(value.toFixed(2))),
    boolean: (value) => (value === null || value === undefined ? '' : value ? 'true' : 'false'),
    date: options.dateFormat === 'czech' ? (value) => text(formatCzechDate(value)) : text,
  };
}

/** '2024-12-31T14:05:09+01:00' → '31.12.2024 14:05': the wall time as written, without the offset. */
export function formatCzechDate(isoDate: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2}))?/.exec(isoDate);
  if (!match) return isoDate;
  const day = `${match[3]}.${match[2]}.${match[1]}`;
  return match[4] === undefined ? day : `${day} ${match[4]}:${match[5]}`;
}

function formatOrderRows(order: OrderInput, format: Formatter): { text: string; rows: number } {
  const d = format.delimiter;
  const head =
    format.text(order.orderId) +
    d +
    format.date(order.orderDate) +
    d +
    format.text(order.customerEmail) +
    d +
    format.text(order.customerName) +
    d +
    format.text(order.customerPhone) +
    d +
    format.text(order.customerCity) +
    d +
    format.text(order.customerCountry) +
    d +
    format.text(order.customerZip) +
    d +
    format.money(order.revenue) +
    d +
    format.money(order.margin) +
    d +
    format.text(order.currency ?? 'CZK') +
    d +
    format.boolean(order.paid) +
    d +
    format.boolean(order.online) +
    d +
    format.boolean(order.cancelled ?? false) +
    d +
    format.text(order.status) +
    d +
    format.text(order.paymentMethod) +
    d +
    format.text(order.shippingMethod) +
    d +
    format.text(order.acquisitionSource) +
    d +
    format.text(order.acquisitionCampaign) +
    d;
  const items = order.items ?? [];
  // An order without lines still gets its row, with the product columns empty.
  if (items.length === 0) return { text: head + d + d + d + d + d + LINE_END, rows: 1 };
  let text = '';
  for (const item of items) {
    text +=
      head +
      format.text(item.productCode) +
      d +
      format.text(item.productName) +
      d +
      format.text(item.category) +
      d +
      format.number(item.quantity ?? 1) +
      d +
      format.money(item.unitPrice) +
      d +
      format.money(item.margin) +
      LINE_END;
  }
  return { text, rows: items.length };
}

/**
 * The CSV of the orders as encoded chunks of about 64 KB, header first. Lazy: each chunk is made
 * when it is asked for, so the orders may be a generator of any length. `counts` is updated as
 * chunks are produced.
 */
export function* createOrdersCsvChunks(
  orders: Iterable<OrderInput>,
  options: OrdersCsvOptions = {},
  counts: OrdersCsvCounts = { orders: 0, rows: 0, bytes: 0 },
): Generator<Buffer, OrdersCsvCounts, undefined> {
  const format = createFormatter(options);
  const encode =
    options.encoding === 'windows-1250'
      ? (text: string) => {
          const bytes = encodeWindows1250(text);
          return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
        }
      : (text: string) => Buffer.from(text, 'utf8');
  const emit = (text: string) => {
    const chunk = encode(text);
    counts.bytes += chunk.byteLength;
    return chunk;
  };

  if (options.bom && options.encoding !== 'windows-1250') {
    const bom = Buffer.from([0xef, 0xbb, 0xbf]);
    counts.bytes += bom.byteLength;
    yield bom;
  }
  let pending = ORDER_CSV_COLUMNS.join(format.delimiter) + LINE_END;
  for (const order of orders) {
    const { text, rows } = formatOrderRows(order, format);
    pending += text;
    counts.orders++;
    counts.rows += rows;
    if (pending.length >= CHUNK_CHARS) {
      yield emit(pending);
      pending = '';
    }
  }
  if (pending.length > 0) yield emit(pending);
  return counts;
}

/**
 * Writes the orders as CSV to `output` (a file stream, an HTTP request body…) and ends it. The
 * stream's backpressure is respected: an order is generated only when the output can take more.
 */
export async function writeOrdersCsv(
  orders: Iterable<OrderInput>,
  output: Writable,
  options: OrdersCsvOptions = {},
): Promise<OrdersCsvCounts> {
  const counts: OrdersCsvCounts = { orders: 0, rows: 0, bytes: 0 };
  await pipeline(
    Readable.from(createOrdersCsvChunks(orders, options, counts), { objectMode: false }),
    output,
  );
  return counts;
}
