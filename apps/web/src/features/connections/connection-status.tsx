import type { Connection } from '@ziskomer/contracts';
import { AlertTriangle, CheckCircle2, Clock, Loader2, XCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../components/ui/badge.tsx';

/**
 * The connection's state as one badge: not working, syncing, failed, stale, synced or waiting for
 * what the connector syncs from to be chosen (a Google Ads account, a GA4 property).
 */
export function ConnectionStatusBadge({
  connection,
  waitingLabel,
}: {
  connection: Connection;
  /** What the badge says while nothing is chosen; 'Čeká na výběr účtu' when not given. */
  waitingLabel?: string;
}) {
  const { t } = useTranslation('connections');
  if (connection.status === 'broken')
    return (
      <Badge tone="danger" className="gap-1">
        <XCircle aria-hidden className="h-3 w-3" />
        {t('status.broken')}
      </Badge>
    );
  if (connection.syncState === 'syncing')
    return (
      <Badge tone="accent" className="gap-1">
        <Loader2 aria-hidden className="h-3 w-3 animate-spin motion-reduce:animate-none" />
        {t('syncState.syncing')}
      </Badge>
    );
  if (connection.syncState === 'error')
    return (
      <Badge tone="danger" className="gap-1">
        <AlertTriangle aria-hidden className="h-3 w-3" />
        {t('syncState.error')}
      </Badge>
    );
  if (connection.stale)
    return (
      <Badge tone="warning" className="gap-1">
        <Clock aria-hidden className="h-3 w-3" />
        {t('syncState.stale')}
      </Badge>
    );
  if (connection.syncState === 'completed')
    return (
      <Badge tone="accent" className="gap-1">
        <CheckCircle2 aria-hidden className="h-3 w-3" />
        {t('syncState.completed')}
      </Badge>
    );
  return <Badge className="gap-1">{waitingLabel ?? t('syncState.idle')}</Badge>;
}
