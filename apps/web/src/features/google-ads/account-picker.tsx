import type { GoogleAdsAccountTree, GoogleAdsSelection, SelectGoogleAdsAccount } from '@ziskomer/contracts';
import {
  changeAccountType,
  chooseAccount,
  chooseManager,
  type GoogleAdsAccountType,
  getSelectableAccounts,
  resolveSelection,
  restoreSelection,
} from '@ziskomer/domain';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.tsx';
import { cn } from '../../components/ui/cn.ts';
import { SelectField } from '../../components/ui/select-field.tsx';

/**
 * Choosing the Google Ads account to sync (SPEC §4): the type (regular or manager) when both kinds
 * exist, then the account — for a manager, first the manager and then its client. Changing the
 * type or the manager clears the account below it.
 */
export function AccountPicker({
  tree,
  saved,
  pending,
  onSave,
  onCancel,
}: {
  tree: GoogleAdsAccountTree;
  saved: GoogleAdsSelection | null;
  pending: boolean;
  onSave: (input: SelectGoogleAdsAccount) => void;
  onCancel?: () => void;
}) {
  const { t } = useTranslation('googleAds');
  const [state, setState] = useState(() => restoreSelection(tree, saved));
  const typeName = useId();
  const bothKinds = tree.basic.length > 0 && tree.managers.length > 0;
  const accounts = getSelectableAccounts(tree, state);
  const chosen = resolveSelection(tree, state);
  const accountLabel = (account: { name: string; id: string; testAccount: boolean }) =>
    `${t('accounts.chosen', { name: account.name, id: formatCustomerId(account.id) })}${account.testAccount ? ` · ${t('accounts.test')}` : ''}`;

  return (
    <form
      className="flex flex-col gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        if (!chosen) return;
        onSave({
          accountType: chosen.accountType,
          managerId: chosen.managerId,
          accountId: chosen.accountId,
        });
      }}
    >
      {(bothKinds || state.accountType === 'unset') && (
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1 text-sm font-medium text-fg">{t('accounts.type')}</legend>
          <div className="flex flex-col gap-2 sm:flex-row">
            {(['basic', 'mcc'] as const).map((type: Exclude<GoogleAdsAccountType, 'unset'>) => (
              <label
                key={type}
                className={cn(
                  'flex flex-1 cursor-pointer items-center gap-2 rounded-lg border px-3 py-2.5 text-sm',
                  state.accountType === type
                    ? 'border-accent bg-accent-soft text-fg'
                    : 'border-border text-fg',
                  (type === 'basic' ? tree.basic : tree.managers).length === 0 &&
                    'cursor-not-allowed opacity-50',
                )}
              >
                <input
                  type="radio"
                  name={typeName}
                  value={type}
                  className="accent-[var(--accent)]"
                  checked={state.accountType === type}
                  disabled={(type === 'basic' ? tree.basic : tree.managers).length === 0}
                  onChange={() => setState((current) => changeAccountType(current, type))}
                />
                {t(`accounts.${type}`)}
              </label>
            ))}
          </div>
        </fieldset>
      )}
      {state.accountType === 'mcc' && (
        <SelectField
          label={t('accounts.manager')}
          value={state.managerId ?? ''}
          onChange={(event) => setState((current) => chooseManager(current, event.target.value || null))}
          options={[
            { value: '', label: t('accounts.choose') },
            ...tree.managers.map((manager) => ({ value: manager.id, label: accountLabel(manager) })),
          ]}
        />
      )}
      {state.accountType !== 'unset' && (state.accountType === 'basic' || state.managerId) && (
        <SelectField
          label={state.accountType === 'mcc' ? t('accounts.client') : t('accounts.account')}
          value={state.accountId ?? ''}
          onChange={(event) => setState((current) => chooseAccount(current, event.target.value || null))}
          options={[
            { value: '', label: t('accounts.choose') },
            ...accounts.map((account) => ({ value: account.id, label: accountLabel(account) })),
          ]}
        />
      )}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={!chosen} loading={pending}>
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

/** Google's own spelling of a customer id: 123-456-7890. */
export function formatCustomerId(id: string): string {
  return id.length === 10 ? `${id.slice(0, 3)}-${id.slice(3, 6)}-${id.slice(6)}` : id;
}
