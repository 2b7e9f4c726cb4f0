import type { JobSchedule } from '@ziskomer/contracts';
import { CalendarClock, Pause, Play } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { formatDateTime, formatRelative } from '../../lib/format.ts';
import { getJobTitle } from './describe-job.ts';

export interface JobScheduleRowProps {
  schedule: JobSchedule;
  now: Date;
  canEdit: boolean;
  busy: boolean;
  onPause: (paused: boolean) => void;
  onRunNow: () => void;
}

/** One schedule: what it runs, how often, when next and last, and pause/resume and 'Spustit nyní'. */
export function JobScheduleRow({ schedule, now, canEdit, busy, onPause, onRunNow }: JobScheduleRowProps) {
  const { t } = useTranslation('jobs');
  const title = schedule.name ?? getJobTitle(t, schedule.kind);
  const rhythm = schedule.dailyAt
    ? t('schedule.daily', { time: schedule.dailyAt })
    : t('schedule.everyHours', { count: schedule.everyHours ?? 24 });
  return (
    <li className="flex flex-col gap-2 px-5 py-4 sm:flex-row sm:items-start sm:justify-between">
      <div className="flex min-w-0 flex-1 gap-3">
        <span
          aria-hidden
          className="flex h-8 w-8 shrink-0 items-center justify-center rounded-full bg-surface-2 text-muted"
        >
          <CalendarClock className="h-4 w-4" />
        </span>
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-2">
            <h3 className="truncate text-sm font-semibold text-fg">{title}</h3>
            {schedule.paused && <Badge>{t('schedule.paused')}</Badge>}
          </div>
          <p className="mt-1 flex flex-wrap gap-x-1.5 text-xs text-muted">
            {schedule.name && (
              <>
                <span>{getJobTitle(t, schedule.kind)}</span>
                <span aria-hidden>·</span>
              </>
            )}
            <span>{rhythm}</span>
            {!schedule.paused && (
              <>
                <span aria-hidden>·</span>
                <time
                  dateTime={schedule.nextRunAt}
                  title={formatDateTime(schedule.nextRunAt, schedule.timeZone)}
                >
                  {t('schedule.next', { time: formatRelative(schedule.nextRunAt, now) })}
                </time>
              </>
            )}
            <span aria-hidden>·</span>
            {schedule.lastRunAt ? (
              <time
                dateTime={schedule.lastRunAt}
                title={formatDateTime(schedule.lastRunAt, schedule.timeZone)}
              >
                {t('schedule.last', { time: formatRelative(schedule.lastRunAt, now) })}
              </time>
            ) : (
              <span>{t('schedule.never')}</span>
            )}
          </p>
        </div>
      </div>
      {canEdit && (
        <div className="flex shrink-0 items-center gap-2 self-end sm:self-start">
          <Button size="sm" variant="ghost" disabled={busy} onClick={() => onPause(!schedule.paused)}>
            {schedule.paused ? (
              <Play aria-hidden className="h-3.5 w-3.5" />
            ) : (
              <Pause aria-hidden className="h-3.5 w-3.5" />
            )}
            {schedule.paused ? t('schedule.resume') : t('schedule.pause')}
          </Button>
          <Button size="sm" variant="secondary" disabled={busy} onClick={onRunNow}>
            {t('schedule.runNow')}
          </Button>
        </div>
      )}
    </li>
  );
}
