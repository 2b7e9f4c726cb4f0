import { hasRole, type Shop } from '@ziskomer/contracts';
import { Megaphone } from 'lucide-react';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { Card, CardHeader } from '../../components/ui/card.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { LoadError } from '../../components/ui/load-error.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { notify, notifyError } from '../../lib/notify.ts';
import { SliceTable } from '../analytics/marketing/slice-table.tsx';
import { ReportPage } from '../analytics/shared/report-page.tsx';
import { useSyncConnectionNow } from '../connections/use-connections.ts';
import { ProfitUploadCard } from '../profit-upload/profit-upload-card.tsx';
import { useSelectedShop } from '../shops/use-selected-shop.ts';
import { MetaCompletenessCard } from './meta-completeness-card.tsx';
import { MetaConnectionCard } from './meta-connection-card.tsx';
import { MetaFrequencyCard } from './meta-frequency-card.tsx';
import { MetaIssueNote, useMetaIssueToast } from './meta-issue-note.tsx';
import { MetaMetricsCard } from './meta-metrics-card.tsx';
import { useMetaOverview } from './use-meta-ads.ts';

/**
 * /facebook: the Meta (Facebook, Instagram) connection — account, sync state, the last issue and
 * how whole the data are — and its campaigns in the period: the shop's POAS per campaign from the
 * marketing report, Meta's own figures with the week's frequency beside it.
 */
export default function MetaAdsPage() {
  const { t } = useTranslation('metaAds');
  const { shop } = useSelectedShop();
  const overview = useMetaOverview(shop?.id);
  const week = overview.data?.week?.campaigns ?? [];
  return (
    <ReportPage
      reportId="marketing"
      title={t('title')}
      description={t('description')}
      showCompare={false}
      withoutOrders
      intro={shop ? <MetaHead shop={shop} overview={overview} /> : null}
    >
      {({ meta, data }) => {
        const campaigns = data.campaigns.filter((row) => row.channel === 'meta');
        return (
          <>
            <Card className="min-w-0 overflow-hidden">
              <CardHeader title={t('campaigns.title')} description={t('campaigns.description')} />
              {campaigns.length === 0 ? (
                <EmptyState className="py-10" icon={Megaphone} title={t('campaigns.empty')} />
              ) : (
                <SliceTable
                  nameHeader={t('metrics.campaign')}
                  currency={meta.currency}
                  breakEvenPoas={data.breakEvenPoas}
                  rows={campaigns.map((row) => ({
                    key: `${row.account}/${row.campaign}`,
                    name: row.campaign,
                    slice: row,
                  }))}
                />
              )}
            </Card>
            {campaigns.length > 0 && (
              <MetaMetricsCard
                campaigns={campaigns}
                week={week}
                currency={meta.currency}
                breakEvenPoas={data.breakEvenPoas}
              />
            )}
            {overview.data?.week && <MetaFrequencyCard week={overview.data.week} />}
            {shop && <ProfitUploadCard shop={shop} platform="meta" />}
          </>
        );
      }}
    </ReportPage>
  );
}

function MetaHead({ shop, overview }: { shop: Shop; overview: ReturnType<typeof useMetaOverview> }) {
  const { t } = useTranslation('connections');
  const sync = useSyncConnectionNow(shop.id);
  const connection = overview.data?.connection;
  const canSync =
    hasRole(shop.role, 'admin') && !!connection && !connection.demo && connection.status === 'connected';
  const retry = useCallback(() => {
    if (!connection) return;
    sync.mutate(connection.id, {
      onSuccess: () => notify.success(t('actions.syncQueued')),
      onError: (failure) => notifyError(failure, t('failed.sync')),
    });
  }, [connection, sync, t]);
  const issue = overview.data?.issue ?? null;
  useMetaIssueToast(issue, canSync ? retry : undefined);

  if (overview.isPending) return <Skeleton className="h-36 rounded-xl" />;
  if (overview.isError) {
    return (
      <Card>
        <LoadError title={t('loadFailed')} error={overview.error} onRetry={() => overview.refetch()} />
      </Card>
    );
  }
  const { completeness } = overview.data;
  return (
    <div className="flex flex-col gap-4">
      <MetaConnectionCard shop={shop} overview={overview.data} />
      {/* Failures show on the card, missing days on the completeness card; the rest (no data) here. */}
      {issue &&
        connection?.status === 'connected' &&
        connection.syncState !== 'error' &&
        issue.code !== 'PARTIAL_DATA' &&
        issue.code !== 'INCOMPLETE_DATA' && (
          <MetaIssueNote issue={issue} onRetry={canSync ? retry : undefined} />
        )}
      {completeness && overview.data.selection && (
        <MetaCompletenessCard shop={shop} completeness={completeness} demo={!!connection?.demo} />
      )}
    </div>
  );
}
