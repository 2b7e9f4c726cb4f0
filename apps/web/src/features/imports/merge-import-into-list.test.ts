import type { Import, ImportStatus } from '@ziskomer/contracts';
import { describe, expect, it } from 'vitest';
import { mergeImportIntoList } from './merge-import-into-list.ts';

const item = (id: string, status: ImportStatus) => ({ id, status }) as Import;

describe('an import that finished, in the recent-imports list', () => {
  it('replaces the list copy that still says it is running', () => {
    const list = [item('b', 'running'), item('a', 'completed')];
    expect(mergeImportIntoList(list, item('b', 'completed'))?.map((entry) => entry.status)).toEqual([
      'completed',
      'completed',
    ]);
  });

  it('leaves a list without it, or no list yet, as it is', () => {
    const list = [item('a', 'completed')];
    expect(mergeImportIntoList(list, item('z', 'completed'))).toBe(list);
    expect(mergeImportIntoList(undefined, item('z', 'completed'))).toBeUndefined();
  });
});
