import { type ImportSchedule, isImportRunActive } from '@ziskomer/contracts';
import { Link2, MoreHorizontal, Pencil, Play, Trash2 } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '../../components/ui/dropdown-menu.tsx';
import { Switch } from '../../components/ui/switch.tsx';
import { formatDateTime, formatRelative } from '../../lib/format.ts';
import { describeRunResult } from './describe-run-result.ts';
import { ImportRunStatusBadge } from './import-run-status-badge.tsx';

export interface ScheduleRowProps {
  schedule: ImportSchedule;
  timeZone: string;
  canEdit: boolean;
  now: Date;
  running: boolean;
  onToggle: (isActive: boolean) => void;
  onRunNow: () => void;
  onEdit: () => void;
  onDelete: () => void;
}

/** The host of a schedule's URL, for a compact line (the full URL is in the title). */
function getHost(url: string): string {
  return URL.canParse(url) ? new URL(url).host : url;
}

/** One schedule: name, where its file comes from, how often, its last run and what can be done. */
export function ScheduleRow({
  schedule,
  timeZone,
  canEdit,
  now,
  running,
  onToggle,
  onRunNow,
  onEdit,
  onDelete,
}: ScheduleRowProps) {
  const { t } = useTranslation('importSchedules');
  const switchId = useId();
  const last = schedule.lastRun;
  const busy = running || (last !== null && isImportRunActive(last.status));
  const due = new Date(schedule.nextRunAt) <= now;
  const result = last ? describeRunResult(t, last) : null;

  return (
    <li className="flex flex-col gap-3 px-5 py-4 sm:flex-row sm:items-start sm:justify-between">
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-2">
          <h3 className="truncate text-sm font-semibold text-fg">{schedule.name}</h3>
          {!schedule.isActive && <Badge>{t('paused')}</Badge>}
        </div>
        <p className="mt-1 flex flex-wrap items-center gap-x-1.5 gap-y-0.5 text-xs text-muted">
          <Link2 aria-hidden className="h-3.5 w-3.5 shrink-0" />
          <span className="max-w-[16rem] truncate" title={schedule.url}>
            {getHost(schedule.url)}
          </span>
          <span aria-hidden>·</span>
          <span>{t(`frequency.${schedule.frequency}`)}</span>
          {schedule.isActive && (
            <>
              <span aria-hidden>·</span>
              <time dateTime={schedule.nextRunAt} title={formatDateTime(schedule.nextRunAt, timeZone)}>
                {due ? t('nextRunDue') : t('nextRun', { time: formatRelative(schedule.nextRunAt, now) })}
              </time>
            </>
          )}
        </p>
        <div className="mt-2 flex flex-wrap items-center gap-x-2 gap-y-1 text-xs">
          {last ? (
            <>
              <ImportRunStatusBadge status={last.status} />
              <time
                className="text-muted"
                dateTime={last.createdAt}
                title={formatDateTime(last.createdAt, timeZone)}
              >
                {t('lastRun', { time: formatRelative(last.createdAt, now) })}
              </time>
            </>
          ) : (
            <span className="text-muted">{t('neverRun')}</span>
          )}
        </div>
        {result && <p className="mt-1 text-xs text-muted tabular">{result}</p>}
        {last?.status === 'failed' && last.error && (
          <p className="mt-1.5 rounded-md bg-danger-soft px-2.5 py-1.5 text-xs text-danger">
            {last.error.message}
          </p>
        )}
      </div>
      {canEdit ? (
        <div className="flex shrink-0 items-center gap-2 self-end sm:self-start">
          <label htmlFor={switchId} className="sr-only">
            {t('toggleLabel', { name: schedule.name })}
          </label>
          <Switch id={switchId} checked={schedule.isActive} onCheckedChange={onToggle} />
          <Button size="sm" variant="secondary" onClick={onRunNow} loading={running} disabled={busy}>
            {!running && <Play aria-hidden className="h-3.5 w-3.5" />}
            {t('runNow')}
          </Button>
          <DropdownMenu>
            <DropdownMenuTrigger asChild>
              <Button size="icon" variant="ghost" aria-label={t('moreActions', { name: schedule.name })}>
                <MoreHorizontal aria-hidden className="h-4 w-4" />
              </Button>
            </DropdownMenuTrigger>
            <DropdownMenuContent align="end">
              <DropdownMenuItem onSelect={onEdit}>
                <Pencil aria-hidden />
                {t('edit')}
              </DropdownMenuItem>
              <DropdownMenuItem destructive onSelect={onDelete}>
                <Trash2 aria-hidden />
                {t('remove')}
              </DropdownMenuItem>
            </DropdownMenuContent>
          </DropdownMenu>
        </div>
      ) : (
        schedule.isActive && (
          <Badge tone="accent" className="self-start">
            {t('active')}
          </Badge>
        )
      )}
    </li>
  );
}
