import { describe, expect, it } from 'vitest';
import { addToHistory, clearHistory, readHistory } from './sql-history.ts';

/** A Storage kept in memory, as localStorage is in a browser. */
function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, value),
  };
}

describe('SQL query history', () => {
  it('keeps the newest run first, moves a repeated text up and separates shops', () => {
    const storage = memoryStorage();
    const run = (sql: string, ranAt: string) => ({ sql, ranAt, rows: 1, failed: false });
    addToHistory('shop-a', run('SELECT 1', '2024-01-01T10:00:00Z'), storage);
    addToHistory('shop-a', run('SELECT 2', '2024-01-01T10:01:00Z'), storage);
    addToHistory('shop-a', run('SELECT 1 ', '2024-01-01T10:02:00Z'), storage);
    addToHistory('shop-b', run('SELECT 3', '2024-01-01T10:03:00Z'), storage);
    expect(readHistory('shop-a', storage).map((entry) => entry.sql)).toEqual(['SELECT 1 ', 'SELECT 2']);
    expect(readHistory('shop-b', storage)).toHaveLength(1);
    clearHistory('shop-a', storage);
    expect(readHistory('shop-a', storage)).toEqual([]);
  });

  it('keeps at most 30 runs and survives a damaged entry', () => {
    const storage = memoryStorage();
    for (let i = 0; i < 40; i += 1)
      addToHistory('s', { sql: `SELECT ${i}`, ranAt: `${i}`, rows: i, failed: false }, storage);
    expect(readHistory('s', storage)).toHaveLength(30);
    storage.setItem('ziskomer.sql-history.s', '{not json');
    expect(readHistory('s', storage)).toEqual([]);
  });
});
