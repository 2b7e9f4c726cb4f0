import type { ImportRun } from '@ziskomer/contracts';
import { catalogues } from '@ziskomer/i18n';
import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { describeRunResult } from './describe-run-result.ts';

const i18n = i18next.createInstance();

beforeAll(async () => {
  await i18n.init({
    resources: catalogues,
    lng: 'cs',
    fallbackLng: false,
    interpolation: { escapeValue: false },
  });
});

function run(partial: Partial<ImportRun>): ImportRun {
  return {
    id: '00000000-0000-4000-8000-000000000001',
    shopId: '00000000-0000-4000-8000-000000000002',
    scheduleId: '00000000-0000-4000-8000-000000000003',
    scheduleName: 'Shoptet',
    target: 'orders',
    storeDomain: 'kavovar.cz',
    status: 'completed',
    importId: '00000000-0000-4000-8000-000000000004',
    counts: { orders: 0, inserted: 0, updated: 0, unchanged: 0, duplicates: 0, rejected: 0 },
    error: null,
    userId: 'u1',
    createdAt: '2025-01-01T10:00:00Z',
    startedAt: '2025-01-01T10:00:01Z',
    finishedAt: '2025-01-01T10:00:05Z',
    ...partial,
  };
}

const counts = (inserted: number, updated: number, unchanged: number, rejected: number) => ({
  orders: inserted + updated + unchanged + rejected,
  inserted,
  updated,
  unchanged,
  duplicates: 0,
  rejected,
});

describe('describeRunResult', () => {
  it.each([
    [counts(1, 0, 0, 0), 'Importován 1 záznam'],
    [counts(2, 1, 0, 0), 'Importovány 3 záznamy'],
    [counts(1200, 34, 0, 0), 'Importováno 1\u00a0234 záznamů'],
    [counts(0, 0, 5, 0), 'Importováno 0 záznamů · 5 beze změny'],
    [counts(4, 0, 0, 2), 'Importovány 4 záznamy · 2 odmítnuté'],
  ])('describes %o in Czech', (value, text) => {
    expect(describeRunResult(i18n.t, run({ counts: value }))).toBe(text);
  });

  it('says nothing for a run that is running or failed', () => {
    expect(describeRunResult(i18n.t, run({ status: 'running', counts: null }))).toBeNull();
    expect(describeRunResult(i18n.t, run({ status: 'failed', counts: null }))).toBeNull();
  });
});
