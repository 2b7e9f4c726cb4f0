import { open } from 'node:fs/promises';
import {
  type AdChannel,
  type ColumnMapping,
  type CsvDelimiter,
  type DateFormat,
  type DecimalSeparator,
  type ImportAnalysis,
  type ImportField,
  type ImportKind,
  type ImportPreset,
  type ImportProblem,
  MAX_HEADER_LINE,
  type TextEncoding,
} from '@ziskomer/contracts';
import { detectDateFormat, detectDecimalSeparator, detectDelimiter, detectEncoding } from '@ziskomer/domain';
import type { Language } from '@ziskomer/i18n';
import iconv from 'iconv-lite';
import { describeImportProblem } from './describe-import-problem.ts';
import { ImportFileError } from './import-file-error.ts';
import { IMPORT_KIND_COLUMNS, type ImportKindColumns } from './import-kind-columns.ts';
import type { ShopSettings } from './map-order-rows.ts';
import { type CsvRecord, readCsvRecords } from './read-csv-records.ts';

/** How much of a file the analysis reads: enough for detection, the preview and a row estimate. */
export const SAMPLE_BYTES = 1024 * 1024;
export const PREVIEW_ROWS = 20;
/** The widest file read; wider ones are refused before any row is parsed. */
export const MAX_COLUMNS = 1000;
const DETECTION_ROWS = 200;
const MAX_PREVIEW_CELL = 200;

export interface AnalysisOverrides {
  encoding?: TextEncoding;
  delimiter?: CsvDelimiter;
  decimal?: DecimalSeparator;
  dateFormat?: DateFormat;
  preset?: ImportPreset;
  mapping?: ColumnMapping;
  /** Ad spend: the channel of every row of a file without a channel column. */
  channel?: AdChannel | null;
  headerLine?: number;
}

/**
 * Analyses an uploaded file from its first megabyte: encoding (strict UTF-8 first, then the
 * Czech single-byte encodings), delimiter, header and the export it comes from, column mapping,
 * decimal separator and date format, a preview of 20 parsed rows with the problems of each cell,
 * and the problems that stop the whole file. Every option can be overridden, so the user sees the
 * preview of the choice they are about to confirm. The kind (orders or ad spend) decides which
 * fields and exports the columns are matched with; the rest is the same for both.
 */
export async function analyseImportFile(
  path: string,
  bytesTotal: number,
  overrides: AnalysisOverrides,
  shop: ShopSettings,
  language: Language,
  kind: ImportKind = 'orders',
): Promise<Omit<ImportAnalysis, 'importId'>> {
  const kindColumns = IMPORT_KIND_COLUMNS[kind];
  const problems: ImportProblem[] = [];
  const problem = (
    code: string,
    line: number | null,
    params: Record<string, string | number> = {},
    column?: string,
  ) =>
    problems.push({
      code,
      line,
      column: column ?? null,
      message: describeImportProblem(code, { line: line ?? '', column: column ?? '', ...params }, language),
    });

  const sample = await readSample(path).catch((error: unknown) => {
    if (error instanceof ImportFileError) return error;
    throw error;
  });
  if (sample instanceof ImportFileError) {
    problem(sample.code, null);
    return {
      kind,
      bytesTotal,
      encoding: { detected: 'utf-8', certain: false, alternatives: [] },
      options: {
        encoding: overrides.encoding ?? 'utf-8',
        delimiter: overrides.delimiter ?? ';',
        decimal: overrides.decimal ?? ',',
        dateFormat: overrides.dateFormat ?? 'dmy',
        preset: overrides.preset ?? null,
        mapping: overrides.mapping ?? {},
        channel: overrides.channel ?? null,
        headerLine: overrides.headerLine ?? 1,
      },
      header: [],
      detectedPreset: null,
      missing: [],
      preview: [],
      rowEstimate: 0,
      problems,
      canStart: false,
    };
  }
  const complete = bytesTotal <= sample.length;
  const detection = detectEncoding(sample, complete);
  const encoding = overrides.encoding ?? detection.encoding;
  const text = decodeLeniently(sample, encoding);
  const delimiter = overrides.delimiter ?? detectDelimiter(text);
  const result = {
    kind,
    bytesTotal,
    encoding: {
      detected: detection.encoding,
      certain: detection.certain,
      alternatives: detection.alternatives,
    },
    header: [] as string[],
    detectedPreset: null as ImportPreset | null,
    missing: [] as ImportField[],
    preview: [] as ImportAnalysis['preview'],
    rowEstimate: 0,
    problems,
    canStart: false,
  };
  const baseOptions = {
    encoding,
    delimiter,
    decimal: overrides.decimal ?? ',',
    dateFormat: overrides.dateFormat ?? 'dmy',
    channel: overrides.channel ?? null,
    headerLine: overrides.headerLine ?? 1,
  };

  if (bytesTotal === 0) {
    problem('empty_file', null);
    return { ...result, options: { ...baseOptions, preset: null, mapping: {} } };
  }
  if (
    (sample[0] === 0x1f && sample[1] === 0x8b) ||
    (sample[0] === 0x50 && sample[1] === 0x4b && sample[2] === 0x03)
  ) {
    problem('compressed_file', null);
    return { ...result, options: { ...baseOptions, preset: null, mapping: {} } };
  }
  if (encoding === 'utf-8' && detection.mixedAtLine !== undefined) {
    problem('mixed_encoding', detection.mixedAtLine, { encoding: 'UTF-8' });
  }

  // The same reader the import uses, so the analysis sees exactly what the import will.
  const progress = { bytesRead: 0 };
  // The header and the rows detection looks at are kept (copied), the others only counted: an
  // analysis that kept every record of its megabyte would teach V8 that the reader's records live
  // long, and it would then allocate all of a big import's records in the old generation.
  const records: CsvRecord[] = [];
  let recordCount = 0;
  let readAll = true;
  try {
    for await (const record of readCsvRecords(path, { encoding, delimiter }, progress)) {
      recordCount++;
      if (records.length <= DETECTION_ROWS) records.push({ line: record.line, fields: [...record.fields] });
      if (recordCount === 1 && record.fields.length > MAX_COLUMNS) break;
      if (progress.bytesRead >= SAMPLE_BYTES && recordCount > PREVIEW_ROWS + MAX_HEADER_LINE) {
        readAll = false;
        break;
      }
    }
  } catch (error) {
    if (!(error instanceof ImportFileError)) throw error;
    if (!problems.some((p) => p.code === error.code && p.line === error.line)) {
      problem(error.code, error.line, error.params, error.column ?? undefined);
    }
  }

  const headerIndex = findHeaderIndex(records, kindColumns, overrides);
  const header = records[headerIndex]?.fields ?? [];
  const dataRows = records.slice(headerIndex + 1);
  const headerLine = records[headerIndex]?.line ?? 1;
  baseOptions.headerLine = headerLine;
  result.header = header.slice(0, MAX_COLUMNS).map((name) => name.slice(0, MAX_PREVIEW_CELL));
  if (header.length === 0 || (header.length === 1 && header[0]?.trim() === '')) {
    if (!problems.some((p) => p.code !== 'mixed_encoding')) problem('empty_file', null);
    return { ...result, options: { ...baseOptions, preset: null, mapping: {} } };
  }
  if (header.length > MAX_COLUMNS) {
    problem('too_many_columns', headerLine, { actual: header.length, max: MAX_COLUMNS });
    return { ...result, options: { ...baseOptions, preset: null, mapping: {} } };
  }
  const dataRowCount = Math.max(0, recordCount - 1 - headerIndex);
  if (dataRowCount === 0 && readAll && problems.length === 0) problem('header_only', headerLine + 1);

  const detected = kindColumns.detect(header);
  result.detectedPreset = detected.preset;
  const presetFits = !overrides.preset || kindColumns.presets.includes(overrides.preset);
  if (!presetFits) problem('preset_not_for_kind', null, { preset: overrides.preset ?? '' });
  const preset = presetFits ? (overrides.preset ?? detected.preset) : null;
  // Only the fields of the import's kind count (a mapping may not carry the other kind's fields).
  const mapping = pickFields(
    overrides.mapping ??
      (overrides.preset && presetFits
        ? kindColumns.mapWithPreset(header, overrides.preset)
        : detected.mapping),
    kindColumns.fields,
  );
  const channel = kindColumns.fileChannel(preset, mapping, overrides.channel ?? undefined);
  result.missing = kindColumns.missing(mapping, channel);
  if (result.missing.length > 0)
    problem('missing_columns', headerLine, { fields: result.missing.join(', ') });
  for (const name of new Set(Object.values(mapping))) {
    const count = header.filter((column) => column === name).length;
    if (count === 0) problem('unknown_column', headerLine, { column: name }, name);
    else if (count > 1) problem('duplicate_header', headerLine, { column: name }, name);
  }

  const columnValues = (field: ImportField) => {
    const index = mapping[field] ? header.indexOf(mapping[field]) : -1;
    return index === -1 ? [] : dataRows.slice(0, DETECTION_ROWS).map((row) => row.fields[index] ?? '');
  };
  const options = {
    ...baseOptions,
    decimal:
      overrides.decimal ??
      detectDecimalSeparator(kindColumns.amountFields.flatMap((field) => columnValues(field))),
    dateFormat: overrides.dateFormat ?? detectDateFormat(columnValues(kindColumns.dateField)),
    preset,
    mapping,
    channel,
  };

  const canMap = problems.every((p) => !['unknown_column', 'duplicate_header'].includes(p.code));
  const mapper = canMap
    ? kindColumns.createPreview(header, { ...options, invalidRowPolicy: 'skip' }, shop)
    : null;
  result.preview = dataRows.slice(0, PREVIEW_ROWS).map((record) => {
    const parsed = mapper?.parseRow(record);
    return {
      line: record.line,
      cells: record.fields.map((cell) => cell.slice(0, MAX_PREVIEW_CELL)),
      values: parsed?.values ?? {},
      problems: (parsed?.problems ?? []).map((rowProblem) => ({
        code: rowProblem.code,
        line: rowProblem.line,
        column: rowProblem.column,
        message: describeImportProblem(rowProblem.code, rowProblem.params, language),
      })),
    };
  });
  result.rowEstimate = readAll
    ? dataRowCount
    : Math.round((dataRowCount * bytesTotal) / Math.max(1, progress.bytesRead));
  result.canStart = problems.length === 0;
  return { ...result, options };
}

/**
 * The record holding the header: the line asked for, else the first record, unless the file opens
 * with title lines (a Google Ads report's name and period) and a record among the next few is a
 * header whose columns give every required field.
 */
function findHeaderIndex(
  records: CsvRecord[],
  kindColumns: ImportKindColumns,
  overrides: AnalysisOverrides,
): number {
  if (overrides.headerLine !== undefined) {
    return Math.max(
      0,
      records.findIndex((record) => record.line === overrides.headerLine),
    );
  }
  const complete = (record: CsvRecord) => {
    const { preset, mapping } = kindColumns.detect(record.fields);
    const channel = kindColumns.fileChannel(preset, mapping, overrides.channel ?? undefined);
    return kindColumns.missing(mapping, channel).length === 0;
  };
  const first = records[0];
  if (!first || complete(first)) return 0;
  const found = records.findIndex(
    (record, index) => index > 0 && record.line <= MAX_HEADER_LINE && complete(record),
  );
  return Math.max(0, found);
}

function pickFields(mapping: ColumnMapping, fields: readonly ImportField[]): ColumnMapping {
  return Object.fromEntries(
    Object.entries(mapping).filter(([field]) => fields.includes(field as ImportField)),
  ) as ColumnMapping;
}

async function readSample(path: string): Promise<Uint8Array> {
  const file = await open(path, 'r').catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') throw new ImportFileError('file_missing', null);
    throw error;
  });
  try {
    const buffer = Buffer.alloc(SAMPLE_BYTES);
    const { bytesRead } = await file.read(buffer, 0, SAMPLE_BYTES, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await file.close();
  }
}

/** Text for delimiter detection only: bad bytes become U+FFFD here, never in imported data. */
function decodeLeniently(sample: Uint8Array, encoding: TextEncoding): string {
  if (encoding === 'windows-1250' || encoding === 'iso-8859-2')
    return iconv.decode(Buffer.from(sample), encoding);
  return new TextDecoder(encoding).decode(sample);
}
