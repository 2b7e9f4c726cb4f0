import { describe, expect, it } from 'vitest';
import { sortRows } from './sort-rows.ts';

describe('sortRows', () => {
  const rows = [
    { name: 'Čaj', margin: 0.3 },
    { name: 'Káva', margin: null },
    { name: 'Filtry', margin: 0.45 },
    { name: 'Hrnek', margin: 0.3 },
  ];

  it('sorts numbers both ways with missing values last and ties in place', () => {
    expect(sortRows(rows, (row) => row.margin, 'desc').map((row) => row.name)).toEqual([
      'Filtry',
      'Čaj',
      'Hrnek',
      'Káva',
    ]);
    expect(sortRows(rows, (row) => row.margin, 'asc').map((row) => row.name)).toEqual([
      'Čaj',
      'Hrnek',
      'Filtry',
      'Káva',
    ]);
  });

  it('sorts names the Czech way (Č after C, before D)', () => {
    const names = [{ name: 'Dárek' }, { name: 'Čaj' }, { name: 'Cukr' }];
    expect(sortRows(names, (row) => row.name, 'asc').map((row) => row.name)).toEqual([
      'Cukr',
      'Čaj',
      'Dárek',
    ]);
    expect(rows[0]?.name).toBe('Čaj');
  });
});
