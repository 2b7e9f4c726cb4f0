import { describe, expect, it } from 'vitest';
import { isDigestDay, isoWeekday, resolveDigestPeriods } from '../src/digests/digest-period.ts';
import { pickTopMovers } from '../src/digests/top-movers.ts';

describe('resolveDigestPeriods', () => {
  it('covers the Monday-to-Sunday week before the sending Monday, the week before it and 52 weeks back', () => {
    expect(resolveDigestPeriods('weekly', '2026-11-23')).toEqual({
      frequency: 'weekly',
      current: { from: '2026-11-16', to: '2026-11-22' },
      previous: { from: '2026-11-09', to: '2026-11-15' },
      lastYear: { from: '2025-11-17', to: '2025-11-23' },
      key: 'week:2026-11-16',
    });
    // A preview on Friday shows the same last complete week.
    expect(resolveDigestPeriods('weekly', '2026-11-27').current).toEqual({
      from: '2026-11-16',
      to: '2026-11-22',
    });
    expect(isoWeekday('2025-11-17')).toBe(1);
  });

  it('covers the calendar month before, the one before it and the same month a year back', () => {
    expect(resolveDigestPeriods('monthly', '2026-03-01')).toEqual({
      frequency: 'monthly',
      current: { from: '2026-02-01', to: '2026-02-28' },
      previous: { from: '2026-01-01', to: '2026-01-31' },
      lastYear: { from: '2025-02-01', to: '2025-02-28' },
      key: 'month:2026-02',
    });
    expect(resolveDigestPeriods('monthly', '2025-01-15').current).toEqual({
      from: '2024-12-01',
      to: '2024-12-31',
    });
    expect(resolveDigestPeriods('monthly', '2024-03-31').current).toEqual({
      from: '2024-02-01',
      to: '2024-02-29',
    });
  });

  it('sends weekly digests on Mondays and monthly ones on the 1st', () => {
    expect(isDigestDay('weekly', '2026-11-23')).toBe(true);
    expect(isDigestDay('weekly', '2026-11-24')).toBe(false);
    expect(isDigestDay('monthly', '2026-12-01')).toBe(true);
    expect(isDigestDay('monthly', '2026-11-30')).toBe(false);
  });
});

describe('pickTopMovers', () => {
  it('ranks by the absolute change and counts items of one period from or to zero', () => {
    const movers = pickTopMovers(
      [
        { key: 'a', label: 'A', value: 1000 },
        { key: 'b', label: 'B', value: 500 },
        { key: 'c', label: 'C', value: 300 },
        { key: 'd', label: 'D', value: 50 },
      ],
      [
        { key: 'a', label: 'A', value: 900 },
        { key: 'b', label: 'B', value: 2000 },
        { key: 'd', label: 'D', value: 50 },
        { key: 'e', label: 'E', value: 400 },
      ],
    );
    expect(movers.map((m) => [m.key, m.change])).toEqual([
      ['b', -1500],
      ['e', -400],
      ['c', 300],
    ]);
  });

  it('leaves out an item missing from a list cut at its limit: its figure is unknown, not zero', () => {
    const current = [
      { key: 'a', label: 'A', value: 5000 },
      { key: 'b', label: 'B', value: 3100 },
      { key: 'c', label: 'C', value: 3000 },
    ];
    // 'x' sold 3 050 last week and, say, 2 990 this week: just below the cut of the current list.
    const previous = [
      { key: 'a', label: 'A', value: 4800 },
      { key: 'x', label: 'X', value: 3050 },
      { key: 'b', label: 'B', value: 3000 },
    ];
    // Counted as complete lists, 'x' fell by its whole figure and 'c' rose by all of its own.
    expect(pickTopMovers(current, previous).map((m) => m.key)).toEqual(['x', 'c', 'a']);
    const movers = pickTopMovers(current, previous, 3, { current: false, previous: false });
    expect(movers.map((m) => [m.key, m.change])).toEqual([
      ['a', 200],
      ['b', 100],
    ]);
    // A complete side still counts an item it lacks as zero.
    const fromZero = pickTopMovers(current, previous, 3, { current: false, previous: true });
    expect(fromZero.map((m) => [m.key, m.change])).toEqual([
      ['c', 3000],
      ['a', 200],
      ['b', 100],
    ]);
  });
});
