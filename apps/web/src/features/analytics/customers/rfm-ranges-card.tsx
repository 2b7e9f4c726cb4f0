import type { RfmScoreRange } from '@ziskomer/contracts';
import { useTranslation } from 'react-i18next';
import { ChartCard } from '../../../components/charts/chart-card.tsx';
import { formatMoney, formatNumber } from '../../../lib/format.ts';
import { INSET_TABLE } from './table-style.ts';

/** What each score stands for in this shop: the days, orders and revenue of its customers. */
export function RfmRangesCard({ ranges, currency }: { ranges: RfmScoreRange[]; currency: string }) {
  const { t } = useTranslation('analyticsCustomers');
  const span = (range: { min: number; max: number } | null, format: (value: number) => string) => {
    if (!range) return <span className="text-muted">{t('rfm.ranges.none')}</span>;
    return range.min === range.max ? format(range.min) : `${format(range.min)} – ${format(range.max)}`;
  };
  return (
    <ChartCard
      title={t('rfm.ranges.title')}
      description={t('rfm.ranges.description')}
      definition={t('rfm.definitions.ranges')}
      chart={
        <div className="overflow-x-auto">
          <table className={INSET_TABLE}>
            <thead className="text-left text-xs text-muted">
              <tr>
                <th className="py-2 font-medium">{t('rfm.ranges.score')}</th>
                <th className="py-2 text-right font-medium">{t('rfm.ranges.recency')}</th>
                <th className="py-2 text-right font-medium">{t('rfm.ranges.frequency')}</th>
                <th className="py-2 text-right font-medium">{t('rfm.ranges.monetary')}</th>
              </tr>
            </thead>
            <tbody>
              {[...ranges].reverse().map((range) => (
                <tr key={range.score} className="border-t border-border">
                  <td className="py-2">
                    <span className="inline-flex h-6 w-6 items-center justify-center rounded-md bg-surface-2 text-xs font-semibold text-fg">
                      {range.score}
                    </span>
                  </td>
                  <td className="py-2 text-right">
                    {span(range.recencyDays, (value) => formatNumber(value))}
                  </td>
                  <td className="py-2 text-right">{span(range.orders, (value) => formatNumber(value))}</td>
                  <td className="py-2 text-right">
                    {span(range.revenue, (value) => formatMoney(value, currency))}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      }
    />
  );
}
