import type { Shop } from '@ziskomer/contracts';
import { Link2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { ConnectionStatusBadge } from '../connection-status.tsx';
import { ConnectorIcon } from '../connector-icon.tsx';
import { useConnections } from '../use-connections.ts';

/**
 * On the imports screen, the other way orders arrive: the e-shop platform's connection and when
 * it last synced, or an invitation to connect one. The same order from a file and from the
 * platform is one order, which the card says, so nobody fears duplicates.
 */
export function EshopSourceCard({ shop }: { shop: Shop }) {
  const { t } = useTranslation('eshopPlatform');
  const list = useConnections(shop.id);
  const entry = list.data?.items.find((item) => item.connector === 'eshop_platform');
  if (!entry?.available) return null;
  const { connection } = entry;

  return (
    <Card className="flex flex-col gap-3 p-5 sm:flex-row sm:items-center sm:justify-between">
      <div className="flex min-w-0 gap-3">
        <ConnectorIcon connector="eshop_platform" />
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-2">
            <h2 className="text-sm font-semibold text-fg">{t('source.title')}</h2>
            {connection && (
              <ConnectionStatusBadge connection={connection} waitingLabel={t('source.waiting')} />
            )}
          </div>
          <p className="mt-0.5 text-sm text-muted">
            {connection
              ? t('source.connected', {
                  platform: connection.account ? t(`platforms.${connection.account.id}.name`) : '',
                  time: connection.lastSyncedAt ? formatDateTime(connection.lastSyncedAt) : t('source.never'),
                })
              : t('source.disconnected')}
          </p>
        </div>
      </div>
      <Button asChild variant={connection ? 'ghost' : 'secondary'} size="sm" className="shrink-0">
        <Link to="/settings?tab=connections">
          <Link2 aria-hidden className="h-4 w-4" />
          {connection ? t('source.manage') : t('source.connect')}
        </Link>
      </Button>
    </Card>
  );
}
