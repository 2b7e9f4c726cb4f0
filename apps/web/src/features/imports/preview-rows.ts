import {
  adSpendImportFields,
  type ImportAnalysis,
  type ImportField,
  type ImportProblem,
  orderImportFields,
} from '@ziskomer/contracts';

type PreviewValue = ImportAnalysis['preview'][number]['values'][ImportField];

export interface PreviewCell {
  /** The raw text of the cell, or the parsed value of a mapped field. */
  value: string | PreviewValue;
  problems: ImportProblem[];
}

export interface PreviewRow {
  line: number;
  cells: PreviewCell[];
  /** Problems of the whole row (e.g. too few fields), not of one cell. */
  rowProblems: ImportProblem[];
}

export interface PreviewTableData {
  columns: string[];
  rows: PreviewRow[];
}

/** Problems of a row keyed by column (header name); those without a column belong to the row. */
function groupProblems(problems: readonly ImportProblem[]) {
  const byColumn = new Map<string, ImportProblem[]>();
  const rowProblems: ImportProblem[] = [];
  for (const problem of problems) {
    if (problem.column === null) {
      rowProblems.push(problem);
      continue;
    }
    byColumn.set(problem.column, [...(byColumn.get(problem.column) ?? []), problem]);
  }
  return { byColumn, rowProblems };
}

/**
 * The file as read with the chosen encoding and delimiter: its header and the raw cells of the
 * first rows, each cell with the problems found in it. A problem names its column by header; with
 * a header name used twice it marks the first such column, as the import reads that one.
 */
export function buildRawPreview(analysis: Pick<ImportAnalysis, 'header' | 'preview'>): PreviewTableData {
  const width = Math.max(analysis.header.length, ...analysis.preview.map((row) => row.cells.length));
  const columns = Array.from({ length: width }, (_, index) => analysis.header[index] ?? '');
  const rows = analysis.preview.map((row) => {
    const { byColumn, rowProblems } = groupProblems(row.problems);
    const cells = columns.map((column, index) => ({
      value: row.cells[index] ?? '',
      problems: analysis.header.indexOf(column) === index ? (byColumn.get(column) ?? []) : [],
    }));
    // A problem naming a column the table does not show still belongs to the row.
    for (const [column, problems] of byColumn) {
      if (!analysis.header.includes(column)) rowProblems.push(...problems);
    }
    return { line: row.line, cells, rowProblems };
  });
  return { columns, rows };
}

/**
 * The mapped fields of the first rows as the import will store them (amounts as numbers, dates
 * as instants, yes/no as booleans), each with the problems of its column.
 */
export function buildParsedPreview(
  analysis: Pick<ImportAnalysis, 'preview'> & Partial<Pick<ImportAnalysis, 'kind' | 'options'>>,
  mapping: Partial<Record<ImportField, string>>,
): { fields: ImportField[]; rows: PreviewRow[] } {
  const kindFields: readonly ImportField[] =
    analysis.kind === 'ad-spend' ? adSpendImportFields : orderImportFields;
  const fields = kindFields.filter(
    // An ad-spend file's channel may come from the whole file's choice rather than a column.
    (field) => mapping[field] || (field === 'channel' && analysis.options?.channel),
  );
  const rows = analysis.preview.map((row) => {
    const { byColumn, rowProblems } = groupProblems(row.problems);
    const mappedColumns = new Set(fields.map((field) => mapping[field]));
    for (const [column, problems] of byColumn) {
      if (!mappedColumns.has(column)) rowProblems.push(...problems);
    }
    return {
      line: row.line,
      cells: fields.map((field) => ({
        value: row.values[field] ?? null,
        problems: byColumn.get(mapping[field] ?? '') ?? [],
      })),
      rowProblems,
    };
  });
  return { fields, rows };
}

/** Rows of the preview with at least one problem. */
export function countProblemRows(rows: readonly PreviewRow[]): number {
  return rows.filter(
    (row) => row.rowProblems.length > 0 || row.cells.some((cell) => cell.problems.length > 0),
  ).length;
}
