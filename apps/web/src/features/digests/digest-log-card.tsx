import type { DigestDelivery } from '@ziskomer/contracts';
import { History } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../components/ui/badge.tsx';
import { Card, CardHeader } from '../../components/ui/card.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { LoadError } from '../../components/ui/load-error.tsx';
import { RefreshButton } from '../../components/ui/refresh-button.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { formatDateTime } from '../../lib/format.ts';
import { formatPeriodKey } from './format-period-key.ts';
import { useDigestDeliveries } from './use-digests.ts';

const TONE = { sent: 'accent', failed: 'danger', unknown: 'warning', sending: 'neutral' } as const;

/** Every digest, preview and alert e-mail of the shop: sent, failed and why. */
export function DigestLogCard({ shopId, timeZone }: { shopId: string; timeZone: string }) {
  const { t } = useTranslation('digests');
  const log = useDigestDeliveries(shopId);
  return (
    <Card>
      <CardHeader
        title={t('settings.log')}
        actions={
          <RefreshButton
            label={t('settings.reloadLog')}
            onRefresh={() => log.refetch()}
            refreshing={log.isFetching}
          />
        }
      />
      {log.isPending ? (
        <div aria-busy className="flex flex-col gap-3 p-5">
          <Skeleton className="h-10 w-full" />
          <Skeleton className="h-10 w-full" />
        </div>
      ) : log.isError ? (
        <LoadError
          className="py-8"
          title={t('settings.logLoadFailed')}
          error={log.error}
          onRetry={() => log.refetch()}
          retrying={log.isFetching}
        />
      ) : log.data.items.length === 0 ? (
        <EmptyState className="py-10" icon={History} title={t('settings.logEmpty')} />
      ) : (
        <ul className="max-h-[420px] divide-y divide-border overflow-y-auto">
          {log.data.items.map((item) => (
            <DeliveryRow key={item.id} item={item} timeZone={timeZone} />
          ))}
        </ul>
      )}
    </Card>
  );
}

function DeliveryRow({ item, timeZone }: { item: DigestDelivery; timeZone: string }) {
  const { t } = useTranslation('digests');
  const reason = item.status === 'unknown' ? t('settings.statusUnknownHint') : item.error;
  return (
    <li className="flex flex-col gap-1 px-5 py-3 sm:flex-row sm:items-start sm:gap-4">
      <div className="min-w-0 flex-1">
        <p className="text-sm font-medium text-fg">
          {t(`settings.kinds.${item.kind}`)}
          <span className="font-normal text-muted">
            {' '}
            · {formatPeriodKey(item.periodKey, (key, values) => t(key, values ?? {}))}
          </span>
        </p>
        <p className="truncate text-xs text-muted">
          {item.email} · {formatDateTime(item.updatedAt, timeZone)}
          {item.attempts > 1 && ` · ${t('settings.attempts', { count: item.attempts })}`}
        </p>
        {reason && item.status !== 'sent' && <p className="mt-1 break-words text-xs text-danger">{reason}</p>}
      </div>
      <Badge tone={TONE[item.status]} className="self-start">
        {t(`settings.status.${item.status}`)}
      </Badge>
    </li>
  );
}
