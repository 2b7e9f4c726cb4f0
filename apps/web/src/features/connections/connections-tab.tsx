import {
  type ApiKeyConnector,
  type ConnectorEntry,
  hasRole,
  isApiKeyConnector,
  isGoogleConnector,
} from '@ziskomer/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Card, CardHeader } from '../../components/ui/card.tsx';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { LoadError } from '../../components/ui/load-error.tsx';
import { SelectField } from '../../components/ui/select-field.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { notify, notifyError } from '../../lib/notify.ts';
import { NoShopCard } from '../shops/no-shop-card.tsx';
import { useSelectedShop } from '../shops/use-selected-shop.ts';
import { ApiKeyDialog } from './api-key-dialog.tsx';
import { ConnectorRow } from './connector-row.tsx';
import { GoogleNotConfiguredNote } from './google-not-configured-note.tsx';
import {
  useConnections,
  useDisconnect,
  useStartGoogleConnection,
  useStartMetaConnection,
  useSyncConnectionNow,
  useUpdateConnection,
} from './use-connections.ts';

/**
 * Settings → Propojení (`?tab=connections`): every connector of the product for the selected shop,
 * its state, last sync and schedule. Admins connect, sync, reschedule and disconnect; others see.
 */
export function ConnectionsTab() {
  const { t } = useTranslation('connections');
  const { shop, shops, setShop } = useSelectedShop();
  const shopId = shop?.id ?? '';
  const canEdit = shop !== null && hasRole(shop.role, 'admin');
  const list = useConnections(shop?.id);
  const start = useStartGoogleConnection(shopId);
  const startMeta = useStartMetaConnection(shopId);
  const sync = useSyncConnectionNow(shopId);
  const update = useUpdateConnection(shopId);
  const disconnect = useDisconnect(shopId);
  const [removing, setRemoving] = useState<ConnectorEntry | null>(null);
  const [keying, setKeying] = useState<ApiKeyConnector | null>(null);

  if (shops.isPending) return <ConnectionsSkeleton />;
  if (shops.isError) {
    return (
      <Card>
        <LoadError title={t('shopsLoadFailed')} error={shops.error} onRetry={() => shops.refetch()} />
      </Card>
    );
  }
  if (!shop) {
    return (
      <NoShopCard
        title={t('noShop.title')}
        description={t('noShop.description')}
        action={t('noShop.action')}
        to="/settings?tab=projects-shops"
      />
    );
  }

  const busy =
    start.isPending || startMeta.isPending || sync.isPending || update.isPending || disconnect.isPending;
  const missing = list.data?.googleMissingSettings ?? [];

  return (
    <Card>
      <CardHeader title={t('title')} description={t('description')} />
      {shops.data.length > 1 && (
        <div className="border-b border-border px-5 py-4">
          <SelectField
            label={t('shopLabel')}
            className="w-full sm:w-64"
            value={shop.id}
            onChange={(event) => setShop(event.target.value)}
            options={shops.data.map((option) => ({ value: option.id, label: option.name }))}
          />
        </div>
      )}
      {!canEdit && <p className="border-b border-border px-5 py-3 text-sm text-muted">{t('viewerNote')}</p>}
      {canEdit && missing.length > 0 && (
        <div className="border-b border-border px-5 py-4">
          <GoogleNotConfiguredNote missing={missing} />
        </div>
      )}
      {list.isPending ? (
        <div className="flex flex-col gap-3 p-5" aria-busy>
          {[0, 1, 2, 3].map((index) => (
            <Skeleton key={index} className="h-16 w-full" />
          ))}
        </div>
      ) : list.isError ? (
        <LoadError
          title={t('loadFailed')}
          error={list.error}
          onRetry={() => list.refetch()}
          retrying={list.isFetching}
        />
      ) : (
        <ul className="divide-y divide-border">
          {list.data.items.map((entry) => (
            <ConnectorRow
              key={entry.connector}
              shopId={shopId}
              entry={entry}
              canEdit={canEdit}
              googleMissing={missing}
              metaMissing={list.data.metaMissingSettings}
              busy={busy}
              onConnect={(connector) =>
                isApiKeyConnector(connector)
                  ? setKeying(connector)
                  : isGoogleConnector(connector)
                    ? start.mutate(
                        { connector },
                        { onError: (failure) => notifyError(failure, t('failed.connect')) },
                      )
                    : startMeta.mutate(undefined, {
                        onError: (failure) => notifyError(failure, t('failed.connect')),
                      })
              }
              onSyncNow={(connectionId) =>
                sync.mutate(connectionId, {
                  onSuccess: () => notify.success(t('actions.syncQueued')),
                  onError: (failure) => notifyError(failure, t('failed.sync')),
                })
              }
              onSchedule={(connectionId, change) =>
                update.mutate(
                  { connectionId, ...change },
                  {
                    onSuccess: () => notify.success(t('schedule.saved')),
                    onError: (failure) => notifyError(failure, t('failed.schedule')),
                  },
                )
              }
              onDisconnect={() => setRemoving(entry)}
            />
          ))}
        </ul>
      )}
      <ApiKeyDialog shopId={shopId} connector={keying} onClose={() => setKeying(null)} />
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title={t('disconnect.title', { name: removing ? t(`connectors.${removing.connector}.name`) : '' })}
        description={t('disconnect.description')}
        confirmLabel={t('disconnect.confirm')}
        pending={disconnect.isPending}
        onConfirm={() => {
          const connection = removing?.connection;
          if (!removing || !connection) return;
          const name = t(`connectors.${removing.connector}.name`);
          disconnect.mutate(connection.id, {
            onSuccess: () => {
              notify.success(t('disconnect.done', { name }));
              setRemoving(null);
            },
            onError: (failure) => notifyError(failure, t('disconnect.failed')),
          });
        }}
      />
    </Card>
  );
}

function ConnectionsSkeleton() {
  return (
    <Card aria-busy className="flex flex-col gap-3 p-5">
      <Skeleton className="h-5 w-40" />
      <Skeleton className="h-16 w-full" />
      <Skeleton className="h-16 w-full" />
      <Skeleton className="h-16 w-full" />
    </Card>
  );
}
