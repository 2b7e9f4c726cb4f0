import type { Job } from '@ziskomer/contracts';
import { RotateCcw, Upload } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { formatDateTime, formatRelative } from '../../lib/format.ts';
import { getJobPercent, getJobTitle } from './describe-job.ts';

const TONES = { queued: 'neutral', running: 'warning', done: 'accent', failed: 'danger' } as const;

export interface JobRowProps {
  job: Job;
  timeZone: string;
  now: Date;
  canRetry: boolean;
  retrying: boolean;
  onRetry: () => void;
}

/** One job: what it is, its state and progress, when, why it failed and what can be done about it. */
export function JobRow({ job, timeZone, now, canRetry, retrying, onRetry }: JobRowProps) {
  const { t } = useTranslation('jobs');
  const percent = getJobPercent(job);
  const when =
    job.status === 'running' && job.startedAt
      ? t('startedAt', { time: formatRelative(job.startedAt, now) })
      : job.finishedAt
        ? t('finishedAt', { time: formatRelative(job.finishedAt, now) })
        : t('queuedAt', { time: formatRelative(job.createdAt, now) });
  const whenAt = job.status === 'running' ? job.startedAt : (job.finishedAt ?? job.createdAt);

  return (
    <li className="flex flex-col gap-2 px-5 py-4 sm:flex-row sm:items-start sm:justify-between">
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-2">
          <h3 className="text-sm font-semibold text-fg">{getJobTitle(t, job.kind)}</h3>
          <Badge tone={TONES[job.status]} className="gap-1 whitespace-nowrap">
            {job.status === 'running' && <Spinner className="h-2.5 w-2.5" />}
            {job.runAfter
              ? t('status.retrying', { time: formatRelative(job.runAfter, now) })
              : t(`status.${job.status}`)}
          </Badge>
        </div>
        <p className="mt-1 flex flex-wrap gap-x-1.5 text-xs text-muted">
          {whenAt && (
            <time dateTime={whenAt} title={formatDateTime(whenAt, timeZone)}>
              {when}
            </time>
          )}
          {job.maxAttempts > 1 && (job.attempts > 1 || job.status === 'failed' || job.runAfter) && (
            <>
              <span aria-hidden>·</span>
              <span className="tabular">{t('attempt', { attempt: job.attempts, max: job.maxAttempts })}</span>
            </>
          )}
          {job.status === 'running' && job.progress?.phase && (
            <>
              <span aria-hidden>·</span>
              <span>{t(`phase.${job.progress.phase}` as 'phase.writing', { defaultValue: '' })}</span>
            </>
          )}
        </p>
        {job.status === 'running' && percent !== null && (
          <div className="mt-2 flex items-center gap-2">
            <div
              role="progressbar"
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={percent}
              aria-label={getJobTitle(t, job.kind)}
              className="h-1.5 w-full max-w-xs overflow-hidden rounded-full bg-surface-2"
            >
              <div
                className="h-full rounded-full bg-accent transition-[width]"
                style={{ width: `${percent}%` }}
              />
            </div>
            <span className="text-xs text-muted tabular">{percent} %</span>
          </div>
        )}
        {job.error && job.status !== 'done' && (
          <p className="mt-2 rounded-md bg-danger-soft px-2.5 py-1.5 text-xs text-danger">
            {job.error.message}
          </p>
        )}
        {job.status === 'failed' && !job.canRetry && job.kind === 'orders-import' && (
          <p className="mt-1.5 text-xs text-muted">{t('importRetryHint')}</p>
        )}
      </div>
      {job.status === 'failed' && (
        <div className="flex shrink-0 items-center gap-2 self-start">
          {job.canRetry ? (
            <Button
              size="sm"
              variant="secondary"
              onClick={onRetry}
              loading={retrying}
              disabled={!canRetry}
              title={canRetry ? undefined : t('retryOnlyAdmins')}
            >
              {!retrying && <RotateCcw aria-hidden className="h-3.5 w-3.5" />}
              {t('retry')}
            </Button>
          ) : (
            job.kind === 'orders-import' && (
              <Button size="sm" variant="secondary" asChild>
                <Link to="/import">
                  <Upload aria-hidden className="h-3.5 w-3.5" />
                  {t('openImport')}
                </Link>
              </Button>
            )
          )}
        </div>
      )}
    </li>
  );
}
