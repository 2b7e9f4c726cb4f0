import { describe, expect, it } from 'vitest';
import { toCsv } from '../analytics/shared/download-csv.ts';
import { resultToCsvRows } from './sql-result-csv.ts';

describe('SQL result as CSV', () => {
  it('escapes cells that a spreadsheet would read as formulas', () => {
    const rows = resultToCsvRows({
      rows: [
        ['=HYPERLINK("http://x")', '+1+1', '-cmd', '@SUM(A1)', '-5', 12.5],
        [{ a: 1 }, null, true, 'běžný text', '2024-12-30', '1234.50'],
      ],
    });
    const csv = toCsv(['a', 'b', 'c', 'd', 'e', 'f'], rows);
    expect(csv).toContain(`'=HYPERLINK`);
    expect(csv).toContain(`'+1+1`);
    expect(csv).toContain(`'-cmd`);
    expect(csv).toContain(`'@SUM(A1)`);
    expect(csv).toContain(';-5;');
    expect(csv).toContain('{""a"":1}');
    expect(csv).toContain('běžný text');
  });
});
