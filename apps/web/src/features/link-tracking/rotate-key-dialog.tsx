import type { TrackingKeyKind } from '@ziskomer/contracts';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.tsx';
import { Dialog } from '../../components/ui/dialog.tsx';
import { notify, notifyError } from '../../lib/notify.ts';
import { useRotateTrackingKey } from './use-tracking-keys.ts';

/** Asks before a key is replaced: the old one stops working at once, and says what to do next. */
export function RotateKeyDialog({
  shopId,
  kind,
  onClose,
}: {
  shopId: string;
  kind: TrackingKeyKind | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('linkTracking');
  const rotate = useRotateTrackingKey(shopId);
  const confirm = () => {
    if (!kind) return;
    rotate.mutate(kind, {
      onSuccess: () => {
        notify.success(t(`rotate.${kind}.done`));
        onClose();
      },
      onError: (error) => notifyError(error, t('rotate.failed')),
    });
  };
  const shown = kind ?? 'secret';
  return (
    <Dialog
      open={kind !== null}
      onOpenChange={(open) => !open && onClose()}
      title={t(`rotate.${shown}.title`)}
      description={t(`rotate.${shown}.description`)}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('rotate.cancel')}
          </Button>
          <Button variant="danger" onClick={confirm} loading={rotate.isPending}>
            {t(`rotate.${shown}.confirm`)}
          </Button>
        </>
      }
    >
      {null}
    </Dialog>
  );
}
