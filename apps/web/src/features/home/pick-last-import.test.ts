import type { Import, ImportStatus } from '@ziskomer/contracts';
import { describe, expect, it } from 'vitest';
import { pickLastImport } from './pick-last-import.ts';

/** Only the fields the choice reads; the rest of an import does not matter here. */
const item = (id: string, status: ImportStatus) => ({ id, status }) as Import;

describe('the import the home page shows', () => {
  it('keeps the last successful import when a newer one was cancelled', () => {
    const view = pickLastImport([item('new', 'cancelled'), item('old', 'completed')], true);
    expect(view).toEqual({ kind: 'import', item: item('old', 'completed') });
  });

  it('shows an import still working first, then the newest finished one', () => {
    expect(pickLastImport([item('a', 'running'), item('b', 'completed')], true)).toMatchObject({
      item: { id: 'a' },
    });
    expect(pickLastImport([item('a', 'failed'), item('b', 'completed')], true)).toMatchObject({
      item: { id: 'a' },
    });
  });

  it('says the orders came another way when the shop has orders but no import', () => {
    expect(pickLastImport([], true)).toEqual({ kind: 'ordersWithoutImport' });
    expect(pickLastImport([item('c', 'cancelled')], true)).toEqual({ kind: 'ordersWithoutImport' });
  });

  it('invites the first import only when the shop has no orders', () => {
    expect(pickLastImport([], false)).toEqual({ kind: 'none' });
    expect(pickLastImport([item('r', 'ready')], false)).toEqual({ kind: 'none' });
  });
});
