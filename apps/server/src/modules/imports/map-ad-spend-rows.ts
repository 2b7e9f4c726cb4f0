import {
  type AdChannel,
  type AdSpendImportField,
  type AdSpendRow,
  type AdSpendRowInput,
  adSpendImportFields,
  type ImportOptions,
} from '@ziskomer/contracts';
import {
  getHeaderCurrency,
  parseAdChannel,
  parseCurrencyCode,
  parseCzechAmount,
  parseOrderDate,
} from '@ziskomer/domain';
import { checkAdSpendRow } from '../ingest/index.ts';
import { ImportFileError } from './import-file-error.ts';
import {
  dateProblem,
  type FieldValue,
  type RowProblem,
  type RowProblemCode,
  type ShopSettings,
} from './map-order-rows.ts';
import type { CsvRecord } from './read-csv-records.ts';

/**
 * The total rows an export adds at its end: the first cell says so ("Total: Account", "Celkem:
 * kampaně") and the row has no day. A campaign named "Total: …" on a real day is still a row.
 */
const SUMMARY_ROW = /^(total|celkem)\b[^:]*:/i;

/** One row of an ad-spend file: ready to write, or the problems that reject it. */
export interface MappedAdSpendRow {
  firstLine: number;
  record: AdSpendRow | null;
  problems: RowProblem[];
}

export interface ParsedAdSpendRow {
  line: number;
  values: Partial<Record<AdSpendImportField, FieldValue>>;
  problems: RowProblem[];
}

type CellKind = 'date' | 'channel' | 'count' | 'amount' | 'currency' | 'text';

const CELL_KIND: Record<AdSpendImportField, CellKind> = {
  date: 'date',
  channel: 'channel',
  account: 'text',
  campaign: 'text',
  campaignId: 'text',
  impressions: 'count',
  clicks: 'count',
  cost: 'amount',
  conversions: 'amount',
  conversionValue: 'amount',
  currency: 'currency',
};
/** Ad platforms write `--` where a figure does not apply (no conversions tracked): nothing. */
const NOT_APPLICABLE = /^[-–—]{2,}$/;
const MAX_REPORTED_VALUE = 200;

type Cell = { ok: true; value: FieldValue } | { ok: false; code: RowProblemCode };

/**
 * Turns rows of an ad-spend file into the rows `POST /api/v1/ad-spend` takes, with the confirmed
 * options and the same domain parsers as an order import (Czech amounts, dates, currencies), and
 * checks each with the same `checkAdSpendRow` as the API. Every problem names its line and
 * column. Each row stands alone: one row is one day of one campaign.
 */
export function createAdSpendMapper(header: readonly string[], options: ImportOptions, shop: ShopSettings) {
  const columns = resolveColumns(header, options);
  const costHeader = columns.find((column) => column.field === 'cost')?.name;
  const hasCurrencyColumn = columns.some((column) => column.field === 'currency');
  // Meta names the currency in the cost's header ("Amount spent (EUR)"); else the shop's.
  const fileCurrency = (!hasCurrencyColumn && costHeader && getHeaderCurrency(costHeader)) || shop.currency;
  const dateIndex = columns.find((column) => column.field === 'date')?.index ?? -1;
  const isDay = (cell: string | undefined) =>
    cell !== undefined && parseOrderDate(cell.trim(), shop.timeZone, options.dateFormat).ok;

  const readCell = (kind: CellKind, text: string): Cell => {
    switch (kind) {
      case 'text':
        return { ok: true, value: text };
      case 'date': {
        const parsed = parseOrderDate(text, shop.timeZone, options.dateFormat);
        if (parsed.ok) return { ok: true, value: parsed.day };
        return { ok: false, code: dateProblem(parsed.code) };
      }
      case 'channel': {
        const channel = parseAdChannel(text);
        return channel ? { ok: true, value: channel } : { ok: false, code: 'invalid_channel' };
      }
      case 'currency': {
        const code = parseCurrencyCode(text);
        return code ? { ok: true, value: code } : { ok: false, code: 'invalid_currency' };
      }
      case 'count':
      case 'amount': {
        if (NOT_APPLICABLE.test(text)) return { ok: true, value: null };
        const parsed = parseCzechAmount(text, options.decimal);
        if (!parsed.ok) return { ok: false, code: AMOUNT_PROBLEMS[parsed.code] };
        if (parsed.value < 0) return { ok: false, code: 'negative_amount' };
        if (kind === 'count' && !Number.isInteger(parsed.value))
          return { ok: false, code: 'not_whole_number' };
        return { ok: true, value: parsed.value };
      }
    }
  };

  /** The row's values by field (null: empty cell) and the problems of its cells. */
  function parseRow(record: CsvRecord): ParsedAdSpendRow {
    const { line, fields } = record;
    const values: ParsedAdSpendRow['values'] = {};
    const problems: RowProblem[] = [];
    const summary = fields.find((field) => field.trim() !== '')?.trim() ?? '';
    if (SUMMARY_ROW.test(summary) && !isDay(fields[dateIndex])) {
      problems.push({ line, column: null, code: 'summary_row', params: { value: summary }, value: summary });
      return { line, values, problems };
    }
    if (fields.length !== header.length) {
      problems.push({
        line,
        column: null,
        code: fields.length < header.length ? 'too_few_fields' : 'too_many_fields',
        params: { expected: header.length, actual: fields.length },
        value: null,
      });
      return { line, values, problems };
    }
    for (const column of columns) {
      const raw = fields[column.index]!;
      if (raw.includes('\u0000')) {
        problems.push({
          line,
          column: column.name,
          code: 'nul_byte',
          params: { column: column.name },
          value: null,
        });
        continue;
      }
      const text = raw.trim();
      if (text === '') {
        values[column.field] = null;
        continue;
      }
      const cell = readCell(CELL_KIND[column.field], text);
      if (cell.ok) values[column.field] = cell.value;
      else problems.push(cellProblem(line, column.name, cell.code, raw));
    }
    if (problems.length === 0) {
      if (values.channel == null && options.channel) values.channel = options.channel;
      if (values.currency == null) values.currency = fileCurrency;
    }
    return { line, values, problems };
  }

  /** One row, parsed and checked like an API row; the shop's currency only. */
  function buildRow(record: CsvRecord): MappedAdSpendRow {
    const parsed = parseRow(record);
    const { line, values, problems } = parsed;
    if (problems.length > 0) return { firstLine: line, record: null, problems };
    for (const field of ['date', 'channel', 'cost'] as const) {
      if (values[field] == null) {
        const name = columnName(field);
        problems.push({
          line,
          column: name,
          code: 'missing_value',
          params: { column: name ?? field },
          value: null,
        });
      }
    }
    if (problems.length > 0) return { firstLine: line, record: null, problems };
    const candidate: AdSpendRowInput = {
      date: values.date as string,
      channel: values.channel as AdChannel,
      account: (values.account ?? null) as string | null,
      campaign: (values.campaign ?? null) as string | null,
      campaignId: (values.campaignId ?? null) as string | null,
      impressions: (values.impressions ?? undefined) as number | undefined,
      clicks: (values.clicks ?? undefined) as number | undefined,
      cost: values.cost as number,
      conversions: (values.conversions ?? undefined) as number | undefined,
      conversionValue: (values.conversionValue ?? undefined) as number | undefined,
      currency: values.currency as string,
    };
    const checked = checkAdSpendRow(candidate, shop.currency);
    if (checked.ok) return { firstLine: line, record: checked.row, problems };
    for (const issue of checked.issues) {
      const field = (adSpendImportFields as readonly string[]).includes(issue.path)
        ? (issue.path as AdSpendImportField)
        : null;
      const name = field ? columnName(field) : null;
      const column = name ?? field ?? issue.path;
      if (issue.code === 'currency_mismatch') {
        // Without a currency column, the currency came from the cost's header (Meta).
        const currencyColumn = name ?? (fileCurrency !== shop.currency ? (costHeader ?? null) : null);
        problems.push({
          line,
          column: currencyColumn,
          code: 'currency_mismatch',
          params: {
            column: currencyColumn ?? column,
            value: candidate.currency ?? '',
            currency: shop.currency,
          },
          value: null,
        });
      } else if (issue.maxLength !== undefined) {
        problems.push({
          line,
          column: name,
          code: 'value_too_long',
          params: { column, max: issue.maxLength },
          value: null,
        });
      } else {
        const value = field ? String(values[field] ?? '') : '';
        const code = issue.code === 'too_big' ? 'amount_out_of_range' : 'invalid_value';
        problems.push({ line, column: name, code, params: { column, value }, value: name ? value : null });
      }
    }
    return { firstLine: line, record: null, problems };
  }

  function columnName(field: AdSpendImportField): string | null {
    return columns.find((column) => column.field === field)?.name ?? null;
  }

  return { parseRow, buildRow };
}

export type AdSpendMapper = ReturnType<typeof createAdSpendMapper>;

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

/** Column of each mapped ad-spend field; a mapped header that is missing or ambiguous stops the import. */
function resolveColumns(header: readonly string[], options: ImportOptions) {
  const columns: { field: AdSpendImportField; name: string; index: number }[] = [];
  for (const field of adSpendImportFields) {
    const name = options.mapping[field];
    if (!name) continue;
    const index = header.indexOf(name);
    if (index === -1) throw new ImportFileError('unknown_column', 1, { column: name }, name);
    if (header.indexOf(name, index + 1) !== -1)
      throw new ImportFileError('duplicate_header', 1, { column: name }, name);
    columns.push({ field, name, index });
  }
  return columns;
}
