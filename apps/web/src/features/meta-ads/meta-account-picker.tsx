import type { MetaAdAccount } from '@ziskomer/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.tsx';
import { SelectField } from '../../components/ui/select-field.tsx';

/** Meta's account_status 1 is ACTIVE; others (disabled, unsettled, closed …) are marked. */
const ACTIVE = 1;

/** Chooses the ad account whose campaigns sync. */
export function MetaAccountPicker({
  accounts,
  savedId,
  pending,
  onSave,
  onCancel,
}: {
  accounts: MetaAdAccount[];
  savedId: string | null;
  pending: boolean;
  onSave: (accountId: string) => void;
  onCancel?: () => void;
}) {
  const { t } = useTranslation('metaAds');
  const [accountId, setAccountId] = useState(savedId ?? (accounts.length === 1 ? accounts[0]!.id : ''));
  return (
    <form
      className="flex flex-col gap-3 sm:flex-row sm:items-end"
      onSubmit={(event) => {
        event.preventDefault();
        if (accountId) onSave(accountId);
      }}
    >
      <SelectField
        label={t('accounts.label')}
        className="w-full sm:w-80"
        value={accountId}
        onChange={(event) => setAccountId(event.target.value)}
        options={[
          { value: '', label: t('accounts.choose') },
          ...accounts.map((account) => ({
            value: account.id,
            label: `${account.name} · act_${account.id} · ${account.currency}${
              account.status === ACTIVE ? '' : ` · ${t('accounts.inactive')}`
            }`,
          })),
        ]}
      />
      <div className="flex gap-2">
        <Button type="submit" disabled={!accountId} loading={pending}>
          {t('accounts.save')}
        </Button>
        {onCancel && (
          <Button type="button" variant="ghost" onClick={onCancel}>
            {t('accounts.cancel')}
          </Button>
        )}
      </div>
    </form>
  );
}
