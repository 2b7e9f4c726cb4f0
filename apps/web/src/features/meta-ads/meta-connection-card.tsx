import type { MetaOverview, Shop } from '@ziskomer/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.tsx';
import { notify, notifyError } from '../../lib/notify.ts';
import { GoogleNotConfiguredNote } from '../connections/google-not-configured-note.tsx';
import { GoogleProductCard } from '../connections/google-product-card.tsx';
import { useStartMetaConnection } from '../connections/use-connections.ts';
import { MetaAccountPicker } from './meta-account-picker.tsx';
import { useReloadMetaAccounts, useSelectMetaAccount } from './use-meta-ads.ts';

/**
 * The head of /facebook: connected or not (with 'Propojit s Facebookem', or what the server still
 * needs), the ad account chosen or being chosen, the attribution window the purchases are counted
 * in, the sync state and 'Synchronizovat nyní' — the same card as Google's products.
 */
export function MetaConnectionCard({ shop, overview }: { shop: Shop; overview: MetaOverview }) {
  const { t } = useTranslation('metaAds');
  const start = useStartMetaConnection(shop.id);
  const select = useSelectMetaAccount(shop.id);
  const reload = useReloadMetaAccounts(shop.id);
  const [changing, setChanging] = useState(false);
  const { connection, accounts, selection } = overview;
  const picking = !!connection && !connection.demo && accounts !== null && (selection === null || changing);
  const windows = overview.attributionWindows.map((window) => t(`windows.${window}`, window)).join(', ');
  return (
    <GoogleProductCard
      shop={shop}
      connector="meta"
      configured={overview.configured}
      missingSettings={overview.missingSettings}
      connection={connection}
      connect={{
        start: () => start.mutate(undefined, { onError: (failure) => notifyError(failure) }),
        pending: start.isPending,
        label: connection ? t('reconnect') : t('connect'),
      }}
      notConfiguredNote={
        <GoogleNotConfiguredNote
          missing={overview.missingSettings}
          title={t('notConfigured.title')}
          description={t('notConfigured.description')}
        />
      }
      demoNote={t('demoNote')}
      texts={{
        title: t('accounts.title'),
        notConnectedTitle: t('notConnected.title'),
        notConnectedDescription: t('notConnected.description'),
        loading: t('accounts.loading'),
        none: t('accounts.none'),
      }}
      chosen={selection ? t('accounts.chosen', { name: selection.name, id: selection.id }) : null}
      choices={accounts === null ? null : accounts.length}
      picking={picking}
      picker={
        accounts && (
          <MetaAccountPicker
            accounts={accounts}
            savedId={selection?.id ?? null}
            pending={select.isPending}
            onCancel={selection ? () => setChanging(false) : undefined}
            onSave={(accountId) =>
              select.mutate(accountId, {
                onSuccess: () => {
                  setChanging(false);
                  notify.success(t('accounts.saved'));
                },
                onError: (failure) => notifyError(failure, t('accounts.failed')),
              })
            }
          />
        )
      }
      notes={
        <div className="flex flex-col gap-1 text-sm text-muted">
          {connection?.syncState === 'syncing' && !connection.lastSyncedAt && <p>{t('sync.firstSync')}</p>}
          {selection && <p>{t('sync.attribution', { windows })}</p>}
        </div>
      }
      footer={
        <div className="flex flex-wrap gap-2">
          <Button size="sm" variant="ghost" onClick={() => setChanging(true)}>
            {t('accounts.change')}
          </Button>
          <Button
            size="sm"
            variant="ghost"
            loading={reload.isPending}
            onClick={() =>
              reload.mutate(undefined, {
                onSuccess: () => notify.info(t('accounts.reloadQueued')),
                onError: (failure) => notifyError(failure),
              })
            }
          >
            {t('accounts.reload')}
          </Button>
        </div>
      }
    />
  );
}
