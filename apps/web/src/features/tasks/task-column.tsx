import type { Task, TaskStatus } from '@ziskomer/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../components/ui/cn.ts';
import { formatNumber } from '../../lib/format.ts';
import { TaskCard, type TaskCardProps } from './task-card.tsx';
import { STATUS_COLOUR, STATUS_ICON } from './task-visuals.tsx';

/** One status of the board: its name and count, its tasks, or a line saying what belongs here. */
export function TaskColumn({
  status,
  tasks,
  count,
  focus,
  ...cardProps
}: {
  status: TaskStatus;
  tasks: Task[];
  /** All tasks of this status under the filters (the list may hold fewer). */
  count: number;
  /** The task that should take the focus, with a number that changes on each request. */
  focus: { taskId: string; request: number } | null;
} & Omit<TaskCardProps, 'task' | 'focusRequest'>) {
  const { t } = useTranslation('tasks');
  const headingId = useId();
  const Icon = STATUS_ICON[status];
  const hidden = count - tasks.length;
  return (
    <section
      aria-labelledby={headingId}
      className="flex min-w-0 flex-col rounded-xl border border-border bg-surface-2/60 p-2 dark:bg-surface-2/40"
    >
      <header className="flex items-center justify-between gap-2 px-2 pb-2 pt-1">
        <h2 id={headingId} className="flex items-center gap-2 text-sm font-semibold text-fg">
          <Icon aria-hidden className={cn('h-4 w-4', STATUS_COLOUR[status])} strokeWidth={2.25} />
          {t(`status.${status}`)}
          <span className="sr-only">{t('column.count', { count, formatted: formatNumber(count) })}</span>
        </h2>
        <span
          aria-hidden
          className="min-w-6 rounded-full bg-surface px-2 py-0.5 text-center text-xs font-medium text-muted tabular-nums shadow-sm ring-1 ring-border"
        >
          {formatNumber(count)}
        </span>
      </header>
      {tasks.length > 0 ? (
        <ul className="flex flex-col gap-2">
          {tasks.map((task) => (
            <TaskCard
              key={task.id}
              task={task}
              focusRequest={focus?.taskId === task.id ? focus.request : undefined}
              {...cardProps}
            />
          ))}
        </ul>
      ) : (
        <p className="rounded-lg border border-dashed border-border px-3 py-6 text-center text-xs leading-relaxed text-muted">
          {t(`column.empty.${status}`)}
        </p>
      )}
      {hidden > 0 && (
        <p className="px-2 pb-1 pt-2.5 text-center text-xs text-muted">
          {t('column.more', { count: hidden, formatted: formatNumber(hidden) })}
        </p>
      )}
    </section>
  );
}
