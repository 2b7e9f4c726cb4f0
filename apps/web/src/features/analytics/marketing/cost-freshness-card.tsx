import { useQuery } from '@tanstack/react-query';
import { type CostFreshness, czechChannelRoutes } from '@ziskomer/contracts';
import { AlertTriangle, CheckCircle2, XCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/ui/badge.tsx';
import { Card, CardHeader } from '../../../components/ui/card.tsx';
import { ScrollTableRegion } from '../../../components/ui/scroll-table-region.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { callApi } from '../../../lib/api.ts';
import { formatDate } from '../../../lib/format.ts';
import { shopReportsKey } from '../shared/use-report.ts';

/**
 * "Aktuálnost nákladů": each channel's last day with costs and where they came from, so a POAS
 * computed on costs that stop before yesterday is recognised as overstated.
 */
export function CostFreshnessCard({ shopId }: { shopId: string }) {
  const { t } = useTranslation('analyticsMarketing');
  const freshness = useQuery({
    queryKey: [...shopReportsKey(shopId), 'cost-freshness'],
    queryFn: ({ signal }) => callApi(czechChannelRoutes.getCostFreshness, { params: { shopId }, signal }),
  });
  if (freshness.isPending) return <Skeleton className="h-40 rounded-xl" />;
  // The page works without it: a failure leaves the card out rather than blocking the report.
  if (freshness.isError || freshness.data.items.length === 0) return null;
  return (
    <Card className="min-w-0 overflow-hidden">
      <CardHeader title={t('freshness.title')} description={t('freshness.description')} />
      <ScrollTableRegion label={t('freshness.title')}>
        <table className="w-full min-w-[32rem] text-sm">
          <thead className="text-left text-xs text-muted">
            <tr className="border-b border-border">
              <th className="px-5 py-2.5 font-medium">{t('freshness.channel')}</th>
              <th className="px-3 py-2.5 font-medium">{t('freshness.lastDay')}</th>
              <th className="px-3 py-2.5 font-medium">{t('freshness.source')}</th>
              <th className="px-5 py-2.5 font-medium">{t('freshness.state')}</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-border">
            {freshness.data.items.map((item) => (
              <tr key={item.channel}>
                <td className="px-5 py-2.5 font-medium text-fg">{t(`channel.${item.channel}`)}</td>
                <td className="px-3 py-2.5 tabular-nums">{formatDate(item.lastDay)}</td>
                <td className="px-3 py-2.5 text-muted">{t(`freshness.sources.${item.source}`)}</td>
                <td className="px-5 py-2.5">
                  <FreshnessBadge item={item} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollTableRegion>
    </Card>
  );
}

function FreshnessBadge({ item }: { item: CostFreshness['items'][number] }) {
  const { t } = useTranslation('analyticsMarketing');
  if (item.connection?.status === 'broken')
    return (
      <Badge tone="danger" className="gap-1">
        <XCircle aria-hidden className="h-3 w-3" />
        {t('freshness.broken')}
      </Badge>
    );
  if (item.daysBehind > 0)
    return (
      <Badge tone="warning" className="gap-1">
        <AlertTriangle aria-hidden className="h-3 w-3" />
        {t('freshness.behind', { count: item.daysBehind })}
      </Badge>
    );
  if (item.connection?.syncState === 'error')
    return (
      <Badge tone="warning" className="gap-1">
        <AlertTriangle aria-hidden className="h-3 w-3" />
        {t('freshness.syncError')}
      </Badge>
    );
  return (
    <Badge tone="accent" className="gap-1">
      <CheckCircle2 aria-hidden className="h-3 w-3" />
      {t('freshness.upToDate')}
    </Badge>
  );
}
