import { type GoogleAnalyticsOverview, hasRole, type Shop } from '@ziskomer/contracts';
import { Link2, RefreshCw, Settings2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardHeader } from '../../components/ui/card.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { formatDateTime } from '../../lib/format.ts';
import { notify, notifyError } from '../../lib/notify.ts';
import { ConnectionStatusBadge } from '../connections/connection-status.tsx';
import { ConnectorIcon } from '../connections/connector-icon.tsx';
import { GoogleNotConfiguredNote } from '../connections/google-not-configured-note.tsx';
import { useStartGoogleConnection, useSyncConnectionNow } from '../connections/use-connections.ts';
import { SelectField } from '../settings/ui/select-field.tsx';
import { useSelectGa4Property } from './use-google-analytics.ts';

/** The head of /google-analytics: connected or not, the GA4 property (or choosing it), the sync state. */
export function Ga4ConnectionCard({ shop, overview }: { shop: Shop; overview: GoogleAnalyticsOverview }) {
  const { t } = useTranslation('googleAnalytics');
  const { t: tc } = useTranslation('connections');
  const canEdit = hasRole(shop.role, 'admin');
  const start = useStartGoogleConnection(shop.id);
  const sync = useSyncConnectionNow(shop.id);
  const select = useSelectGa4Property(shop.id);
  const [changing, setChanging] = useState(false);
  const [choice, setChoice] = useState('');
  const { connection, properties, selection } = overview;
  const connect = () =>
    start.mutate(
      { connector: 'google_analytics' },
      { onError: (failure) => notifyError(failure, tc('failed.connect')) },
    );

  if (!connection) {
    return (
      <Card className="flex flex-col gap-4 p-5 sm:flex-row sm:items-start">
        <ConnectorIcon connector="google_analytics" />
        <div className="flex min-w-0 flex-1 flex-col gap-3">
          <div>
            <h2 className="text-base font-semibold text-fg">{t('notConnected.title')}</h2>
            <p className="mt-1 text-sm text-muted">{t('notConnected.description')}</p>
          </div>
          {!canEdit ? (
            <p className="text-sm text-muted">{t('notConnected.viewer')}</p>
          ) : overview.configured ? (
            <div>
              <Button onClick={connect} loading={start.isPending}>
                <Link2 aria-hidden className="h-4 w-4" />
                {tc('actions.connect')}
              </Button>
            </div>
          ) : (
            <GoogleNotConfiguredNote missing={overview.missingSettings} />
          )}
        </div>
      </Card>
    );
  }

  const broken = connection.status === 'broken';
  const picking = !broken && properties !== null && properties.length > 0 && (selection === null || changing);
  return (
    <Card>
      <CardHeader
        title={
          <span className="flex flex-wrap items-center gap-2">
            {t('property.title')}
            <ConnectionStatusBadge connection={connection} waitingFor="property" />
          </span>
        }
        description={
          selection
            ? [
                t('property.option', { name: selection.name, account: selection.accountName }),
                connection.lastSyncedAt
                  ? tc('lastSync', { time: formatDateTime(connection.lastSyncedAt) })
                  : tc('neverSynced'),
              ].join(' · ')
            : undefined
        }
        actions={
          canEdit ? (
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
        {!broken && properties === null && connection.syncState !== 'error' && (
          <p className="flex items-center gap-2 text-sm text-muted">
            <Spinner className="h-4 w-4" />
            {t('property.loading')}
          </p>
        )}
        {!broken && properties !== null && properties.length === 0 && (
          <p className="text-sm text-muted">{t('property.none')}</p>
        )}
        {picking && canEdit && (
          <form
            className="flex flex-col gap-3 sm:flex-row sm:items-end"
            onSubmit={(event) => {
              event.preventDefault();
              const propertyId = choice || selection?.id;
              if (!propertyId) return;
              select.mutate(
                { propertyId },
                {
                  onSuccess: () => {
                    setChanging(false);
                    notify.success(t('property.saved'));
                  },
                  onError: (failure) => notifyError(failure, t('property.failed')),
                },
              );
            }}
          >
            <SelectField
              label={t('property.label')}
              className="w-full sm:w-96"
              value={choice || selection?.id || ''}
              onChange={(event) => setChoice(event.target.value)}
              options={[
                { value: '', label: t('property.choose') },
                ...properties.map((property) => ({
                  value: property.id,
                  label: t('property.option', { name: property.name, account: property.accountName }),
                })),
              ]}
            />
            <div className="flex gap-2">
              <Button type="submit" disabled={!(choice || selection?.id)} loading={select.isPending}>
                {t('property.save')}
              </Button>
              {selection && (
                <Button type="button" variant="ghost" onClick={() => setChanging(false)}>
                  {t('property.cancel')}
                </Button>
              )}
            </div>
          </form>
        )}
        {canEdit && !broken && !picking && properties !== null && properties.length > 1 && (
          <div>
            <Button size="sm" variant="ghost" onClick={() => setChanging(true)}>
              {t('property.change')}
            </Button>
          </div>
        )}
      </div>
    </Card>
  );
}
