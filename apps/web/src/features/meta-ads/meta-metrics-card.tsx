import type { MarketingReport, MetaCampaignWeek } from '@ziskomer/contracts';
import { useTranslation } from 'react-i18next';
import { Card, CardHeader } from '../../components/ui/card.tsx';
import { cn } from '../../components/ui/cn.ts';
import { ScrollTableRegion } from '../../components/ui/scroll-table-region.tsx';
import { formatMoney, formatNumber } from '../../lib/format.ts';
import { formatMultiple } from '../analytics/marketing/format-marketing.ts';
import { frequencyBand } from './frequency-band.ts';

/**
 * The campaigns as Meta reports them — spend, impressions, clicks, the week's frequency, purchases
 * and their value — beside the shop's POAS (gross profit of the campaign's orders ÷ its spend).
 */
export function MetaMetricsCard({
  campaigns,
  week,
  currency,
  breakEvenPoas,
}: {
  campaigns: MarketingReport['campaigns'];
  week: MetaCampaignWeek[];
  currency: string;
  breakEvenPoas: number;
}) {
  const { t } = useTranslation('metaAds');
  const frequencyOf = new Map(week.map((campaign) => [campaign.campaign, campaign.frequency]));
  const head = 'px-3 py-2.5 text-right font-medium whitespace-nowrap';
  const cell = 'px-3 py-2.5 text-right tabular-nums whitespace-nowrap';
  return (
    <Card className="min-w-0 overflow-hidden">
      <CardHeader title={t('metrics.title')} description={t('metrics.description')} />
      <ScrollTableRegion label={t('metrics.title')}>
        <table className="w-full min-w-[52rem] text-sm">
          <thead className="text-left text-xs text-muted">
            <tr className="border-b border-border">
              <th className="sticky left-0 z-[1] bg-surface px-5 py-2.5 font-medium">
                {t('metrics.campaign')}
              </th>
              <th className={head}>{t('metrics.spend')}</th>
              <th className={head}>{t('metrics.impressions')}</th>
              <th className={head}>{t('metrics.clicks')}</th>
              <th className={head}>{t('metrics.frequency')}</th>
              <th className={head}>{t('metrics.purchases')}</th>
              <th className={head}>{t('metrics.purchaseValue')}</th>
              <th className={cn(head, 'pr-5')}>{t('metrics.poas')}</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-border">
            {campaigns.map((row) => {
              const frequency = frequencyOf.get(row.campaign);
              const band = frequency === undefined ? null : frequencyBand(frequency);
              return (
                <tr key={`${row.account}/${row.campaign}`}>
                  <td className="sticky left-0 z-[1] bg-surface px-5 py-2.5 font-medium text-fg">
                    {row.campaign}
                  </td>
                  <td className={cell}>{formatMoney(row.adSpend, currency)}</td>
                  <td className={cell}>{formatNumber(row.impressions)}</td>
                  <td className={cell}>{formatNumber(row.clicks)}</td>
                  <td className={cell}>
                    {frequency === undefined ? (
                      '—'
                    ) : (
                      <span
                        title={t(`frequency.${band}`)}
                        className={cn(
                          band === 'high' && 'font-semibold text-warning',
                          band === 'low' && 'text-muted',
                        )}
                      >
                        {formatNumber(frequency, 1)}×
                        <span className="sr-only"> ({t(`frequency.${band}`)})</span>
                      </span>
                    )}
                  </td>
                  <td className={cell}>{formatNumber(row.platformConversions, 0)}</td>
                  <td className={cell}>{formatMoney(row.platformConversionValue, currency)}</td>
                  <td
                    className={cn(
                      cell,
                      'pr-5 font-semibold',
                      row.poas !== null && row.poas < breakEvenPoas ? 'text-danger' : 'text-fg',
                    )}
                  >
                    {row.poas === null ? '—' : formatMultiple(row.poas)}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </ScrollTableRegion>
    </Card>
  );
}
