import { type Task, type TaskStatus, taskStatuses } from '@ziskomer/contracts';
import { Ellipsis, Pencil, Trash2 } from 'lucide-react';
import { type KeyboardEvent, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../components/ui/cn.ts';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuShortcut,
  DropdownMenuTrigger,
} from '../../components/ui/dropdown-menu.tsx';
import { formatDate } from '../../lib/format.ts';
import { getNextStatus } from './task-board.ts';
import { TaskSourceLink } from './task-source-link.tsx';
import { CategoryLabel, PriorityBadge, STATUS_COLOUR, STATUS_ICON } from './task-visuals.tsx';

/** Keys that move a focused task: 1 Čeká, 2 Probíhá, 3 Hotovo. */
export const STATUS_KEYS: Record<string, TaskStatus> = {
  '1': 'pending',
  '2': 'in-progress',
  '3': 'completed',
};

export interface TaskCardProps {
  task: Task;
  timeZone: string;
  /** `fromKeyboard`: the move was made with keys, so the focus should follow the task. */
  onStatusChange: (task: Task, status: TaskStatus, fromKeyboard: boolean) => void;
  onOpen: (task: Task) => void;
  onDelete: (task: Task) => void;
  /** Set (to a new number each time) when this task should take the focus: after a move it is in another column. */
  focusRequest?: number;
}

/**
 * One task on the board: the round status button moves it on with one click (start, finish,
 * reopen); the title opens its details. With focus on the task, 1/2/3 move it to a column and
 * Delete deletes it (with undo).
 */
export function TaskCard({ task, timeZone, onStatusChange, onOpen, onDelete, focusRequest }: TaskCardProps) {
  const { t } = useTranslation('tasks');
  const titleButton = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (focusRequest !== undefined) titleButton.current?.focus();
  }, [focusRequest]);
  const next = getNextStatus(task.status);
  const StatusIcon = STATUS_ICON[task.status];
  const done = task.status === 'completed';

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    // Keys typed in the menu (a portal) bubble here through React too: only the card's own count.
    if (!event.currentTarget.contains(event.target as Node)) return;
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const status = STATUS_KEYS[event.key];
    if (status) {
      event.preventDefault();
      if (status !== task.status) onStatusChange(task, status, true);
    } else if (event.key === 'Delete' && task.canDelete) {
      event.preventDefault();
      // The focus moves to the neighbouring task, not to the page's start.
      const item = event.currentTarget.closest('li');
      const neighbour = (
        item?.nextElementSibling ?? item?.previousElementSibling
      )?.querySelector<HTMLElement>('[data-task-title]');
      onDelete(task);
      neighbour?.focus();
    }
  };

  return (
    <li>
      <article
        onKeyDown={onKeyDown}
        aria-label={task.title}
        className={cn(
          'group relative flex items-start gap-2.5 rounded-lg border border-border p-3 shadow-sm transition',
          'hover:border-muted/40 hover:shadow focus-within:border-ring/60',
          done ? 'bg-surface/70' : 'bg-surface',
        )}
      >
        <button
          type="button"
          // A click with detail 0 came from Enter or Space, not from a pointer.
          onClick={(event) => onStatusChange(task, next, event.detail === 0)}
          className={cn(
            '-m-1 mt-[-3px] shrink-0 rounded-full p-1 transition hover:bg-surface-2',
            'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring/50',
            STATUS_COLOUR[task.status],
          )}
          aria-label={t(`advance.${task.status}`, { title: task.title })}
          title={t(`advance.${task.status}`, { title: task.title })}
        >
          <StatusIcon aria-hidden className="h-[18px] w-[18px]" strokeWidth={2.25} />
        </button>
        <div className="min-w-0 flex-1">
          <button
            ref={titleButton}
            type="button"
            data-task-title
            onClick={() => onOpen(task)}
            className={cn(
              'block w-full rounded text-left text-sm font-medium leading-snug [overflow-wrap:anywhere]',
              'hover:text-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring/40',
              done ? 'text-muted line-through decoration-muted/60' : 'text-fg',
            )}
          >
            {task.title}
          </button>
          {task.description && (
            <p className="mt-1 line-clamp-2 whitespace-pre-line text-xs leading-relaxed text-muted [overflow-wrap:anywhere]">
              {task.description}
            </p>
          )}
          <div className="mt-2.5 flex flex-wrap items-center gap-x-3 gap-y-1.5">
            <PriorityBadge priority={task.priority} />
            <CategoryLabel category={task.category} />
            <TaskSourceLink task={task} className="max-w-full" />
          </div>
          <p className="mt-2 text-[11px] text-muted tabular-nums">
            {done && task.completedAt
              ? t('card.completed', { date: formatDate(task.completedAt, timeZone) })
              : t('card.created', { date: formatDate(task.createdAt, timeZone) })}
          </p>
        </div>
        <DropdownMenu>
          <DropdownMenuTrigger
            className={cn(
              '-mr-1 -mt-1 shrink-0 rounded-md p-1 text-muted transition hover:bg-surface-2 hover:text-fg',
              'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring/40 data-[state=open]:bg-surface-2',
            )}
            aria-label={t('card.actions', { title: task.title })}
          >
            <Ellipsis aria-hidden className="h-4 w-4" />
          </DropdownMenuTrigger>
          <DropdownMenuContent align="end">
            {taskStatuses.map((status, index) => {
              const Icon = STATUS_ICON[status];
              return (
                <DropdownMenuItem
                  key={status}
                  disabled={status === task.status}
                  onSelect={() => onStatusChange(task, status, true)}
                >
                  <Icon aria-hidden className={STATUS_COLOUR[status]} />
                  {t('card.moveTo', { status: t(`status.${status}`) })}
                  <DropdownMenuShortcut>{index + 1}</DropdownMenuShortcut>
                </DropdownMenuItem>
              );
            })}
            <DropdownMenuSeparator />
            <DropdownMenuItem onSelect={() => onOpen(task)}>
              <Pencil aria-hidden />
              {t('card.edit')}
            </DropdownMenuItem>
            {task.canDelete && (
              <DropdownMenuItem destructive onSelect={() => onDelete(task)}>
                <Trash2 aria-hidden />
                {t('card.delete')}
                <DropdownMenuShortcut>Del</DropdownMenuShortcut>
              </DropdownMenuItem>
            )}
          </DropdownMenuContent>
        </DropdownMenu>
      </article>
    </li>
  );
}
