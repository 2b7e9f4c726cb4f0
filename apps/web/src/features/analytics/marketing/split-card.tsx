import type { MarketingReport } from '@ziskomer/contracts';
import { useTranslation } from 'react-i18next';
import { Card, CardHeader } from '../../../components/ui/card.tsx';
import { formatMoney, formatNumber, formatPercent } from '../../../lib/format.ts';

/** The period's counted orders split into new customers' first orders and the rest. */
export function SplitCard({ split, currency }: { split: MarketingReport['split']; currency: string }) {
  const { t } = useTranslation('analyticsMarketing');
  const total = split.newCustomers.revenue + split.returning.revenue;
  const parts = [
    { key: 'newCustomers', figures: split.newCustomers, tone: 'bg-accent' },
    { key: 'returning', figures: split.returning, tone: 'bg-slate-400 dark:bg-slate-500' },
  ] as const;
  return (
    <Card>
      <CardHeader title={t('split.title')} description={t('split.description')} />
      <div className="flex flex-col gap-4 px-5 py-4">
        <div className="flex h-3 overflow-hidden rounded-full bg-surface-2" aria-hidden>
          {parts.map(({ key, figures, tone }) => (
            <div
              key={key}
              className={tone}
              style={{ width: `${total > 0 ? (figures.revenue / total) * 100 : 0}%` }}
            />
          ))}
        </div>
        <dl className="grid grid-cols-2 gap-4">
          {parts.map(({ key, figures, tone }) => (
            <div key={key} className="min-w-0">
              <dt className="flex items-center gap-2 text-xs font-medium text-muted">
                <span aria-hidden className={`h-2.5 w-2.5 rounded-full ${tone}`} />
                {t(`split.${key}`)}
              </dt>
              <dd className="mt-1 text-lg font-semibold text-fg tabular">
                {formatMoney(figures.revenue, currency)}
              </dd>
              <dd className="text-xs text-muted tabular">
                {t('split.detail', {
                  count: figures.orders,
                  orders: formatNumber(figures.orders),
                  share: total > 0 ? formatPercent(figures.revenue / total) : '—',
                  profit: formatMoney(figures.grossProfit, currency),
                })}
              </dd>
            </div>
          ))}
        </dl>
      </div>
    </Card>
  );
}
