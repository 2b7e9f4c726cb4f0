import { hasRole, type Shop } from '@ziskomer/contracts';
import { Link2, RefreshCw, Settings2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardHeader } from '../../components/ui/card.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { formatDateTime } from '../../lib/format.ts';
import { notify, notifyError } from '../../lib/notify.ts';
import { ConnectionStatusBadge } from '../connections/connection-status.tsx';
import { ConnectorIcon } from '../connections/connector-icon.tsx';
import { GoogleNotConfiguredNote } from '../connections/google-not-configured-note.tsx';
import { useStartGoogleConnection, useSyncConnectionNow } from '../connections/use-connections.ts';
import { LoadError } from '../settings/ui/load-error.tsx';
import { AccountPicker, formatCustomerId } from './account-picker.tsx';
import {
  useGoogleAdsOverview,
  useReloadGoogleAdsAccounts,
  useSelectGoogleAdsAccount,
} from './use-google-ads.ts';

/**
 * The head of /google-ads: whether Google Ads is connected, the chosen account (or choosing one),
 * and the sync state — syncing, completed, failed with the reason, or stale after 24 hours.
 */
export function GoogleAdsConnectionCard({ shop }: { shop: Shop }) {
  const { t } = useTranslation('googleAds');
  const { t: tc } = useTranslation('connections');
  const canEdit = hasRole(shop.role, 'admin');
  const overview = useGoogleAdsOverview(shop.id);
  const start = useStartGoogleConnection(shop.id);
  const sync = useSyncConnectionNow(shop.id);
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
  const { connection, accounts, selection, configured, missingSettings } = overview.data;
  const connect = () =>
    start.mutate(
      { connector: 'google_ads' },
      { onError: (failure) => notifyError(failure, tc('failed.connect')) },
    );

  if (!connection) {
    return (
      <Card className="flex flex-col gap-4 p-5 sm:flex-row sm:items-start">
        <ConnectorIcon connector="google_ads" />
        <div className="flex min-w-0 flex-1 flex-col gap-3">
          <div>
            <h2 className="text-base font-semibold text-fg">{t('notConnected.title')}</h2>
            <p className="mt-1 text-sm text-muted">{t('notConnected.description')}</p>
          </div>
          {!canEdit ? (
            <p className="text-sm text-muted">{t('notConnected.viewer')}</p>
          ) : configured ? (
            <div>
              <Button onClick={connect} loading={start.isPending}>
                <Link2 aria-hidden className="h-4 w-4" />
                {tc('actions.connect')}
              </Button>
            </div>
          ) : (
            <GoogleNotConfiguredNote missing={missingSettings} />
          )}
        </div>
      </Card>
    );
  }

  const broken = connection.status === 'broken';
  const picking = !broken && !connection.demo && accounts !== null && (selection === null || changing);
  const hasAny = accounts !== null && (accounts.basic.length > 0 || accounts.managers.length > 0);

  return (
    <Card>
      <CardHeader
        title={
          <span className="flex flex-wrap items-center gap-2">
            {t('accounts.title')}
            <ConnectionStatusBadge connection={connection} />
            {connection.demo && <Badge tone="warning">{tc('demo.badge')}</Badge>}
          </span>
        }
        description={
          selection
            ? [
                t('accounts.chosen', {
                  name: selection.accountName,
                  id: formatCustomerId(selection.accountId),
                }),
                selection.managerName ? t('accounts.viaManager', { name: selection.managerName }) : null,
                connection.lastSyncedAt
                  ? tc('lastSync', { time: formatDateTime(connection.lastSyncedAt) })
                  : tc('neverSynced'),
              ]
                .filter(Boolean)
                .join(' · ')
            : undefined
        }
        actions={
          canEdit && !connection.demo ? (
            <>
              {broken ? (
                <Button size="sm" onClick={connect} loading={start.isPending}>
                  <Link2 aria-hidden className="h-4 w-4" />
                  {tc('actions.reconnect')}
                </Button>
              ) : (
                selection && (
                  <Button
                    size="sm"
                    variant="secondary"
                    disabled={connection.syncState === 'syncing'}
                    loading={sync.isPending}
                    onClick={() =>
                      sync.mutate(connection.id, {
                        onSuccess: () => notify.success(tc('actions.syncQueued')),
                        onError: (failure) => notifyError(failure, tc('failed.sync')),
                      })
                    }
                  >
                    <RefreshCw aria-hidden className="h-4 w-4" />
                    {tc('actions.syncNow')}
                  </Button>
                )
              )}
              <Button asChild size="sm" variant="ghost">
                <Link to="/settings?tab=connections" aria-label={tc('title')}>
                  <Settings2 aria-hidden className="h-4 w-4" />
                  <span className="hidden sm:inline">{tc('title')}</span>
                </Link>
              </Button>
            </>
          ) : undefined
        }
      />
      <div className="flex flex-col gap-3 px-5 py-4">
        {connection.demo && <p className="text-sm text-muted">{tc('demo.note')}</p>}
        {broken && connection.brokenReason && (
          <p role="alert" className="rounded-lg bg-danger-soft px-3 py-2 text-sm text-danger">
            {connection.brokenReason}
          </p>
        )}
        {!broken && connection.syncState === 'error' && connection.syncError && (
          <p role="alert" className="rounded-lg bg-danger-soft px-3 py-2 text-sm text-danger">
            {connection.syncError}
          </p>
        )}
        {!broken && connection.stale && connection.syncState !== 'error' && (
          <p className="rounded-lg bg-warning-soft px-3 py-2 text-sm text-warning">{t('sync.stale')}</p>
        )}
        {!broken && connection.syncState === 'syncing' && !connection.lastSyncedAt && (
          <p className="text-sm text-muted">{t('sync.firstSync')}</p>
        )}
        {!broken && accounts === null && connection.syncState !== 'error' && (
          <p className="flex items-center gap-2 text-sm text-muted">
            <Spinner className="h-4 w-4" />
            {t('accounts.loading')}
          </p>
        )}
        {!broken && accounts !== null && !hasAny && (
          <p className="text-sm text-muted">{t('accounts.none')}</p>
        )}
        {picking && hasAny && canEdit && (
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
        )}
        {picking && hasAny && !canEdit && <p className="text-sm text-muted">{tc('viewerNote')}</p>}
        {canEdit && !broken && !connection.demo && accounts !== null && !picking && (
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
        )}
      </div>
    </Card>
  );
}
