import type { TaskCategory, TaskPriority } from '@ziskomer/contracts';
import { Check, ListPlus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { Button, type ButtonProps } from '../../components/ui/button.tsx';
import { notifyError, TOAST_DURATION } from '../../lib/notify.ts';
import { useSelectedShop } from '../shops/use-selected-shop.ts';
import { useCreateTask } from './use-create-task.ts';

export const TASKS_PATH = '/to-do-list';

export interface CreateTaskButtonProps {
  /** The task as it should appear on the list (already in the user's language). */
  title: string;
  description?: string;
  category: TaskCategory;
  priority?: TaskPriority;
  /** Where the task came from: an app path ('/analytics/orders?period=30d') or an http(s) URL. */
  sourceUrl: string;
  /** That place in words, shown as the link on the task: 'Z reportu Objednávky'. */
  sourceContext: string;
  /** The shop the task belongs to; the selected shop when left out. */
  shopId?: string;
  /** The button's text; 'Přidat do úkolů' by default. */
  label?: string;
  variant?: ButtonProps['variant'];
  size?: ButtonProps['size'];
  className?: string;
}

/**
 * Turns something on screen (an alert, a guidance line, a report scenario) into a task in one
 * click: a toast 'Úkol přidán' offers 'Otevřít' (the to-do list), and the button then says it is
 * done, so the same thing is not added twice by accident.
 */
export function CreateTaskButton({
  title,
  description,
  category,
  priority,
  sourceUrl,
  sourceContext,
  shopId,
  label,
  variant = 'secondary',
  size = 'sm',
  className,
}: CreateTaskButtonProps) {
  const { t } = useTranslation('tasks');
  const navigate = useNavigate();
  const { shop } = useSelectedShop();
  const targetShopId = shopId ?? shop?.id;
  const create = useCreateTask(targetShopId);
  const [added, setAdded] = useState(false);
  if (!targetShopId) return null;

  const add = () =>
    create.mutate(
      { title, description, category, priority, sourceUrl, sourceContext },
      {
        onSuccess: () => {
          setAdded(true);
          toast.success(t('toast.added'), {
            description: title,
            duration: TOAST_DURATION.info + 2000,
            action: { label: t('toast.open'), onClick: () => navigate(TASKS_PATH) },
          });
        },
        onError: (error) => notifyError(error, t('toast.addFailed')),
      },
    );

  return (
    <Button
      variant={variant}
      size={size}
      className={className}
      onClick={add}
      loading={create.isPending}
      disabled={added}
      aria-live="polite"
    >
      {added ? (
        <Check aria-hidden className="h-4 w-4 text-accent" />
      ) : (
        !create.isPending && <ListPlus aria-hidden className="h-4 w-4" />
      )}
      {added ? t('button.added') : (label ?? t('button.add'))}
    </Button>
  );
}
