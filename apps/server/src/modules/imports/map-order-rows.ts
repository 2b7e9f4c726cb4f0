import {
  type ImportOptions,
  type OrderImportField,
  type OrderInput,
  orderImportFields,
  orderInputSchema,
} from '@ziskomer/contracts';
import {
  type DateErrorCode,
  getPaidFromStatus,
  isCancelledStatus,
  isScientificNotation,
  itemImportFields,
  parseCurrencyCode,
  parseCzechAmount,
  parseFlag,
  parseOrderDate,
} from '@ziskomer/domain';
import { normaliseOrder, type OrderRecord } from '../ingest/index.ts';
import { fitsOrderInput } from './fits-order-input.ts';
import { ImportFileError } from './import-file-error.ts';
import type { CsvRecord } from './read-csv-records.ts';

export type RowProblemCode =
  | 'missing_value'
  | 'invalid_amount'
  | 'negative_amount'
  | 'amount_out_of_range'
  | 'scientific_notation'
  | 'invalid_date'
  | 'impossible_date'
  | 'date_out_of_range'
  | 'invalid_flag'
  | 'invalid_currency'
  | 'invalid_quantity'
  | 'value_too_long'
  | 'nul_byte'
  | 'too_few_fields'
  | 'too_many_fields'
  | 'too_many_items'
  | 'order_line_rejected'
  | 'order_lines_conflict'
  | 'invalid_value'
  // Ad-spend rows (map-ad-spend-rows.ts):
  | 'invalid_channel'
  | 'not_whole_number'
  | 'currency_mismatch'
  | 'summary_row';

/** Why one row (or the order it belongs to) cannot be imported. */
export interface RowProblem {
  line: number;
  column: string | null;
  code: RowProblemCode;
  params: Record<string, string | number>;
  value: string | null;
}

export type FieldValue = string | number | boolean | null;

export interface ParsedRow {
  line: number;
  values: Partial<Record<OrderImportField, FieldValue>>;
  problems: RowProblem[];
  /** The order date as an instant and a shop day, when the row has a valid one. */
  date: { instant: Date; day: string } | null;
}

export interface MappedOrder {
  orderId: string;
  firstLine: number;
  /** The order ready to save, or null when `problems` says why not. */
  record: OrderRecord | null;
  problems: RowProblem[];
}

export interface ShopSettings {
  timeZone: string;
  currency: string;
}

const AMOUNT_FIELDS = new Set<OrderImportField>(['revenue', 'margin', 'unitPrice', 'itemMargin', 'quantity']);
const FLAG_FIELDS = new Set<OrderImportField>(['paid', 'online', 'cancelled']);
const NON_NEGATIVE = new Set<OrderImportField>(['revenue', 'unitPrice']);
const ORDER_LEVEL_FIELDS = orderImportFields.filter((field) => !itemImportFields.includes(field));
/** Lines of shop exports that are not products: shipping, payment fees, discounts, vouchers. */
const NON_PRODUCT_LINE =
  /(doprav|shipping|postovn|platb|payment|billing|sleva|discount|kupon|coupon|voucher|poplat|fee)/;
const MAX_ITEMS = 1000;
/** The longest raw value kept in an error report. */
const MAX_REPORTED_VALUE = 200;

/** How a column's cells are read. */
type ColumnKind = 'orderId' | 'orderDate' | 'amount' | 'flag' | 'currency' | 'text';

interface Column {
  field: OrderImportField;
  name: string;
  index: number;
  /** Position of the field in `orderImportFields`, where a row keeps its value. */
  slot: number;
  kind: ColumnKind;
}

/** A row's values by field slot (undefined: the field is not mapped; null: the cell is empty). */
type RowValues = (FieldValue | undefined)[];

interface CellsOfRow {
  line: number;
  values: RowValues;
  problems: RowProblem[];
  date: { instant: Date; day: string } | null;
}

type CellResult = { ok: true; value: FieldValue } | { ok: false; code: RowProblemCode };

const SLOT = Object.fromEntries(orderImportFields.map((field, slot) => [field, slot])) as Record<
  OrderImportField,
  number
>;
const ITEM_SLOTS = itemImportFields.map((field) => SLOT[field]);
/** Distinct values remembered per column for flags and currencies (files have a handful). */
const MAX_REMEMBERED = 1000;

/**
 * Turns CSV rows into canonical orders with the confirmed options: each cell parsed with the
 * domain rules (Czech amounts, dates in the shop's time zone, yes/no words), consecutive rows
 * with one order id grouped into one order with its lines, the result validated with the
 * canonical order schema. Every problem names its line and column.
 *
 * Built for millions of rows: the columns are resolved once, an order's lines usually repeat its
 * order-level cells (date, total, flags), so each column remembers the last cell it read, and the
 * zod schema only runs for orders the quick check refuses (to name the problems).
 */
export function createOrderMapper(header: readonly string[], options: ImportOptions, shop: ShopSettings) {
  const columns = resolveColumns(header, options);
  const columnList: Column[] = [...columns].map(([field, column]) => ({
    field,
    name: column.name,
    index: column.index,
    slot: SLOT[field],
    kind: columnKind(field),
  }));
  const hasItems = itemImportFields.some((field) => columns.has(field));
  const orderIdColumn = columns.get('orderId')!;
  // A file has a handful of distinct statuses: what each says about payment and cancellation is worked out once.
  const statuses = new Map<string, { paid: boolean | null; cancelled: boolean }>();
  const statusFacts = (status: string) => {
    let facts = statuses.get(status);
    if (!facts) {
      facts = { paid: getPaidFromStatus(status), cancelled: isCancelledStatus(status) };
      if (statuses.size < 10_000) statuses.set(status, facts);
    }
    return facts;
  };
  const readCell = createCellReaders(options, shop);

  function parseCells(record: CsvRecord): CellsOfRow {
    const { line, fields } = record;
    const problems: RowProblem[] = [];
    const values: RowValues = new Array(orderImportFields.length);
    if (fields.length !== header.length) {
      const code = fields.length < header.length ? 'too_few_fields' : 'too_many_fields';
      problems.push({
        line,
        column: null,
        code,
        params: { expected: header.length, actual: fields.length },
        value: null,
      });
      return { line, values, problems, date: null };
    }
    if (record.mayContainNul !== false) {
      for (let index = 0; index < fields.length; index++) {
        if (fields[index]!.includes('\u0000')) {
          problems.push({
            line,
            column: header[index]!,
            code: 'nul_byte',
            params: { column: header[index]! },
            value: null,
          });
        }
      }
      if (problems.length > 0) return { line, values, problems, date: null };
    }

    let date: CellsOfRow['date'] = null;
    for (const column of columnList) {
      const raw = fields[column.index]!;
      const text = raw.trim();
      if (text === '') {
        values[column.slot] = null;
        continue;
      }
      if (column.kind === 'text') {
        values[column.slot] = text;
        continue;
      }
      if (column.kind === 'orderDate') {
        const parsed = readCell.date(text);
        if (parsed.ok) date = parsed.date;
        else problems.push(cellProblem(line, column.name, parsed.code, raw));
        continue;
      }
      const result = readCell[column.kind](text, column.field);
      if (result.ok) values[column.slot] = result.value;
      else problems.push(cellProblem(line, column.name, result.code, raw));
    }
    return { line, values, problems, date };
  }

  /** One row as the analysis previews it: its values by field, its problems, its date. */
  function parseRow(record: CsvRecord): ParsedRow {
    const cells = parseCells(record);
    const values: ParsedRow['values'] = {};
    for (const column of columnList) {
      const value = cells.values[column.slot];
      if (value !== undefined) values[column.field] = value;
    }
    if (cells.date) values.orderDate = cells.date.instant.toISOString();
    return { line: cells.line, values, problems: cells.problems, date: cells.date };
  }

  /** One order from its rows (every row of the file with the same order id, in file order). */
  function buildOrder(records: readonly CsvRecord[]): MappedOrder {
    const rows = records.map(parseCells);
    const firstLine = rows[0]!.line;
    const orderId = records[0]!.fields[orderIdColumn.index]?.trim() ?? '';
    const problems: RowProblem[] = [];
    for (const row of rows) if (row.problems.length > 0) problems.push(...row.problems);
    if (problems.length === 0) problems.push(...findConflicts(rows));
    if (problems.length > 0) {
      return { orderId, firstLine, record: null, problems: nameEveryLine(orderId, rows, problems) };
    }
    const first = <T extends FieldValue>(field: OrderImportField) => firstValue<T>(rows, SLOT[field]);
    const orderProblem = (
      field: OrderImportField,
      code: RowProblemCode,
      params: Record<string, string | number> = {},
    ) => problems.push(orderLevelProblem(firstLine, columns.get(field)?.name ?? null, field, code, params));

    if (!orderId) orderProblem('orderId', 'missing_value');
    let date: CellsOfRow['date'] = null;
    for (const row of rows) {
      if (row.date) {
        date = row.date;
        break;
      }
    }
    if (!date) orderProblem('orderDate', 'missing_value');

    const items: NonNullable<OrderInput['items']> = [];
    const itemLines: number[] = [];
    if (hasItems) {
      for (const row of rows) {
        if (!ITEM_SLOTS.some((slot) => row.values[slot] !== null && row.values[slot] !== undefined)) continue;
        const type = row.values[SLOT.itemType];
        if (typeof type === 'string' && NON_PRODUCT_LINE.test(stripDiacritics(type.toLowerCase()))) continue;
        const productName = row.values[SLOT.productName];
        if (typeof productName !== 'string') {
          problems.push({
            line: row.line,
            column: columns.get('productName')?.name ?? null,
            code: 'missing_value',
            params: { column: columns.get('productName')?.name ?? 'productName' },
            value: null,
          });
          continue;
        }
        items.push({
          productCode: (row.values[SLOT.productCode] ?? null) as string | null,
          productName,
          category: (row.values[SLOT.category] ?? null) as string | null,
          quantity: (row.values[SLOT.quantity] as number | null | undefined) ?? 1,
          unitPrice: row.values[SLOT.unitPrice] as number,
          margin: (row.values[SLOT.itemMargin] ?? null) as number | null,
        });
        itemLines.push(row.line);
      }
      if (items.length > MAX_ITEMS) orderProblem('productName', 'too_many_items', { max: MAX_ITEMS });
    }

    let revenue = first<number>('revenue');
    const itemsPriced = items.length > 0 && items.every((item) => typeof item.unitPrice === 'number');
    if (revenue === null && itemsPriced) {
      revenue = round2(items.reduce((sum, item) => sum + (item.quantity ?? 1) * item.unitPrice, 0));
    }
    if (revenue === null) orderProblem(columns.has('revenue') ? 'revenue' : 'unitPrice', 'missing_value');
    // A line without a price: the order total when it is the only line, otherwise unknown (0).
    for (const item of items) {
      if (typeof item.unitPrice !== 'number') {
        item.unitPrice = items.length === 1 && revenue !== null ? round2(revenue / (item.quantity ?? 1)) : 0;
      }
    }
    if (problems.length > 0 || !date || revenue === null)
      return { orderId, firstLine, record: null, problems: nameEveryLine(orderId, rows, problems) };

    const status = first<string>('status');
    const firstName = first<string>('customerFirstName');
    const lastName = first<string>('customerLastName');
    const candidate: OrderInput = {
      orderId,
      orderDate: date.instant.toISOString(),
      customerEmail: first<string>('customerEmail'),
      customerName:
        first<string>('customerName') ?? ([firstName, lastName].filter(Boolean).join(' ') || null),
      customerPhone: first<string>('customerPhone'),
      customerCity: first<string>('customerCity'),
      customerCountry: first<string>('customerCountry'),
      customerZip: first<string>('customerZip'),
      revenue,
      margin: first<number>('margin'),
      currency: first<string>('currency') ?? shop.currency,
      paid: columns.has('paid') ? first<boolean>('paid') : status ? statusFacts(status).paid : null,
      online: first<boolean>('online'),
      cancelled: columns.has('cancelled')
        ? (first<boolean>('cancelled') ?? false)
        : status
          ? statusFacts(status).cancelled
          : false,
      status,
      paymentMethod: first<string>('paymentMethod'),
      shippingMethod: first<string>('shippingMethod'),
      acquisitionSource: first<string>('acquisitionSource'),
      acquisitionCampaign: first<string>('acquisitionCampaign'),
      items,
    };
    if (fitsOrderInput(candidate)) {
      return { orderId, firstLine, record: normaliseOrder(candidate, date.instant, date.day), problems };
    }
    const parsed = orderInputSchema.safeParse(candidate);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const [key, index, itemKey] = issue.path;
        const field = toImportField(String(key), itemKey === undefined ? undefined : String(itemKey));
        const column = field ? (columns.get(field)?.name ?? null) : null;
        const line =
          key === 'items' && typeof index === 'number' ? (itemLines[index] ?? firstLine) : firstLine;
        const tooLong = issue.code === 'too_big' && 'origin' in issue && issue.origin === 'string';
        problems.push({
          line,
          column,
          code: tooLong ? 'value_too_long' : 'invalid_value',
          params: {
            column: column ?? String(key),
            ...(tooLong && 'maximum' in issue ? { max: Number(issue.maximum) } : {}),
          },
          value: null,
        });
      }
      return { orderId, firstLine, record: null, problems: nameEveryLine(orderId, rows, problems) };
    }
    return { orderId, firstLine, record: normaliseOrder(parsed.data, date.instant, date.day), problems };
  }

  /**
   * Order-level values (date, revenue, customer) that two rows of one order both fill but
   * differently: the order is refused rather than built from whichever row came first. Exports
   * that fill order fields on the first line only leave the others empty, which agrees.
   */
  function findConflicts(rows: readonly CellsOfRow[]): RowProblem[] {
    const conflicts: RowProblem[] = [];
    const compare = (field: OrderImportField, valueOfRow: (row: CellsOfRow) => string | number | null) => {
      let first: { line: number; value: string | number } | null = null;
      for (const row of rows) {
        const value = valueOfRow(row);
        if (value === null) continue;
        if (!first) first = { line: row.line, value };
        else if (value !== first.value) {
          const column = columns.get(field)?.name ?? field;
          conflicts.push({
            line: row.line,
            column,
            code: 'order_lines_conflict',
            params: { column, otherLine: first.line },
            value: null,
          });
          return;
        }
      }
    };
    if (rows.length < 2) return conflicts;
    compare('orderDate', (row) => row.date?.instant.getTime() ?? null);
    for (const field of ['revenue', 'customerEmail'] as const) {
      if (!columns.has(field)) continue;
      compare(field, (row) => {
        const value = row.values[SLOT[field]];
        if (typeof value === 'string') return value.toLowerCase();
        return typeof value === 'number' ? value : null;
      });
    }
    return conflicts;
  }

  /**
   * A refused order with several lines: every line without a problem of its own gets one that
   * names the order and the lines that refused it, so the row errors account for every line.
   */
  function nameEveryLine(orderId: string, rows: readonly CellsOfRow[], problems: RowProblem[]): RowProblem[] {
    if (rows.length < 2) return problems;
    const faulty = new Set(problems.map((problem) => problem.line));
    const lines = [...faulty].sort((a, b) => a - b).join(', ');
    const named = [...problems];
    for (const row of rows) {
      if (faulty.has(row.line)) continue;
      named.push({
        line: row.line,
        column: null,
        code: 'order_line_rejected',
        params: { orderId, lines },
        value: null,
      });
    }
    return named.sort((a, b) => a.line - b.line);
  }

  return {
    /** The raw order id of a row, by which rows are grouped into orders ('' when it has none). */
    getOrderKey(record: CsvRecord): string {
      return record.fields[orderIdColumn.index]?.trim() ?? '';
    },
    parseRow,
    buildOrder,
  };
}

function columnKind(field: OrderImportField): ColumnKind {
  if (field === 'orderId' || field === 'orderDate' || field === 'currency') return field;
  if (AMOUNT_FIELDS.has(field)) return 'amount';
  if (FLAG_FIELDS.has(field)) return 'flag';
  return 'text';
}

/**
 * Readers of the cells that need parsing. Amounts and dates remember the last text they read (an
 * order's lines repeat its total and date), flags and currencies every distinct text.
 */
function createCellReaders(options: ImportOptions, shop: ShopSettings) {
  const lastAmount = new Map<OrderImportField, { text: string; result: CellResult }>();
  const flags = new Map<string, CellResult>();
  const cancelledFlags = new Map<string, CellResult>();
  const currencies = new Map<string, CellResult>();
  let lastDate: { text: string; result: DateCell } | null = null;
  type DateCell = { ok: true; date: { instant: Date; day: string } } | { ok: false; code: RowProblemCode };

  const remember = (cache: Map<string, CellResult>, text: string, result: CellResult) => {
    if (cache.size < MAX_REMEMBERED) cache.set(text, result);
    return result;
  };

  return {
    orderId(text: string): CellResult {
      return isScientificNotation(text)
        ? { ok: false, code: 'scientific_notation' }
        : { ok: true, value: text };
    },
    date(text: string): DateCell {
      if (lastDate?.text === text) return lastDate.result;
      const parsed = parseOrderDate(text, shop.timeZone, options.dateFormat);
      const result: DateCell = parsed.ok
        ? { ok: true, date: { instant: parsed.instant, day: parsed.day } }
        : { ok: false, code: dateProblem(parsed.code) };
      lastDate = { text, result };
      return result;
    },
    amount(text: string, field: OrderImportField): CellResult {
      const last = lastAmount.get(field);
      if (last?.text === text) return last.result;
      const parsed = parseCzechAmount(text, options.decimal);
      let result: CellResult;
      if (!parsed.ok) result = { ok: false, code: AMOUNT_PROBLEMS[parsed.code] };
      else if (field === 'quantity' && parsed.value <= 0) result = { ok: false, code: 'invalid_quantity' };
      else if (NON_NEGATIVE.has(field) && parsed.value < 0) result = { ok: false, code: 'negative_amount' };
      else result = { ok: true, value: parsed.value };
      lastAmount.set(field, { text, result });
      return result;
    },
    flag(text: string, field: OrderImportField): CellResult {
      const cache = field === 'cancelled' ? cancelledFlags : flags;
      const known = cache.get(text);
      if (known) return known;
      const parsed = parseFlag(text);
      if (parsed.ok) return remember(cache, text, { ok: true, value: parsed.value });
      // Shopify's "Cancelled at" holds the time of the cancellation.
      if (field === 'cancelled' && parseOrderDate(text, shop.timeZone, 'iso').ok)
        return { ok: true, value: true };
      return remember(cache, text, { ok: false, code: 'invalid_flag' });
    },
    currency(text: string): CellResult {
      const known = currencies.get(text);
      if (known) return known;
      const currency = parseCurrencyCode(text);
      return remember(
        currencies,
        text,
        currency ? { ok: true, value: currency } : { ok: false, code: 'invalid_currency' },
      );
    },
  };
}

export type OrderMapper = ReturnType<typeof createOrderMapper>;

const AMOUNT_PROBLEMS: Record<
  'empty' | 'not_a_number' | 'scientific_notation' | 'out_of_range',
  RowProblemCode
> = {
  empty: 'missing_value',
  not_a_number: 'invalid_amount',
  scientific_notation: 'scientific_notation',
  out_of_range: 'amount_out_of_range',
};

function cellProblem(line: number, column: string, code: RowProblemCode, raw: string): RowProblem {
  const value = raw.slice(0, MAX_REPORTED_VALUE);
  return { line, column, code, params: { column, value: value.trim() }, value };
}

function orderLevelProblem(
  line: number,
  column: string | null,
  field: OrderImportField,
  code: RowProblemCode,
  params: Record<string, string | number>,
): RowProblem {
  return { line, column, code, params: { column: column ?? field, ...params }, value: null };
}

/** The first value of a field in an order's rows (exports often fill order fields on the first line only). */
function firstValue<T extends FieldValue>(rows: readonly CellsOfRow[], slot: number): T | null {
  for (const row of rows) {
    const value = row.values[slot];
    if (value !== null && value !== undefined) return value as T;
  }
  return null;
}

/** Column of each mapped field; a mapped header that is missing or ambiguous stops the import. */
function resolveColumns(header: readonly string[], options: ImportOptions) {
  const columns = new Map<OrderImportField, { name: string; index: number }>();
  for (const field of orderImportFields) {
    const name = options.mapping[field];
    if (!name) continue;
    const index = header.indexOf(name);
    if (index === -1) throw new ImportFileError('unknown_column', 1, { column: name }, name);
    if (header.indexOf(name, index + 1) !== -1)
      throw new ImportFileError('duplicate_header', 1, { column: name }, name);
    columns.set(field, { name, index });
  }
  if (!columns.has('orderId')) throw new ImportFileError('missing_columns', 1, { fields: 'orderId' });
  return columns;
}

/** The import field behind a path of the canonical order schema. */
function toImportField(key: string, itemKey: string | undefined): OrderImportField | null {
  if (key === 'items') {
    if (itemKey === 'margin') return 'itemMargin';
    return (itemImportFields as readonly string[]).includes(itemKey ?? '')
      ? (itemKey as OrderImportField)
      : null;
  }
  if (key === 'cancelled' || key === 'paid' || key === 'online') return key;
  return (ORDER_LEVEL_FIELDS as readonly string[]).includes(key) ? (key as OrderImportField) : null;
}

function stripDiacritics(text: string): string {
  return text.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
}

function round2(value: number): number {
  return Math.round(value * 100) / 100;
}

/** The row problem of an unreadable date: an impossible day and a day out of range keep their codes. */
export function dateProblem(code: DateErrorCode): RowProblemCode {
  return code === 'impossible_date' || code === 'date_out_of_range' ? code : 'invalid_date';
}
