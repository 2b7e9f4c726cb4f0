import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Shop } from '@ziskomer/contracts';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardBody } from '../../components/ui/card.tsx';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { notify, notifyError } from '../../lib/notify.ts';
import { importsApi } from './imports-api.ts';

/**
 * The danger zone: deletes all order data of the shop (orders, lines, customer facts, daily
 * metrics; the import history stays) after the user types the shop's name.
 */
export function DeleteOrderDataCard({ shop }: { shop: Shop }) {
  const { t } = useTranslation('imports');
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const remove = useMutation({
    mutationFn: () => importsApi.deleteOrderData(shop.id),
    onSuccess: () => {
      setOpen(false);
      notify.success(t('deleteData.success'));
      // Every report of the shop is now empty; running imports were cancelled by the server.
      void queryClient.invalidateQueries({ predicate: (query) => query.queryKey.includes(shop.id) });
    },
    onError: (error) => notifyError(error, t('deleteData.failure')),
  });

  return (
    <Card className="border-danger/40">
      <div className="border-b border-danger/20 px-5 py-4">
        <h2 className="text-base font-semibold text-fg">{t('deleteData.title')}</h2>
        <p className="mt-0.5 text-sm text-muted">{t('deleteData.description', { shop: shop.name })}</p>
      </div>
      <CardBody className="flex flex-col items-start gap-3">
        <p className="text-sm text-muted">{t('deleteData.keeps')}</p>
        <Button
          variant="secondary"
          onClick={() => setOpen(true)}
          className="shrink-0 border-danger/40 text-danger hover:bg-danger-soft"
        >
          <Trash2 aria-hidden className="h-4 w-4" />
          {t('deleteData.button')}
        </Button>
      </CardBody>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={t('deleteData.confirmTitle')}
        description={t('deleteData.confirmText', { shop: shop.name })}
        confirmLabel={t('deleteData.confirm')}
        requiredText={shop.name}
        pending={remove.isPending}
        onConfirm={() => remove.mutate()}
      />
    </Card>
  );
}
