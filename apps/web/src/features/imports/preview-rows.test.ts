import type { ImportProblem } from '@ziskomer/contracts';
import { describe, expect, it } from 'vitest';
import { buildParsedPreview, buildRawPreview, countProblemRows } from './preview-rows.ts';

const problem = (line: number, column: string | null, code: string): ImportProblem => ({
  code,
  line,
  column,
  message: `${code} ${column ?? ''}`.trim(),
});

const analysis = {
  header: ['order_id', 'order_date', 'customer_name', 'order_revenue'],
  preview: [
    {
      line: 2,
      cells: ['1001', '31.12.2024', 'Jiří Šťastný', '1 234,50'],
      values: { orderId: '1001', orderDate: '2024-12-31T00:00:00.000Z', revenue: 1234.5 },
      problems: [],
    },
    {
      line: 3,
      cells: ['1002', '31.02.2024', 'Eva Malá', '99'],
      values: { orderId: '1002', revenue: 99 },
      problems: [problem(3, 'order_date', 'impossible_date')],
    },
    { line: 4, cells: ['1003', '1.1.2025'], values: {}, problems: [problem(4, null, 'too_few_fields')] },
  ],
};

describe('buildRawPreview', () => {
  it('shows the raw cells under their headers with the problems of each cell', () => {
    const { columns, rows } = buildRawPreview(analysis);
    expect(columns).toEqual(analysis.header);
    expect(rows[0]!.cells.map((cell) => cell.value)).toEqual([
      '1001',
      '31.12.2024',
      'Jiří Šťastný',
      '1 234,50',
    ]);
    expect(rows[1]!.cells[1]!.problems.map((p) => p.code)).toEqual(['impossible_date']);
    expect(rows[1]!.cells[0]!.problems).toEqual([]);
  });

  it('pads short rows and keeps problems without a column on the row', () => {
    const { rows } = buildRawPreview(analysis);
    expect(rows[2]!.cells.map((cell) => cell.value)).toEqual(['1003', '1.1.2025', '', '']);
    expect(rows[2]!.rowProblems.map((p) => p.code)).toEqual(['too_few_fields']);
  });

  it('marks only the first of two columns with the same header', () => {
    const { rows } = buildRawPreview({
      header: ['a', 'a'],
      preview: [{ line: 2, cells: ['x', 'y'], values: {}, problems: [problem(2, 'a', 'invalid_value')] }],
    });
    expect(rows[0]!.cells.map((cell) => cell.problems.length)).toEqual([1, 0]);
  });

  it('counts the rows that have a problem', () => {
    expect(countProblemRows(buildRawPreview(analysis).rows)).toBe(2);
  });
});

describe('buildParsedPreview', () => {
  it('shows the mapped fields in a fixed order with their parsed values and problems', () => {
    const { fields, rows } = buildParsedPreview(analysis, {
      revenue: 'order_revenue',
      orderId: 'order_id',
      orderDate: 'order_date',
    });
    expect(fields).toEqual(['orderId', 'orderDate', 'revenue']);
    expect(rows[0]!.cells.map((cell) => cell.value)).toEqual(['1001', '2024-12-31T00:00:00.000Z', 1234.5]);
    expect(rows[1]!.cells[1]).toEqual({
      value: null,
      problems: [problem(3, 'order_date', 'impossible_date')],
    });
  });

  it('moves problems of columns that are not shown onto the row', () => {
    const { rows } = buildParsedPreview(analysis, { orderId: 'order_id' });
    expect(rows[1]!.rowProblems.map((p) => p.code)).toEqual(['impossible_date']);
  });
});
