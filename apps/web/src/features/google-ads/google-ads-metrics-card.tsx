import type { MarketingReport } from '@ziskomer/contracts';
import { useTranslation } from 'react-i18next';
import { Card, CardHeader } from '../../components/ui/card.tsx';
import { ScrollTableRegion } from '../../components/ui/scroll-table-region.tsx';
import { formatMoney, formatNumber, formatPercent } from '../../lib/format.ts';

/**
 * The campaigns as Google Ads itself reports them: cost, impressions, clicks, CTR, average CPC and
 * its own conversions — beside the shop's profit in the campaigns card.
 */
export function GoogleAdsMetricsCard({
  campaigns,
  currency,
  namespace = 'googleAds',
}: {
  campaigns: MarketingReport['campaigns'];
  currency: string;
  /** Whose figures they are: the texts' namespace (Sklik's page shows its own the same way). */
  namespace?: 'googleAds' | 'seznam';
}) {
  const { t } = useTranslation(namespace);
  return (
    <Card className="min-w-0 overflow-hidden">
      <CardHeader title={t('metrics.title')} description={t('metrics.description')} />
      <ScrollTableRegion label={t('metrics.title')}>
        <table className="w-full min-w-[48rem] text-sm">
          <thead className="text-left text-xs text-muted">
            <tr className="border-b border-border">
              <th className="px-5 py-2.5 font-medium">{t('metrics.campaign')}</th>
              <th className="px-3 py-2.5 text-right font-medium">{t('metrics.cost')}</th>
              <th className="px-3 py-2.5 text-right font-medium">{t('metrics.impressions')}</th>
              <th className="px-3 py-2.5 text-right font-medium">{t('metrics.clicks')}</th>
              <th className="px-3 py-2.5 text-right font-medium">{t('metrics.ctr')}</th>
              <th className="px-3 py-2.5 text-right font-medium">{t('metrics.cpc')}</th>
              <th className="px-3 py-2.5 text-right font-medium">{t('metrics.conversions')}</th>
              <th className="px-5 py-2.5 text-right font-medium">{t('metrics.conversionValue')}</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-border">
            {campaigns.map((row) => (
              <tr key={`${row.account}/${row.campaign}`}>
                <td className="px-5 py-2.5 font-medium text-fg">{row.campaign}</td>
                <td className="px-3 py-2.5 text-right tabular-nums">{formatMoney(row.adSpend, currency)}</td>
                <td className="px-3 py-2.5 text-right tabular-nums">{formatNumber(row.impressions)}</td>
                <td className="px-3 py-2.5 text-right tabular-nums">{formatNumber(row.clicks)}</td>
                <td className="px-3 py-2.5 text-right tabular-nums">
                  {row.impressions > 0 ? formatPercent(row.clicks / row.impressions, 2) : '—'}
                </td>
                <td className="px-3 py-2.5 text-right tabular-nums">
                  {row.clicks > 0 ? formatMoney(row.adSpend / row.clicks, currency, 2) : '—'}
                </td>
                <td className="px-3 py-2.5 text-right tabular-nums">
                  {formatNumber(row.platformConversions, 1)}
                </td>
                <td className="px-5 py-2.5 text-right tabular-nums">
                  {formatMoney(row.platformConversionValue, currency)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollTableRegion>
    </Card>
  );
}
