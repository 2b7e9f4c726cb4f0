import { TASK_TITLE_MAX } from '@ziskomer/contracts';
import { Plus } from 'lucide-react';
import { type FormEvent, type Ref, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../components/ui/cn.ts';
import { Kbd } from '../../components/ui/kbd.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { getErrorMessage } from '../../lib/notify.ts';
import type { TaskFilters } from './task-board.ts';
import { useCreateTask } from './use-create-task.ts';

/**
 * Type a title and press Enter: the task lands in Čeká. Under an active filter it takes the
 * filter's category and priority, so it stays in view. The field keeps focus for the next one.
 */
export function TaskQuickAdd({
  shopId,
  filters,
  inputRef,
}: {
  shopId: string;
  filters: TaskFilters;
  inputRef?: Ref<HTMLInputElement>;
}) {
  const { t } = useTranslation('tasks');
  const errorId = useId();
  const create = useCreateTask(shopId);
  const [title, setTitle] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = title.trim();
    if (!trimmed) {
      setError(t('quickAdd.empty'));
      return;
    }
    create.mutate(
      {
        title: trimmed,
        ...(filters.category ? { category: filters.category } : {}),
        ...(filters.priority ? { priority: filters.priority } : {}),
      },
      {
        onSuccess: () => setTitle(''),
        onError: (failure) => setError(getErrorMessage(failure)),
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate>
      <div
        className={cn(
          'flex h-12 items-center gap-3 rounded-xl border bg-surface px-4 shadow-sm transition',
          'focus-within:border-ring/60 focus-within:ring-2 focus-within:ring-ring/30',
          error ? 'border-danger' : 'border-border',
        )}
      >
        {create.isPending ? (
          <Spinner className="h-4 w-4 shrink-0 text-muted" />
        ) : (
          <Plus aria-hidden className="h-4 w-4 shrink-0 text-muted" />
        )}
        <input
          ref={inputRef}
          value={title}
          onChange={(event) => {
            setTitle(event.target.value);
            setError(null);
          }}
          maxLength={TASK_TITLE_MAX}
          placeholder={t('quickAdd.placeholder')}
          aria-label={t('quickAdd.label')}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className="h-full min-w-0 flex-1 bg-transparent text-sm text-fg placeholder:text-muted/80 focus:outline-none"
        />
        <span className="hidden shrink-0 items-center gap-1.5 text-xs text-muted sm:flex">
          {t('quickAdd.hint')}
          <Kbd keys={['Enter']} aria-hidden />
        </span>
      </div>
      {error && (
        <p id={errorId} role="alert" className="mt-1.5 px-1 text-xs text-danger">
          {error}
        </p>
      )}
    </form>
  );
}
