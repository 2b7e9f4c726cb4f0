import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, addMonths, countDays } from '../src/report-period.ts';
import { splitWholeMonths } from '../src/split-whole-months.ts';

describe('splitWholeMonths', () => {
  it('reads whole months from the monthly rollup and the edges day by day', () => {
    expect(splitWholeMonths({ from: '2024-01-15', to: '2024-04-10' })).toEqual({
      months: { from: '2024-02-01', to: '2024-03-01' },
      days: [
        { from: '2024-01-15', to: '2024-01-31' },
        { from: '2024-04-01', to: '2024-04-10' },
      ],
    });
  });

  it('keeps a period inside one month, or missing a month end, as days', () => {
    expect(splitWholeMonths({ from: '2024-01-15', to: '2024-02-10' })).toEqual({
      months: null,
      days: [{ from: '2024-01-15', to: '2024-02-10' }],
    });
    expect(splitWholeMonths({ from: '2024-01-01', to: '2024-01-30' }).months).toBeNull();
  });

  it('takes whole months only, across a leap February and a year end', () => {
    expect(splitWholeMonths({ from: '2023-12-01', to: '2024-02-29' })).toEqual({
      months: { from: '2023-12-01', to: '2024-02-01' },
      days: [],
    });
    expect(splitWholeMonths({ from: '2023-12-31', to: '2024-01-31' })).toEqual({
      months: { from: '2024-01-01', to: '2024-01-01' },
      days: [{ from: '2023-12-31', to: '2023-12-31' }],
    });
  });

  it('covers every day of any period exactly once', () => {
    const day = fc.integer({ min: 0, max: 3 * 365 }).map((offset) => addDays('2023-01-01', offset));
    fc.assert(
      fc.property(day, fc.integer({ min: 0, max: 500 }), (from, length) => {
        const range = { from, to: addDays(from, length) };
        const split = splitWholeMonths(range);
        const covered: string[] = [];
        for (const part of split.days) {
          for (let d = part.from; d <= part.to; d = addDays(d, 1)) covered.push(d);
        }
        if (split.months) {
          const end = addDays(addMonths(split.months.to, 1), -1);
          for (let d = split.months.from; d <= end; d = addDays(d, 1)) covered.push(d);
        }
        covered.sort();
        expect(covered.length).toBe(countDays(range));
        expect(new Set(covered).size).toBe(covered.length);
        expect(covered[0]).toBe(range.from);
        expect(covered.at(-1)).toBe(range.to);
      }),
    );
  });
});
