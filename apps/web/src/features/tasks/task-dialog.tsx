import {
  TASK_DESCRIPTION_MAX,
  TASK_TITLE_MAX,
  type Task,
  type TaskCategory,
  type TaskPriority,
  type TaskStatus,
  taskCategories,
  taskPriorities,
  taskStatuses,
} from '@ziskomer/contracts';
import { Trash2 } from 'lucide-react';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.tsx';
import { Dialog } from '../../components/ui/dialog.tsx';
import { Field } from '../../components/ui/field.tsx';
import { SelectField } from '../../components/ui/select-field.tsx';
import { TextareaField } from '../../components/ui/textarea-field.tsx';
import { ApiError } from '../../lib/api.ts';
import { formatDate, formatNumber } from '../../lib/format.ts';
import { getErrorMessage, notify, notifyError } from '../../lib/notify.ts';
import { SegmentedField } from './segmented-field.tsx';
import { TaskSourceLink } from './task-source-link.tsx';
import { STATUS_COLOUR, STATUS_ICON } from './task-visuals.tsx';
import { useCreateTask } from './use-create-task.ts';
import { useUpdateTask } from './use-update-task.ts';

type FieldErrors = Partial<Record<'title' | 'description', string>>;

interface Draft {
  title: string;
  description: string;
  category: TaskCategory;
  priority: TaskPriority;
  status: TaskStatus;
}

const EMPTY: Draft = { title: '', description: '', category: 'other', priority: 'medium', status: 'pending' };

/** Shows the description counter once it is this close to the limit. */
const COUNTER_FROM = TASK_DESCRIPTION_MAX - 1000;

/** A new task (no `task`), or the details of `task` to read and change. */
export function TaskDialog({
  shopId,
  timeZone,
  open,
  onOpenChange,
  task,
  onDelete,
}: {
  shopId: string;
  timeZone: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  task?: Task | null;
  onDelete: (task: Task) => void;
}) {
  const { t } = useTranslation('tasks');
  const create = useCreateTask(shopId);
  const update = useUpdateTask(shopId);
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [errors, setErrors] = useState<FieldErrors>({});
  const name = useId();

  useEffect(() => {
    if (!open) return;
    setDraft(
      task
        ? {
            title: task.title,
            description: task.description ?? '',
            category: task.category,
            priority: task.priority,
            status: task.status,
          }
        : EMPTY,
    );
    setErrors({});
  }, [open, task]);

  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => {
    setDraft((current) => ({ ...current, [key]: value }));
    if (key === 'title' || key === 'description') setErrors((current) => ({ ...current, [key]: undefined }));
  };

  const onError = (error: unknown) => {
    // A refused field: its message under the field; anything else as a toast.
    const path = error instanceof ApiError ? readIssuePath(error) : null;
    if (path === 'title' || path === 'description') setErrors({ [path]: getErrorMessage(error) });
    else notifyError(error, t('toast.saveFailed'));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const title = draft.title.trim();
    if (!title) {
      setErrors({ title: t('dialog.titleRequired') });
      return;
    }
    const fields = { ...draft, title, description: draft.description.trim() || null };
    if (task) {
      update.mutate(
        { taskId: task.id, input: fields },
        {
          onSuccess: () => {
            notify.success(t('toast.saved'));
            onOpenChange(false);
          },
          onError,
        },
      );
    } else {
      create.mutate(fields, {
        onSuccess: () => {
          notify.success(t('toast.created'));
          onOpenChange(false);
        },
        onError,
      });
    }
  };

  const descriptionLength = draft.description.length;
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={task ? t('dialog.editTitle') : t('dialog.createTitle')}
      description={task ? undefined : t('dialog.createDescription')}
      className="max-h-[calc(100dvh-2rem)] max-w-xl overflow-y-auto"
    >
      <form onSubmit={submit} className="flex flex-col gap-4" noValidate>
        <Field
          label={t('fields.title')}
          value={draft.title}
          onChange={(event) => set('title', event.target.value)}
          placeholder={t('dialog.titlePlaceholder')}
          maxLength={TASK_TITLE_MAX}
          error={errors.title}
          required
          autoFocus={!task}
        />
        <TextareaField
          label={t('fields.description')}
          value={draft.description}
          onChange={(event) => set('description', event.target.value)}
          placeholder={t('dialog.descriptionPlaceholder')}
          maxLength={TASK_DESCRIPTION_MAX}
          rows={5}
          error={errors.description}
          hint={
            descriptionLength >= COUNTER_FROM
              ? t('dialog.counter', {
                  used: formatNumber(descriptionLength),
                  max: formatNumber(TASK_DESCRIPTION_MAX),
                })
              : undefined
          }
        />
        <SegmentedField
          legend={t('fields.status')}
          name={`${name}-status`}
          value={draft.status}
          onChange={(value) => set('status', value)}
          options={taskStatuses.map((value) => {
            const Icon = STATUS_ICON[value];
            return {
              value,
              label: (
                <>
                  <Icon aria-hidden className={`h-3.5 w-3.5 shrink-0 ${STATUS_COLOUR[value]}`} />
                  <span className="truncate">{t(`status.${value}`)}</span>
                </>
              ),
            };
          })}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            label={t('fields.category')}
            value={draft.category}
            onChange={(event) => set('category', event.target.value as TaskCategory)}
            options={taskCategories.map((value) => ({ value, label: t(`category.${value}`) }))}
          />
          <SegmentedField
            legend={t('fields.priority')}
            name={`${name}-priority`}
            value={draft.priority}
            onChange={(value) => set('priority', value)}
            options={taskPriorities.map((value) => ({ value, label: t(`priority.${value}`) }))}
          />
        </div>
        {task && <TaskFacts task={task} timeZone={timeZone} />}
        <div className="mt-1 flex flex-col-reverse gap-2 sm:flex-row sm:items-center">
          {task?.canDelete && (
            <Button
              variant="ghost"
              className="text-danger! hover:bg-danger-soft! sm:mr-auto"
              onClick={() => {
                onOpenChange(false);
                onDelete(task);
              }}
            >
              <Trash2 aria-hidden className="h-4 w-4" />
              {t('dialog.delete')}
            </Button>
          )}
          <div className="flex flex-col-reverse gap-2 sm:ml-auto sm:flex-row">
            <Button variant="secondary" onClick={() => onOpenChange(false)}>
              {t('common:cancel')}
            </Button>
            <Button type="submit" loading={create.isPending || update.isPending}>
              {task ? t('dialog.save') : t('dialog.create')}
            </Button>
          </div>
        </div>
      </form>
    </Dialog>
  );
}

/** Where the task came from, who created it and when, and when it was finished. */
function TaskFacts({ task, timeZone }: { task: Task; timeZone: string }) {
  const { t } = useTranslation('tasks');
  return (
    <dl className="grid gap-x-4 gap-y-2 rounded-lg border border-border bg-surface-2/60 px-3.5 py-3 text-sm sm:grid-cols-[auto_1fr]">
      {(task.sourceUrl || task.sourceContext) && (
        <>
          <dt className="text-muted">{t('facts.source')}</dt>
          <dd className="min-w-0">
            <TaskSourceLink task={task} size="sm" />
          </dd>
        </>
      )}
      <dt className="text-muted">{t('facts.created')}</dt>
      <dd className="text-fg">
        {task.createdByName
          ? t('facts.createdBy', { name: task.createdByName, date: formatDate(task.createdAt, timeZone) })
          : formatDate(task.createdAt, timeZone)}
      </dd>
      {task.completedAt && (
        <>
          <dt className="text-muted">{t('facts.completed')}</dt>
          <dd className="text-fg">{formatDate(task.completedAt, timeZone)}</dd>
        </>
      )}
    </dl>
  );
}

/** The field the server refused first ('title', 'description', …), from its 422 issues. */
function readIssuePath(error: ApiError): string | null {
  const issues = (error.details as { issues?: { path?: unknown }[] } | undefined)?.issues;
  const path = issues?.[0]?.path;
  return typeof path === 'string' ? path : null;
}
