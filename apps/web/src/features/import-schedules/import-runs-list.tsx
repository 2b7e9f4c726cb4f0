import type { ImportRun } from '@ziskomer/contracts';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatRelative } from '../../lib/format.ts';
import { describeRunResult } from './describe-run-result.ts';
import { ImportRunStatusBadge } from './import-run-status-badge.tsx';

/** The card shows the latest 10 runs of the shop (the API keeps 100). */
export const RUNS_SHOWN = 10;

/** The shop's latest runs: schedule, status, when, and what it brought or why it failed. */
export function ImportRunsList({ runs, timeZone, now }: { runs: ImportRun[]; timeZone: string; now: Date }) {
  const { t } = useTranslation('importSchedules');
  if (runs.length === 0) return <p className="px-5 py-4 text-sm text-muted">{t('runs.empty')}</p>;
  return (
    <div className="overflow-x-auto">
      <table className="w-full min-w-[36rem] text-left text-sm">
        <thead className="text-xs text-muted">
          <tr className="border-b border-border">
            <th scope="col" className="px-5 py-2 font-medium">
              {t('runs.schedule')}
            </th>
            <th scope="col" className="px-3 py-2 font-medium">
              {t('runs.status')}
            </th>
            <th scope="col" className="px-3 py-2 font-medium">
              {t('runs.started')}
            </th>
            <th scope="col" className="px-5 py-2 font-medium">
              {t('runs.result')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-border">
          {runs.slice(0, RUNS_SHOWN).map((run) => (
            <tr key={run.id} className="align-top">
              <td className="max-w-[12rem] truncate px-5 py-2.5 font-medium text-fg" title={run.scheduleName}>
                {run.scheduleName}
              </td>
              <td className="px-3 py-2.5">
                <ImportRunStatusBadge status={run.status} />
              </td>
              <td className="whitespace-nowrap px-3 py-2.5 text-muted tabular">
                <time dateTime={run.createdAt} title={formatDateTime(run.createdAt, timeZone)}>
                  {formatRelative(run.createdAt, now)}
                </time>
              </td>
              <td className="px-5 py-2.5 text-xs">
                {run.status === 'failed' ? (
                  <span className="text-danger">{run.error?.message}</span>
                ) : (
                  <span className="text-muted tabular">{describeRunResult(t, run) ?? '—'}</span>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
