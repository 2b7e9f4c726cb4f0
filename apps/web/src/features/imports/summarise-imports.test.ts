import type { Import, ImportStatus } from '@ziskomer/contracts';
import { describe, expect, it } from 'vitest';
import { isImportActive, isImportFinished } from './import-status.ts';
import { ACTIVE_POLL_MS, getImportsPollInterval, IDLE_POLL_MS } from './summarise-imports.ts';

const importWith = (status: ImportStatus, index = 0): Import => ({
  id: `00000000-0000-4000-8000-00000000000${index}`,
  kind: 'orders',
  source: 'upload',
  fileName: `soubor-${index}.csv`,
  status,
  options: null,
  counts: { orders: 0, inserted: 0, updated: 0, unchanged: 0, duplicates: 0, rejected: 0 },
  progress: { current: 0, total: 100, percentage: 0, recordsProcessed: 0, totalRecords: null },
  error: null,
  createdBy: null,
  createdAt: '2025-01-01T10:00:00.000Z',
  startedAt: null,
  finishedAt: null,
});
const list = (...statuses: ImportStatus[]) => statuses.map((status, index) => importWith(status, index));

describe('import status', () => {
  it('counts queued, validating and running imports as active', () => {
    expect(['pending', 'analysing', 'running'].every((s) => isImportActive(s as ImportStatus))).toBe(true);
    expect(['ready', 'completed', 'failed', 'cancelled'].some((s) => isImportActive(s as ImportStatus))).toBe(
      false,
    );
  });

  it('counts completed, failed and cancelled as finished', () => {
    expect(isImportFinished('completed')).toBe(true);
    expect(isImportFinished('cancelled')).toBe(true);
    expect(isImportFinished('running')).toBe(false);
    expect(isImportFinished('ready')).toBe(false);
  });
});

describe('getImportsPollInterval', () => {
  it('polls every 2 s while an import works and every 10 s otherwise', () => {
    expect(getImportsPollInterval(list('completed', 'running'))).toBe(ACTIVE_POLL_MS);
    expect(getImportsPollInterval(list('completed', 'failed'))).toBe(IDLE_POLL_MS);
    expect(getImportsPollInterval(undefined)).toBe(IDLE_POLL_MS);
    expect(ACTIVE_POLL_MS).toBe(2000);
    expect(IDLE_POLL_MS).toBe(10_000);
  });
});
