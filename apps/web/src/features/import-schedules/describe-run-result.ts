import type { ImportRun } from '@ziskomer/contracts';
import type { TFunction } from 'i18next';
import { formatNumber } from '../../lib/format.ts';

/**
 * What a finished run brought, in one line: 'Importováno 120 záznamů · 3 beze změny ·
 * 1 odmítnutý' (inserted and updated orders count as imported). Null while it runs or when it
 * failed (its error says why).
 */
export function describeRunResult(t: TFunction, run: ImportRun): string | null {
  if (run.status !== 'completed' || !run.counts) return null;
  const { inserted, updated, unchanged, rejected } = run.counts;
  const imported = inserted + updated;
  const parts = [t('importSchedules:imported', { count: imported, value: formatNumber(imported) })];
  if (unchanged > 0) parts.push(t('importSchedules:unchanged', { value: formatNumber(unchanged) }));
  if (rejected > 0)
    parts.push(t('importSchedules:rejected', { count: rejected, value: formatNumber(rejected) }));
  return parts.join(' · ');
}
