import type { EshopPlatform } from '@ziskomer/contracts';
import { KeyRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { EshopWebhookSetup } from './eshop-webhook-setup.tsx';
import { useEshopPlatform } from './use-eshop-platform.ts';

/**
 * Under the e-shop platform's row, for admins: which platform and store, how many orders arrived,
 * the orders the platform holds incomplete, the last webhook, and the webhook to set up.
 */
export function EshopPlatformPanel({
  shopId,
  onChangeCredentials,
}: {
  shopId: string;
  onChangeCredentials: (platform: EshopPlatform | null) => void;
}) {
  const { t, i18n } = useTranslation('eshopPlatform');
  const details = useEshopPlatform(shopId, true);

  if (details.isPending) {
    return (
      <div className="flex flex-col gap-2 sm:ml-13" aria-busy>
        <Skeleton className="h-14 w-full" />
        <Skeleton className="h-32 w-full" />
      </div>
    );
  }
  if (details.isError) {
    return (
      <div className="sm:ml-13">
        <LoadError title={t('panel.loadFailed')} error={details.error} onRetry={() => details.refetch()} />
      </div>
    );
  }
  const data = details.data;
  if (!data.platform) return null;
  const number = new Intl.NumberFormat(i18n.language);

  return (
    <div className="flex flex-col gap-3 sm:ml-13">
      <dl className="grid grid-cols-2 gap-3 rounded-lg bg-surface-2 p-3 sm:grid-cols-4">
        <Stat label={t('panel.platform')} value={t(`platforms.${data.platform}.name`)} />
        {data.shopUrl ? (
          <Stat label={t('panel.shop')} value={new URL(data.shopUrl).host} />
        ) : (
          <Stat label={t('panel.access')} value={t(`platforms.${data.platform}.description`)} />
        )}
        <Stat label={t('panel.ordersSynced')} value={number.format(data.ordersSynced)} />
        <Stat
          label={t('panel.lastWebhook')}
          value={data.lastWebhookAt ? formatDateTime(data.lastWebhookAt) : t('panel.noWebhookYet')}
        />
      </dl>
      {data.ordersSkipped > 0 && (
        <p className="rounded-lg bg-warning-soft px-3 py-2 text-sm text-warning">
          {t('panel.ordersSkipped', { count: data.ordersSkipped })}
        </p>
      )}
      {data.webhook && <EshopWebhookSetup platform={data.platform} webhook={data.webhook} />}
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" size="sm" onClick={() => onChangeCredentials(data.platform)}>
          <KeyRound aria-hidden className="h-4 w-4" />
          {t('panel.changeCredentials')}
        </Button>
      </div>
    </div>
  );
}

function Stat({ label, value }: { label: string; value: string }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs text-muted">{label}</dt>
      <dd className="break-words text-sm font-semibold text-fg tabular-nums">{value}</dd>
    </div>
  );
}
