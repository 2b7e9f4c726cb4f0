import type { Budget } from '@ziskomer/contracts';
import { Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.tsx';
import { Dialog } from '../../components/ui/dialog.tsx';
import { notify, notifyError } from '../../lib/notify.ts';
import { useDeleteBudget } from './use-budget-mutations.ts';

/** Asks before deleting a budget: its channel split and alerts go with it, the ad spend stays. */
export function DeleteBudgetDialog({
  shopId,
  budget,
  onOpenChange,
  onDeleted,
}: {
  shopId: string;
  budget: Budget | null;
  onOpenChange: (open: boolean) => void;
  onDeleted: (budgetId: string) => void;
}) {
  const { t } = useTranslation('budgets');
  const remove = useDeleteBudget(shopId);
  const confirm = () => {
    if (!budget) return;
    remove.mutate(budget.id, {
      onSuccess: () => {
        notify.success(t('toast.deleted'));
        onDeleted(budget.id);
        onOpenChange(false);
      },
      onError: (error) => notifyError(error, t('toast.deleteFailed')),
    });
  };
  return (
    <Dialog
      open={budget !== null}
      onOpenChange={onOpenChange}
      title={t('delete.title')}
      description={budget ? t('delete.description', { name: budget.name }) : undefined}
      footer={
        <>
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            {t('delete.cancel')}
          </Button>
          <Button variant="danger" onClick={confirm} loading={remove.isPending}>
            {!remove.isPending && <Trash2 aria-hidden className="h-4 w-4" />}
            {t('delete.confirm')}
          </Button>
        </>
      }
    >
      {null}
    </Dialog>
  );
}
