import type { Task, TaskStatus } from '@ziskomer/contracts';
import { taskStatuses } from '@ziskomer/contracts';
import { FilterX, ListTodo, Plus } from 'lucide-react';
import { type ReactNode, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { GettingStartedCard } from '../../components/ui/getting-started-card.tsx';
import { Kbd } from '../../components/ui/kbd.tsx';
import { LoadError } from '../../components/ui/load-error.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { formatNumber } from '../../lib/format.ts';
import { notifyError } from '../../lib/notify.ts';
import { SelectedShopGate } from '../shops/selected-shop-gate.tsx';
import {
  groupTasksByStatus,
  readTaskFilters,
  type TaskFilters,
  toTaskListQuery,
  withoutTasks,
} from './task-board.ts';
import { TaskColumn } from './task-column.tsx';
import { TaskDialog } from './task-dialog.tsx';
import { TaskFiltersBar } from './task-filters-bar.tsx';
import { TaskQuickAdd } from './task-quick-add.tsx';
import { useTasks } from './use-tasks.ts';
import { useUndoableTaskDelete } from './use-undoable-task-delete.ts';
import { useUpdateTask } from './use-update-task.ts';

/** /to-do-list: the selected shop's tasks on a board of three statuses. */
export default function TasksPage() {
  const { t } = useTranslation('tasks');
  return (
    <SelectedShopGate
      skeleton={<BoardSkeleton withHeader />}
      texts={{
        shopsFailed: t('page.shopsFailed'),
        title: t('page.noShop.title'),
        description: t('page.noShop.description'),
        action: t('page.noShop.action'),
      }}
    >
      {(shop) => <TaskBoard key={shop.id} shopId={shop.id} shopName={shop.name} timeZone={shop.timeZone} />}
    </SelectedShopGate>
  );
}

function TaskBoard({ shopId, shopName, timeZone }: { shopId: string; shopName: string; timeZone: string }) {
  const { t } = useTranslation('tasks');
  const [params, setParams] = useSearchParams();
  const filters = readTaskFilters(params);
  const filtered = filters.category !== null || filters.priority !== null;
  const tasks = useTasks(shopId, toTaskListQuery(filters));
  const update = useUpdateTask(shopId);
  const { hidden, remove } = useUndoableTaskDelete(shopId);
  const [dialog, setDialog] = useState<{ open: boolean; task: Task | null }>({ open: false, task: null });
  const [announcement, setAnnouncement] = useState('');
  const [focus, setFocus] = useState<{ taskId: string; request: number } | null>(null);
  const quickAdd = useRef<HTMLInputElement>(null);

  const setFilters = (next: TaskFilters) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        for (const key of ['category', 'priority'] as const) {
          if (next[key]) updated.set(key, next[key]);
          else updated.delete(key);
        }
        return updated;
      },
      { replace: true },
    );

  const changeStatus = (task: Task, status: TaskStatus, fromKeyboard: boolean) => {
    update.mutate(
      { taskId: task.id, input: { status } },
      { onError: (error) => notifyError(error, t('toast.statusFailed')) },
    );
    setAnnouncement(t('announce.moved', { title: task.title, status: t(`status.${status}`) }));
    // The task moves to another column (a new element): a keyboard user keeps the focus on it.
    if (fromKeyboard) setFocus((current) => ({ taskId: task.id, request: (current?.request ?? 0) + 1 }));
  };

  const list = tasks.data ? withoutTasks(tasks.data, hidden) : null;
  const openCount = list ? list.counts.pending + list.counts['in-progress'] : 0;
  const total = list ? openCount + list.counts.completed : 0;
  const cardProps = {
    timeZone,
    onStatusChange: changeStatus,
    onOpen: (task: Task) => setDialog({ open: true, task }),
    onDelete: remove,
  };

  let content: ReactNode;
  if (!list) {
    content = tasks.isError ? (
      <Card>
        <LoadError
          className="py-10"
          title={t('page.loadFailed')}
          error={tasks.error}
          onRetry={() => tasks.refetch()}
          retrying={tasks.isFetching}
        />
      </Card>
    ) : (
      <BoardSkeleton />
    );
  } else if (total === 0 && !tasks.isPlaceholderData) {
    content = filtered ? (
      <Card>
        <EmptyState
          className="py-14"
          icon={FilterX}
          title={t('page.noMatch.title')}
          description={t('page.noMatch.description')}
          action={
            <Button variant="secondary" onClick={() => setFilters({ category: null, priority: null })}>
              {t('filters.clear')}
            </Button>
          }
        />
      </Card>
    ) : (
      <EmptyBoard onAdd={() => quickAdd.current?.focus()} />
    );
  } else {
    const groups = groupTasksByStatus(list.items);
    content = (
      <>
        <div
          className="grid items-start gap-4 transition-opacity lg:grid-cols-3 data-[stale=true]:opacity-60"
          data-stale={tasks.isPlaceholderData}
        >
          {taskStatuses.map((status) => (
            <TaskColumn
              key={status}
              status={status}
              tasks={groups[status]}
              count={list.counts[status]}
              focus={focus}
              {...cardProps}
            />
          ))}
        </div>
        <p className="hidden items-center gap-1.5 text-xs text-muted md:flex">
          {t('page.keyboardHint')}
          <Kbd keys={['1']} aria-hidden /> {t('status.pending')}
          <Kbd keys={['2']} aria-hidden className="ml-1" /> {t('status.in-progress')}
          <Kbd keys={['3']} aria-hidden className="ml-1" /> {t('status.completed')}
          <Kbd keys={['Del']} aria-hidden className="ml-1" /> {t('page.keyboardDelete')}
        </p>
      </>
    );
  }

  return (
    <div className="flex flex-col gap-5">
      <header className="flex items-start justify-between gap-3 sm:items-end">
        <div className="min-w-0">
          <h1 className="text-2xl font-semibold tracking-tight text-fg">{t('page.title')}</h1>
          <p className="mt-1 text-sm text-muted">
            {list && total > 0
              ? t('page.summary', { count: openCount, formatted: formatNumber(openCount), shop: shopName })
              : t('page.subtitle', { shop: shopName })}
          </p>
        </div>
        <Button
          onClick={() => setDialog({ open: true, task: null })}
          className="shrink-0 max-sm:h-9 max-sm:px-3"
        >
          <Plus aria-hidden className="h-4 w-4" />
          {t('page.new')}
        </Button>
      </header>

      <div className="flex flex-col gap-3">
        <TaskQuickAdd shopId={shopId} filters={filters} inputRef={quickAdd} />
        {(filtered || !list || total > 0) && <TaskFiltersBar filters={filters} onChange={setFilters} />}
      </div>

      {content}

      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
      <TaskDialog
        shopId={shopId}
        timeZone={timeZone}
        open={dialog.open}
        task={dialog.task}
        onOpenChange={(open) => setDialog((current) => ({ ...current, open }))}
        onDelete={remove}
      />
    </div>
  );
}

/** What tasks are for and where they come from, with the way to add the first one. */
function EmptyBoard({ onAdd }: { onAdd: () => void }) {
  const { t } = useTranslation('tasks');
  const steps = ['write', 'oneClick', 'move'] as const;
  return (
    <GettingStartedCard
      icon={ListTodo}
      title={t('empty.title')}
      description={t('empty.description')}
      steps={steps.map((step) => ({
        key: step,
        title: t(`empty.steps.${step}.title`),
        text: t(`empty.steps.${step}.text`),
      }))}
      action={
        <Button onClick={onAdd}>
          <Plus aria-hidden className="h-4 w-4" />
          {t('empty.action')}
        </Button>
      }
    />
  );
}

const SKELETON_CARDS = ['a', 'b', 'c'];

function BoardSkeleton({ withHeader = false }: { withHeader?: boolean }) {
  return (
    <div aria-busy className="flex flex-col gap-5">
      {withHeader && (
        <>
          <Skeleton className="h-14 w-72" />
          <Skeleton className="h-12 rounded-xl" />
        </>
      )}
      <div className="grid items-start gap-4 lg:grid-cols-3">
        {taskStatuses.map((status, column) => (
          <div
            key={status}
            className="flex flex-col gap-2 rounded-xl border border-border bg-surface-2/60 p-2"
          >
            <Skeleton className="mx-2 my-1 h-5 w-24" />
            {SKELETON_CARDS.slice(column).map((card) => (
              <div key={card} aria-hidden className="h-24 animate-pulse rounded-lg bg-surface" />
            ))}
          </div>
        ))}
      </div>
    </div>
  );
}
