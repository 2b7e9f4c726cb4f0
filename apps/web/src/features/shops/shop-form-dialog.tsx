import type { Shop } from '@ziskomer/contracts';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../components/ui/dialog.tsx';
import { ShopForm } from './shop-form.tsx';

/** Adds a shop, or edits `shop` when given. */
export function ShopFormDialog({
  open,
  onOpenChange,
  shop,
  defaultProjectId = null,
  onSaved,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  shop?: Shop;
  defaultProjectId?: string | null;
  onSaved?: (shop: Shop) => void;
}) {
  const { t } = useTranslation('projects');
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={shop ? t('shops.form.editTitle') : t('shops.form.createTitle')}
      description={shop ? undefined : t('shops.form.createDescription')}
    >
      {/* Mounted only while open, so every opening starts from the shop's current values. */}
      {open && (
        <ShopForm
          shop={shop}
          defaultProjectId={defaultProjectId}
          onCancel={() => onOpenChange(false)}
          onSaved={(saved) => {
            onOpenChange(false);
            onSaved?.(saved);
          }}
        />
      )}
    </Dialog>
  );
}
