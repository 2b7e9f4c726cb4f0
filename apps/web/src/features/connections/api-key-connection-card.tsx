import { type ApiKeyConnector, type Connection, hasRole, type Shop } from '@ziskomer/contracts';
import { Link2, RefreshCw, Settings } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { formatDateTime } from '../../lib/format.ts';
import { notify, notifyError } from '../../lib/notify.ts';
import { ApiKeyDialog } from './api-key-dialog.tsx';
import { ConnectionStatusBadge } from './connection-status.tsx';
import { ConnectorIcon } from './connector-icon.tsx';
import { useSyncConnectionNow } from './use-connections.ts';

/**
 * The head of /seznam and /heureka for one API-key connector: its state, account and last sync with
 * "Synchronizovat nyní" — or, not connected yet, what it brings and the key form to connect it.
 */
export function ApiKeyConnectionCard({
  shop,
  connector,
  connection,
  texts,
}: {
  shop: Shop;
  connector: ApiKeyConnector;
  connection: Connection | null;
  texts: { notConnectedTitle: string; notConnectedDescription: string; firstSync: string };
}) {
  const { t } = useTranslation('connections');
  const canEdit = hasRole(shop.role, 'admin');
  const sync = useSyncConnectionNow(shop.id);
  const [keying, setKeying] = useState(false);
  const name = t(`connectors.${connector}.name`);
  const dialog = (
    <ApiKeyDialog shopId={shop.id} connector={keying ? connector : null} onClose={() => setKeying(false)} />
  );

  if (!connection) {
    return (
      <Card className="flex flex-col gap-4 p-5 sm:flex-row sm:items-start">
        <ConnectorIcon connector={connector} />
        <div className="flex min-w-0 flex-1 flex-col gap-3">
          <div>
            <h2 className="text-base font-semibold text-fg">{texts.notConnectedTitle}</h2>
            <p className="mt-1 text-sm text-muted">{texts.notConnectedDescription}</p>
          </div>
          {canEdit ? (
            <div>
              <Button size="sm" onClick={() => setKeying(true)}>
                <Link2 aria-hidden className="h-4 w-4" />
                {t('actions.connect')}
              </Button>
            </div>
          ) : (
            <p className="text-sm text-muted">{t('viewerConnect')}</p>
          )}
        </div>
        {dialog}
      </Card>
    );
  }

  return (
    <Card className="flex flex-col gap-3 p-5">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="flex min-w-0 gap-3">
          <ConnectorIcon connector={connector} />
          <div className="min-w-0">
            <div className="flex flex-wrap items-center gap-2">
              <h2 className="text-base font-semibold text-fg">{name}</h2>
              <ConnectionStatusBadge connection={connection} waitingLabel={t(`waiting.${connector}`)} />
              {connection.demo && <Badge tone="warning">{t('demo.badge')}</Badge>}
            </div>
            <p className="mt-1 flex flex-wrap gap-x-2 text-xs text-muted">
              {connection.account && (
                <>
                  <span>{t('account', { name: connection.account.name })}</span>
                  <span aria-hidden>·</span>
                </>
              )}
              <span>
                {connection.lastSyncedAt
                  ? t('lastSync', { time: formatDateTime(connection.lastSyncedAt) })
                  : t('neverSynced')}
              </span>
            </p>
          </div>
        </div>
        {canEdit && !connection.demo && (
          <div className="flex shrink-0 flex-wrap gap-2">
            {connection.status === 'broken' ? (
              <Button size="sm" onClick={() => setKeying(true)}>
                <Link2 aria-hidden className="h-4 w-4" />
                {t('actions.reconnect')}
              </Button>
            ) : (
              <Button
                size="sm"
                variant="secondary"
                loading={sync.isPending}
                disabled={connection.syncState === 'syncing'}
                onClick={() =>
                  sync.mutate(connection.id, {
                    onSuccess: () => notify.success(t('actions.syncQueued')),
                    onError: (failure) => notifyError(failure, t('failed.sync')),
                  })
                }
              >
                <RefreshCw aria-hidden className="h-4 w-4" />
                {t('actions.syncNow')}
              </Button>
            )}
            <Button asChild size="sm" variant="ghost">
              <Link to="/settings?tab=connections">
                <Settings aria-hidden className="h-4 w-4" />
                {t('title')}
              </Link>
            </Button>
          </div>
        )}
      </div>
      {connection.status === 'broken' && connection.brokenReason && (
        <p role="alert" className="rounded-lg bg-danger-soft px-3 py-2 text-sm text-danger">
          {connection.brokenReason}
        </p>
      )}
      {connection.status === 'connected' && connection.syncState === 'error' && connection.syncError && (
        <p className="rounded-lg bg-danger-soft px-3 py-2 text-sm text-danger">{connection.syncError}</p>
      )}
      {connection.syncState === 'syncing' && !connection.lastSyncedAt && (
        <p className="text-sm text-muted">{texts.firstSync}</p>
      )}
      {connection.demo && (
        <p className="text-sm text-muted">{t(connector === 'sklik' ? 'demo.noteSklik' : 'demo.note')}</p>
      )}
      {dialog}
    </Card>
  );
}
