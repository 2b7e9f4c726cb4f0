import {
  type Connection,
  type GoogleConnector,
  hasRole,
  isGoogleConnector,
  type Shop,
} from '@ziskomer/contracts';
import { Link2, RefreshCw, Settings2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardHeader } from '../../components/ui/card.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { formatDateTime } from '../../lib/format.ts';
import { notify, notifyError } from '../../lib/notify.ts';
import { ConnectionStatusBadge } from './connection-status.tsx';
import { ConnectorIcon } from './connector-icon.tsx';
import { GoogleNotConfiguredNote } from './google-not-configured-note.tsx';
import { useStartGoogleConnection, useSyncConnectionNow } from './use-connections.ts';

export interface GoogleProductCardProps {
  shop: Shop;
  connector: GoogleConnector | 'meta';
  configured: boolean;
  missingSettings: string[];
  connection: Connection | null;
  texts: {
    /** The card's title once connected ('Účet Google Ads', 'Web v Search Console'). */
    title: string;
    notConnectedTitle: string;
    notConnectedDescription: string;
    /** While the list of accounts (properties, sites, locations) is on its way. */
    loading: string;
    /** When Google found none. */
    none: string;
  };
  /** The chosen account (property, site, location) as one line; null while none is chosen. */
  chosen: string | null;
  /** Null while the list has not come; else how many there are to choose from. */
  choices: number | null;
  /** The chooser, shown to an admin while nothing is chosen or while changing. */
  picker: ReactNode;
  picking: boolean;
  /** Further actions under the card (change, reload). */
  footer?: ReactNode;
  /** Notes of the product between the state and the chooser (Google Ads: the first sync's length). */
  notes?: ReactNode;
  /** Meta: its own login instead of Google's consent, and its own note of what the server lacks. */
  connect?: { start: () => void; pending: boolean; label: string };
  notConfiguredNote?: ReactNode;
  /** What the demo connection's note says, when it is not Google's. */
  demoNote?: string;
}

/**
 * The head of every Google product's page: connected or not (with Connect, or what the server
 * still needs), then the chosen account, property, site or location, the sync state — syncing,
 * completed, failed with the reason, stale after 24 hours, broken with Reconnect — 'Synchronizovat
 * nyní' and the way to Settings → Propojení. Only a shop admin gets the actions; others see the state.
 */
export function GoogleProductCard({
  shop,
  connector,
  configured,
  missingSettings,
  connection,
  texts,
  chosen,
  choices,
  picker,
  picking,
  footer,
  notes,
  connect: ownConnect,
  notConfiguredNote,
  demoNote,
}: GoogleProductCardProps) {
  const { t } = useTranslation('connections');
  const canEdit = hasRole(shop.role, 'admin');
  const start = useStartGoogleConnection(shop.id);
  const sync = useSyncConnectionNow(shop.id);
  const connect = () =>
    ownConnect
      ? ownConnect.start()
      : isGoogleConnector(connector) &&
        start.mutate({ connector }, { onError: (failure) => notifyError(failure, t('failed.connect')) });
  const connecting = ownConnect ? ownConnect.pending : start.isPending;

  if (!connection) {
    return (
      <Card className="flex flex-col gap-4 p-5 sm:flex-row sm:items-start">
        <ConnectorIcon connector={connector} />
        <div className="flex min-w-0 flex-1 flex-col gap-3">
          <div>
            <h2 className="text-base font-semibold text-fg">{texts.notConnectedTitle}</h2>
            <p className="mt-1 text-sm text-muted">{texts.notConnectedDescription}</p>
          </div>
          {!canEdit ? (
            <p className="text-sm text-muted">{t('viewerConnect')}</p>
          ) : configured ? (
            <div>
              <Button onClick={connect} loading={connecting}>
                <Link2 aria-hidden className="h-4 w-4" />
                {ownConnect?.label ?? t('actions.connect')}
              </Button>
            </div>
          ) : (
            (notConfiguredNote ?? <GoogleNotConfiguredNote missing={missingSettings} />)
          )}
        </div>
      </Card>
    );
  }

  const broken = connection.status === 'broken';
  const editable = canEdit && !connection.demo;
  // The card's body holds only what applies; a card with nothing to say has none.
  const body = [
    connection.demo && (
      <p key="demo" className="text-sm text-muted">
        {demoNote ?? t('demo.note')}
      </p>
    ),
    broken && connection.brokenReason && (
      <p key="broken" role="alert" className="rounded-lg bg-danger-soft px-3 py-2 text-sm text-danger">
        {connection.brokenReason}
      </p>
    ),
    !broken && connection.syncState === 'error' && connection.syncError && (
      <p key="error" role="alert" className="rounded-lg bg-danger-soft px-3 py-2 text-sm text-danger">
        {connection.syncError}
      </p>
    ),
    !broken && connection.stale && connection.syncState !== 'error' && (
      <p key="stale" className="rounded-lg bg-warning-soft px-3 py-2 text-sm text-warning">
        {t('staleNote')}
      </p>
    ),
    !broken && notes ? <div key="notes">{notes}</div> : null,
    !broken && choices === null && connection.syncState !== 'error' && (
      <p key="loading" className="flex items-center gap-2 text-sm text-muted">
        <Spinner className="h-4 w-4" />
        {texts.loading}
      </p>
    ),
    !broken && choices === 0 && (
      <p key="none" className="text-sm text-muted">
        {texts.none}
      </p>
    ),
    !broken &&
      picking &&
      (choices ?? 0) > 0 &&
      (canEdit ? (
        <div key="picker">{picker}</div>
      ) : (
        <p key="viewer" className="text-sm text-muted">
          {t('viewerNote')}
        </p>
      )),
    editable && !broken && !picking && choices !== null && footer ? <div key="footer">{footer}</div> : null,
  ].filter(Boolean);
  return (
    <Card>
      <CardHeader
        title={
          <span className="flex flex-wrap items-center gap-2">
            {texts.title}
            <ConnectionStatusBadge connection={connection} waitingLabel={t(`waiting.${connector}`)} />
            {connection.demo && <Badge tone="warning">{t('demo.badge')}</Badge>}
          </span>
        }
        description={
          chosen
            ? [
                chosen,
                connection.lastSyncedAt
                  ? t('lastSync', { time: formatDateTime(connection.lastSyncedAt) })
                  : t('neverSynced'),
              ].join(' · ')
            : undefined
        }
        actions={
          editable ? (
            <>
              {broken ? (
                <Button size="sm" onClick={connect} loading={connecting}>
                  <Link2 aria-hidden className="h-4 w-4" />
                  {t('actions.reconnect')}
                </Button>
              ) : (
                chosen && (
                  <Button
                    size="sm"
                    variant="secondary"
                    disabled={connection.syncState === 'syncing'}
                    loading={sync.isPending}
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
                )
              )}
              <Button asChild size="sm" variant="ghost">
                <Link to="/settings?tab=connections" aria-label={t('title')}>
                  <Settings2 aria-hidden className="h-4 w-4" />
                  <span className="hidden sm:inline">{t('title')}</span>
                </Link>
              </Button>
            </>
          ) : undefined
        }
      />
      {body.length > 0 && <div className="flex flex-col gap-3 px-5 py-4">{body}</div>}
    </Card>
  );
}
