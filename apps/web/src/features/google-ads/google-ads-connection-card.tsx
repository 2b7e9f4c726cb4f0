import type { Shop } from '@ziskomer/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { LoadError } from '../../components/ui/load-error.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { notify, notifyError } from '../../lib/notify.ts';
import { GoogleProductCard } from '../connections/google-product-card.tsx';
import { AccountPicker, formatCustomerId } from './account-picker.tsx';
import {
  useGoogleAdsOverview,
  useReloadGoogleAdsAccounts,
  useSelectGoogleAdsAccount,
} from './use-google-ads.ts';

/**
 * The head of /google-ads: the Google product card with the Google Ads account — a basic account
 * or a manager's client — chosen, or being chosen, and the accounts fetched again on request.
 */
export function GoogleAdsConnectionCard({ shop }: { shop: Shop }) {
  const { t } = useTranslation('googleAds');
  const overview = useGoogleAdsOverview(shop.id);
  const select = useSelectGoogleAdsAccount(shop.id);
  const reload = useReloadGoogleAdsAccounts(shop.id);
  const [changing, setChanging] = useState(false);

  if (overview.isPending) return <Skeleton className="h-36 rounded-xl" />;
  if (overview.isError) {
    return (
      <Card>
        <LoadError title={t('loadFailed')} error={overview.error} onRetry={() => overview.refetch()} />
      </Card>
    );
  }
  const { connection, accounts, selection } = overview.data;
  const picking = !!connection && !connection.demo && accounts !== null && (selection === null || changing);
  return (
    <GoogleProductCard
      shop={shop}
      connector="google_ads"
      configured={overview.data.configured}
      missingSettings={overview.data.missingSettings}
      connection={connection}
      texts={{
        title: t('accounts.title'),
        notConnectedTitle: t('notConnected.title'),
        notConnectedDescription: t('notConnected.description'),
        loading: t('accounts.loading'),
        none: t('accounts.none'),
      }}
      chosen={
        selection
          ? [
              t('accounts.chosen', {
                name: selection.accountName,
                id: formatCustomerId(selection.accountId),
              }),
              selection.managerName ? t('accounts.viaManager', { name: selection.managerName }) : null,
            ]
              .filter(Boolean)
              .join(' · ')
          : null
      }
      choices={accounts === null ? null : accounts.basic.length + accounts.managers.length}
      picking={picking}
      picker={
        accounts && (
          <AccountPicker
            tree={accounts}
            saved={selection}
            pending={select.isPending}
            onCancel={selection ? () => setChanging(false) : undefined}
            onSave={(input) =>
              select.mutate(input, {
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
        connection?.syncState === 'syncing' && !connection.lastSyncedAt ? (
          <p className="text-sm text-muted">{t('sync.firstSync')}</p>
        ) : null
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
