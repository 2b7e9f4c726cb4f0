import {
  type AvailableConnector,
  CONNECTION_SYNC_HOURS,
  type ConnectorEntry,
  type EshopPlatform,
  type GoogleConnector,
} from '@ziskomer/contracts';
import { ExternalLink, Link2, RefreshCw, Unplug } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { SelectField } from '../../components/ui/select-field.tsx';
import { Switch } from '../../components/ui/switch.tsx';
import { formatDateTime } from '../../lib/format.ts';
import { ConnectionStatusBadge } from './connection-status.tsx';
import { ConnectorIcon } from './connector-icon.tsx';
import { CONNECTOR_PAGES } from './connector-pages.ts';
import { EshopConnectDialog } from './eshop/eshop-connect-dialog.tsx';
import { EshopPlatformPanel } from './eshop/eshop-platform-panel.tsx';
import { GoogleNotConfiguredNote } from './google-not-configured-note.tsx';

export interface ConnectorRowProps {
  shopId: string;
  entry: ConnectorEntry;
  canEdit: boolean;
  /** Server settings still missing for Google's connectors. */
  googleMissing: string[];
  /** Server settings still missing for Meta. */
  metaMissing: string[];
  busy: boolean;
  onConnect: (connector: GoogleConnector) => void;
  onSyncNow: (connectionId: string) => void;
  onSchedule: (connectionId: string, change: { everyHours?: number; paused?: boolean }) => void;
  onDisconnect: (connectionId: string) => void;
}

/** One connector of Settings → Propojení: what it brings, its state, and what an admin can do. */
export function ConnectorRow({
  shopId,
  entry,
  canEdit,
  googleMissing,
  metaMissing,
  busy,
  onConnect,
  onSyncNow,
  onSchedule,
  onDisconnect,
}: ConnectorRowProps) {
  const { t } = useTranslation('connections');
  const { t: tMeta } = useTranslation('metaAds');
  const [explaining, setExplaining] = useState(false);
  // The e-shop platform signs in with a form of its own (platform, then its credentials), not OAuth.
  const isEshop = entry.connector === 'eshop_platform';
  const [connectingEshop, setConnectingEshop] = useState<{ platform: EshopPlatform | null } | null>(null);
  const { connection } = entry;
  const name = t(`connectors.${entry.connector}.name`);
  const isGoogle = entry.connector.startsWith('google_');
  // Only Google Ads needs the developer token.
  const missing = googleMissing.filter(
    (name) => entry.connector === 'google_ads' || name !== 'GOOGLE_ADS_DEVELOPER_TOKEN',
  );
  const isMeta = entry.connector === 'meta';
  const notConfigured = (isGoogle && missing.length > 0) || (isMeta && metaMissing.length > 0);
  const page = CONNECTOR_PAGES[entry.connector as AvailableConnector] as string | undefined;
  const headingId = `connector-${entry.connector}`;

  return (
    <li className="flex flex-col gap-3 px-5 py-4" aria-labelledby={headingId}>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="flex min-w-0 gap-3">
          <ConnectorIcon connector={entry.connector} />
          <div className="min-w-0">
            <div className="flex flex-wrap items-center gap-2">
              <h3 id={headingId} className="text-sm font-semibold text-fg">
                {name}
              </h3>
              {!entry.available ? (
                <Badge>{t('status.coming')}</Badge>
              ) : connection ? (
                <>
                  <ConnectionStatusBadge
                    connection={connection}
                    waitingLabel={t(`waiting.${entry.connector as AvailableConnector}`)}
                  />
                  {connection.demo && <Badge tone="warning">{t('demo.badge')}</Badge>}
                </>
              ) : (
                <Badge>{t('status.disconnected')}</Badge>
              )}
            </div>
            <p className="mt-0.5 text-sm text-muted">{t(`connectors.${entry.connector}.description`)}</p>
            <p className="mt-1 flex flex-wrap gap-x-2 gap-y-0.5 text-xs text-muted">
              <span>{t(`authMethod.${entry.authMethod}`)}</span>
              {connection && (
                <>
                  <span aria-hidden>·</span>
                  <span>
                    {connection.lastSyncedAt
                      ? t('lastSync', { time: formatDateTime(connection.lastSyncedAt) })
                      : t('neverSynced')}
                  </span>
                  {connection.account && (
                    <>
                      <span aria-hidden>·</span>
                      <span>{t('account', { name: connection.account.name })}</span>
                    </>
                  )}
                  {connection.connectedByName && (
                    <>
                      <span aria-hidden>·</span>
                      <span>{t('connectedBy', { name: connection.connectedByName })}</span>
                    </>
                  )}
                </>
              )}
            </p>
          </div>
        </div>
        {entry.available && canEdit && !connection?.demo && (
          <div className="flex shrink-0 flex-wrap gap-2 sm:justify-end">
            {!connection || connection.status === 'broken' ? (
              notConfigured ? (
                <Button
                  variant="secondary"
                  size="sm"
                  aria-expanded={explaining}
                  onClick={() => setExplaining((open) => !open)}
                >
                  <Link2 aria-hidden className="h-4 w-4" />
                  {t(connection ? 'actions.reconnect' : 'actions.connect')}
                </Button>
              ) : (
                <Button
                  size="sm"
                  onClick={() =>
                    isEshop
                      ? setConnectingEshop({
                          platform: (connection?.account?.id as EshopPlatform | undefined) ?? null,
                        })
                      : onConnect(entry.connector as GoogleConnector)
                  }
                  loading={busy}
                >
                  <Link2 aria-hidden className="h-4 w-4" />
                  {t(connection ? 'actions.reconnect' : 'actions.connect')}
                </Button>
              )
            ) : (
              <Button
                variant="secondary"
                size="sm"
                disabled={busy || !connection.account || connection.syncState === 'syncing'}
                onClick={() => onSyncNow(connection.id)}
              >
                <RefreshCw aria-hidden className="h-4 w-4" />
                {t('actions.syncNow')}
              </Button>
            )}
            {connection && page && (
              <Button asChild variant="ghost" size="sm">
                <Link to={page}>
                  <ExternalLink aria-hidden className="h-4 w-4" />
                  {connection.account ? t('actions.open') : t('actions.chooseAccount')}
                </Link>
              </Button>
            )}
            {connection && (
              <Button variant="ghost" size="sm" onClick={() => onDisconnect(connection.id)}>
                <Unplug aria-hidden className="h-4 w-4" />
                {t('actions.disconnect')}
              </Button>
            )}
          </div>
        )}
      </div>

      {connection?.status === 'broken' && connection.brokenReason && (
        <p role="alert" className="rounded-lg bg-danger-soft px-3 py-2 text-sm text-danger sm:ml-13">
          {connection.brokenReason}
        </p>
      )}
      {connection?.status === 'connected' && connection.syncState === 'error' && connection.syncError && (
        <p className="rounded-lg bg-danger-soft px-3 py-2 text-sm text-danger sm:ml-13">
          {connection.syncError}
        </p>
      )}
      {explaining && notConfigured && (
        <GoogleNotConfiguredNote
          missing={isMeta ? metaMissing : googleMissing}
          className="sm:ml-13"
          {...(isMeta
            ? { title: tMeta('notConfigured.title'), description: tMeta('notConfigured.description') }
            : {})}
        />
      )}

      {connection?.demo && (
        <p className="text-sm text-muted sm:ml-13">
          {isMeta ? tMeta('demoNote') : t(entry.connector === 'sklik' ? 'demo.noteSklik' : 'demo.note')}
        </p>
      )}
      {isEshop && canEdit && connection && !connection.demo && (
        <EshopPlatformPanel
          shopId={shopId}
          onChangeCredentials={(platform) => setConnectingEshop({ platform })}
        />
      )}
      {isEshop && canEdit && (
        <EshopConnectDialog
          key={connectingEshop?.platform ?? 'new'}
          shopId={shopId}
          open={connectingEshop !== null}
          initialPlatform={connectingEshop?.platform}
          onOpenChange={(open) => !open && setConnectingEshop(null)}
        />
      )}
      {connection?.schedule && (
        <div className="flex flex-wrap items-end gap-x-4 gap-y-2 sm:ml-13">
          <SelectField
            label={t('schedule.label')}
            className="w-44"
            value={String(connection.schedule.everyHours)}
            disabled={!canEdit || busy}
            onChange={(event) => onSchedule(connection.id, { everyHours: Number(event.target.value) })}
            options={CONNECTION_SYNC_HOURS.map((hours) => ({
              value: String(hours),
              label: t('schedule.everyHours', { count: hours }),
            }))}
          />
          <div className="flex h-10 items-center gap-2 text-sm text-fg">
            <Switch
              id={`${headingId}-active`}
              checked={!connection.schedule.paused}
              disabled={!canEdit || busy}
              onCheckedChange={(on) => onSchedule(connection.id, { paused: !on })}
            />
            <label htmlFor={`${headingId}-active`}>
              {connection.schedule.paused ? t('schedule.paused') : t('schedule.active')}
            </label>
          </div>
          {!connection.schedule.paused && (
            <span className="flex h-10 items-center text-xs text-muted">
              {t('nextRun', { time: formatDateTime(connection.schedule.nextRunAt) })}
            </span>
          )}
        </div>
      )}
    </li>
  );
}
