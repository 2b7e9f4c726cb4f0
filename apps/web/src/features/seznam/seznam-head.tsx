import type { Shop } from '@ziskomer/contracts';
import { useTranslation } from 'react-i18next';
import { ChartCard } from '../../components/charts/chart-card.tsx';
import { Card } from '../../components/ui/card.tsx';
import { LoadError } from '../../components/ui/load-error.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { formatDate, formatMoney, formatNumber } from '../../lib/format.ts';
import { ApiKeyConnectionCard } from '../connections/api-key-connection-card.tsx';
import { ChannelDaysChart } from '../connections/channel-days-chart.tsx';
import { SEZNAM_DAYS, useSeznamOverview } from './use-seznam.ts';

/** The head of /seznam: the Sklik connection, and Sklik's cost and conversion value by day. */
export function SeznamHead({ shop }: { shop: Shop }) {
  const { t } = useTranslation('seznam');
  const overview = useSeznamOverview(shop.id);
  if (overview.isPending)
    return (
      <div className="flex flex-col gap-6">
        <Skeleton className="h-28 rounded-xl" />
        <Skeleton className="h-72 rounded-xl" />
      </div>
    );
  if (overview.isError)
    return (
      <Card>
        <LoadError title={t('loadFailed')} error={overview.error} onRetry={() => overview.refetch()} />
      </Card>
    );
  const { connection, byDay } = overview.data;
  return (
    <div className="flex flex-col gap-6">
      <ApiKeyConnectionCard
        shop={shop}
        connector="sklik"
        connection={connection}
        texts={{
          notConnectedTitle: t('notConnected.title'),
          notConnectedDescription: t('notConnected.description'),
          firstSync: t('connection.firstSync'),
        }}
      />
      {(connection || byDay.length > 0) && (
        <ChartCard
          title={t('trend.title')}
          description={t('trend.description', { days: SEZNAM_DAYS })}
          chart={
            byDay.length === 0 ? (
              <p className="px-5 py-10 text-center text-sm text-muted">
                {t('trend.empty', { days: SEZNAM_DAYS })}
              </p>
            ) : (
              <ChannelDaysChart
                days={byDay}
                currency={shop.currency}
                timeZone={shop.timeZone}
                labels={{
                  cost: t('trend.cost'),
                  conversionValue: t('trend.conversionValue'),
                  chart: t('trend.title'),
                }}
              />
            )
          }
          table={
            <table className="w-full text-sm">
              <thead className="sticky top-0 bg-surface text-left text-xs text-muted">
                <tr>
                  <th className="py-2 font-medium">{t('trend.day')}</th>
                  <th className="py-2 text-right font-medium">{t('trend.cost')}</th>
                  <th className="py-2 text-right font-medium">{t('metrics.clicks')}</th>
                  <th className="py-2 text-right font-medium">{t('trend.conversionValue')}</th>
                </tr>
              </thead>
              <tbody>
                {byDay.map((row) => (
                  <tr key={row.day} className="border-t border-border">
                    <td className="py-1.5">{formatDate(row.day)}</td>
                    <td className="py-1.5 text-right tabular">{formatMoney(row.cost, shop.currency)}</td>
                    <td className="py-1.5 text-right tabular">{formatNumber(row.clicks)}</td>
                    <td className="py-1.5 text-right tabular">
                      {formatMoney(row.conversionValue, shop.currency)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          }
        />
      )}
    </div>
  );
}
