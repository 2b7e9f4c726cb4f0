import type { LookerCell, LookerTable } from '@ziskomer/contracts';
import { sanitizeCsvCell, serializeCsvRow } from '@ziskomer/domain';
import type { LookerTableData } from './read-looker-table.ts';

/** The JSON a community connector passes on from getSchema() and getData(): dates as YYYYMMDD. */
export function toLookerJson(table: LookerTableData): LookerTable {
  const { fields, rows, ...meta } = table;
  return {
    ...meta,
    schema: fields,
    rows: rows.map((row) => ({
      values: row.map((value, index) => (index === 0 ? compactDay(value) : value)),
    })),
  };
}

/**
 * CSV for Google Sheets' IMPORTDATA and Looker Studio's file upload: commas, decimal points, a
 * header of the field names, no BOM (IMPORTDATA would keep it in the first name). Every cell is
 * escaped against formula injection: a campaign named `=IMPORTXML(…)` stays text.
 */
export function toLookerCsv(table: LookerTableData): string {
  const lines = [table.fields.map((field) => field.name), ...table.rows];
  return lines.map((cells) => serializeCsvRow(cells.map(sanitizeCsvCell), ',')).join('');
}

function compactDay(value: LookerCell): LookerCell {
  return typeof value === 'string' ? value.replaceAll('-', '') : value;
}
