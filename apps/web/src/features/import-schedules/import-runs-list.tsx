import type { ImportRun } from '@ziskomer/contracts';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatRelative } from '../../lib/format.ts';
import { describeRunResult } from './describe-run-result.ts';
import { ImportRunStatusBadge } from './import-run-status-badge.tsx';

/** The card shows the latest 10 runs of the shop (the API keeps 100). */
export const RUNS_SHOWN = 10;

const COLUMNS = 'sm:grid sm:grid-cols-[minmax(0,13rem)_6.5rem_8.5rem_minmax(0,1fr)] sm:gap-x-4';

/**
 * The shop's latest runs: schedule, status, when, and what it brought or why it failed. Columns
 * from a small tablet up; on a phone each run is a short block.
 */
export function ImportRunsList({ runs, timeZone, now }: { runs: ImportRun[]; timeZone: string; now: Date }) {
  const { t } = useTranslation('importSchedules');
  if (runs.length === 0) return <p className="px-5 py-3 text-sm text-muted">{t('runs.empty')}</p>;
  return (
    <div>
      <div
        aria-hidden
        className={`hidden border-b border-border px-5 py-2 text-xs font-medium text-muted ${COLUMNS}`}
      >
        <span>{t('runs.schedule')}</span>
        <span>{t('runs.status')}</span>
        <span>{t('runs.started')}</span>
        <span>{t('runs.result')}</span>
      </div>
      <ul className="divide-y divide-border">
        {runs.slice(0, RUNS_SHOWN).map((run) => {
          const result = describeRunResult(t, run);
          return (
            <li key={run.id} className={`px-5 py-2.5 sm:items-center ${COLUMNS}`}>
              <div className="flex items-center justify-between gap-3 sm:contents">
                <span className="truncate text-sm font-medium text-fg" title={run.scheduleName}>
                  {run.scheduleName}
                </span>
                <span className="shrink-0">
                  <ImportRunStatusBadge status={run.status} />
                </span>
              </div>
              <time
                className="mt-0.5 block text-xs text-muted tabular sm:mt-0 sm:text-sm"
                dateTime={run.createdAt}
                title={formatDateTime(run.createdAt, timeZone)}
              >
                {formatRelative(run.createdAt, now)}
              </time>
              {run.status === 'failed' ? (
                <p className="mt-1 text-xs text-danger sm:mt-0">{run.error?.message}</p>
              ) : result ? (
                <p className="mt-0.5 text-xs text-muted tabular sm:mt-0">{result}</p>
              ) : (
                <span aria-hidden className="hidden text-xs text-muted sm:block">
                  —
                </span>
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
