import type { Import, ImportRun, ImportStatus } from '@ziskomer/contracts';
import { describe, expect, it } from 'vitest';
import { isImportActive, isImportFinished } from './import-status.ts';
import {
  ACTIVE_POLL_MS,
  getImportIndicator,
  getImportsPollInterval,
  IDLE_POLL_MS,
} from './summarise-imports.ts';

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

describe('getImportIndicator', () => {
  it('shows a spinner with the count of active imports first', () => {
    expect(getImportIndicator(list('running', 'failed', 'pending', 'completed'))).toEqual({
      kind: 'active',
      count: 2,
    });
  });

  it('shows the alert only for failures among the 3 most recent imports', () => {
    expect(getImportIndicator(list('completed', 'failed', 'failed'))).toEqual({ kind: 'failed', count: 2 });
    expect(getImportIndicator(list('completed', 'completed', 'cancelled', 'failed'))).toEqual({
      kind: 'idle',
    });
  });

  it('shows nothing without imports or when everything is fine', () => {
    expect(getImportIndicator([])).toEqual({ kind: 'idle' });
    expect(getImportIndicator(list('completed', 'ready'))).toEqual({ kind: 'idle' });
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

describe('getImportIndicator with scheduled runs', () => {
  const run = (status: ImportRun['status'], importId: string | null): ImportRun => ({
    id: '10000000-0000-4000-8000-000000000001',
    shopId: '20000000-0000-4000-8000-000000000001',
    scheduleId: '30000000-0000-4000-8000-000000000001',
    scheduleName: 'Denní export',
    target: 'orders',
    storeDomain: 'kava.cz',
    status,
    importId,
    counts: null,
    error: null,
    userId: 'u1',
    createdAt: '2025-01-01T10:00:00.000Z',
    startedAt: null,
    finishedAt: null,
  });
  const importId = '00000000-0000-4000-8000-000000000000';

  it('counts a run that is still downloading as active, and its import only once afterwards', () => {
    expect(getImportIndicator([], [run('running', null)])).toEqual({ kind: 'active', count: 1 });
    expect(getImportIndicator(list('running'), [run('running', importId)])).toEqual({
      kind: 'active',
      count: 1,
    });
  });

  it('shows the alert for a run that failed before it could import, among the 3 most recent', () => {
    expect(getImportIndicator(list('completed'), [run('failed', null)])).toEqual({
      kind: 'failed',
      count: 1,
    });
    const older = [run('completed', importId), run('completed', importId), run('completed', importId)];
    expect(getImportIndicator([], [...older, run('failed', null)])).toEqual({ kind: 'idle' });
  });
});
