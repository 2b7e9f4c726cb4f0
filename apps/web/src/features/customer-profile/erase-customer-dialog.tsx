import type { CustomerProfile } from '@ziskomer/contracts';
import { Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.tsx';
import { Dialog } from '../../components/ui/dialog.tsx';
import { getErrorMessage } from '../../lib/notify.ts';
import { useEraseCustomer } from './use-customer-profile.ts';

/**
 * The GDPR erasure, confirmed by typing the customer's key: it cannot be undone, and it keeps every
 * order (anonymised) so the shop's figures stay as they are.
 */
export function EraseCustomerDialog({
  open,
  onOpenChange,
  shopId,
  profile,
  onErased,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  shopId: string;
  profile: CustomerProfile;
  onErased: () => void;
}) {
  const { t } = useTranslation('customers');
  const erase = useEraseCustomer(shopId, profile.customerKey);
  const [typed, setTyped] = useState('');
  const inputId = useId();
  const matches = typed.trim().toLowerCase() === profile.customerKey.toLowerCase();
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) setTyped('');
        onOpenChange(next);
      }}
      title={t('profile.erase.title')}
      description={t('profile.erase.description', { count: profile.orders.length })}
      footer={
        <>
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            {t('profile.erase.cancel')}
          </Button>
          <Button
            variant="danger"
            disabled={!matches || erase.isPending}
            onClick={() => erase.mutate(typed, { onSuccess: onErased })}
          >
            <Trash2 aria-hidden className="h-4 w-4" />
            {t('profile.erase.confirm')}
          </Button>
        </>
      }
    >
      <label htmlFor={inputId} className="block text-sm text-fg">
        {t('profile.erase.typeKey', { key: profile.customerKey })}
      </label>
      <input
        id={inputId}
        value={typed}
        onChange={(event) => setTyped(event.target.value)}
        autoComplete="off"
        spellCheck={false}
        className="mt-2 h-10 w-full rounded-md border border-border bg-surface px-3 text-sm text-fg focus-visible:outline-2 focus-visible:outline-accent"
      />
      {erase.isError && (
        <p role="alert" className="mt-2 text-sm text-danger">
          {getErrorMessage(erase.error)}
        </p>
      )}
    </Dialog>
  );
}
