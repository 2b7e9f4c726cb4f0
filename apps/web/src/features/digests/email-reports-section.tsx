import type { Shop } from '@ziskomer/contracts';
import { Mail } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { LoadError } from '../../components/ui/load-error.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { useSelectedShop } from '../shops/use-selected-shop.ts';
import { AnomalyAlertsCard } from './anomaly-alerts-card.tsx';
import { DigestLogCard } from './digest-log-card.tsx';
import { DigestScheduleCard } from './digest-schedule-card.tsx';
import { useDigestSettings } from './use-digests.ts';

/**
 * Settings → Notifikace, below the account's own switches: the selected shop's e-mail digest
 * (schedule, recipients, preview, delivery log) and its anomaly alerts. Here rather than on a page
 * of its own because both are notifications: what reaches people outside the app.
 */
export function EmailReportsSection() {
  const { t } = useTranslation('digests');
  const { shop: selected, shops } = useSelectedShop();
  // ?shop= (the link of a digest e-mail's footer) wins over the selected shop.
  const [params] = useSearchParams();
  const shop = shops.data?.find((candidate) => candidate.id === params.get('shop')) ?? selected;
  if (shops.isPending) return <Skeleton className="h-64 w-full rounded-xl" />;
  if (!shop) return <EmptyState icon={Mail} title={t('settings.title')} />;
  return <ShopEmailReports key={shop.id} shop={shop} />;
}

function ShopEmailReports({ shop }: { shop: Shop }) {
  const { t } = useTranslation('digests');
  const settings = useDigestSettings(shop.id);
  if (settings.isPending) return <Skeleton className="h-64 w-full rounded-xl" />;
  if (settings.isError) {
    return (
      <LoadError
        title={t('settings.loadFailed')}
        error={settings.error}
        onRetry={() => settings.refetch()}
        retrying={settings.isFetching}
      />
    );
  }
  return (
    <div className="flex flex-col gap-6">
      <DigestScheduleCard shop={shop} settings={settings.data} />
      <DigestLogCard shopId={shop.id} timeZone={shop.timeZone} />
      <AnomalyAlertsCard shop={shop} settings={settings.data} />
    </div>
  );
}
