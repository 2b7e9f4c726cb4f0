import type { CustomerPeriodFigures } from '@ziskomer/contracts';
import { useTranslation } from 'react-i18next';
import { ChartCard } from '../../../components/charts/chart-card.tsx';
import { formatMoney, formatNumber, formatPercent } from '../../../lib/format.ts';
import { useTheme } from '../../../lib/theme.ts';
import { customerPalette } from './customer-palette.ts';
import { shareOf } from './share-of.ts';
import { INSET_TABLE } from './table-style.ts';

type Part = 'new' | 'returning' | 'anonymous';
const PARTS: readonly Part[] = ['new', 'returning', 'anonymous'];

/** The period's orders and revenue split into first orders, repeat orders and orders without a customer. */
export function CustomerSplitCard({ period, currency }: { period: CustomerPeriodFigures; currency: string }) {
  const { t } = useTranslation('analyticsCustomers');
  const { dark } = useTheme();
  const palette = customerPalette(dark);
  const figures: Record<Part, { orders: number; revenue: number }> = {
    new: { orders: period.newOrders, revenue: period.newRevenue },
    returning: { orders: period.returningOrders, revenue: period.returningRevenue },
    anonymous: { orders: period.anonymousOrders, revenue: period.anonymousRevenue },
  };
  const totalOrders = PARTS.reduce((sum, part) => sum + figures[part].orders, 0);
  const totalRevenue = PARTS.reduce((sum, part) => sum + figures[part].revenue, 0);
  const parts = PARTS.filter((part) => part !== 'anonymous' || figures.anonymous.orders > 0);

  const bar = (measure: 'orders' | 'revenue', total: number) => (
    <div>
      <div className="mb-1.5 flex items-baseline justify-between text-xs text-muted">
        <span>{t(`overview.split.${measure}`)}</span>
        <span className="tabular font-medium text-fg">
          {measure === 'orders' ? formatNumber(total) : formatMoney(total, currency)}
        </span>
      </div>
      <div className="flex h-3 w-full overflow-hidden rounded-full bg-surface-2">
        {parts.map((part) => {
          const share = shareOf(figures[part][measure], total) ?? 0;
          return share > 0 ? (
            <span
              key={part}
              className="h-full first:rounded-l-full last:rounded-r-full"
              style={{ width: `${share * 100}%`, background: palette[part] }}
            />
          ) : null;
        })}
      </div>
    </div>
  );

  const legend = (
    <table className={INSET_TABLE}>
      <thead className="text-left text-xs text-muted">
        <tr>
          <th className="py-1.5 font-medium">
            <span className="sr-only">{t('overview.distribution.group')}</span>
          </th>
          <th className="py-1.5 text-right font-medium">{t('overview.split.orders')}</th>
          <th className="py-1.5 text-right font-medium">{t('overview.split.revenue')}</th>
          <th className="hidden py-1.5 text-right font-medium xs:table-cell">
            {t('overview.distribution.share')}
          </th>
        </tr>
      </thead>
      <tbody>
        {parts.map((part) => (
          <tr key={part} className="border-t border-border">
            <td className="py-2">
              <span className="flex items-center gap-2">
                <span
                  aria-hidden
                  className="h-2.5 w-2.5 shrink-0 rounded-sm"
                  style={{ background: palette[part] }}
                />
                {t(`overview.split.${part}`)}
              </span>
            </td>
            <td className="py-2 text-right">{formatNumber(figures[part].orders)}</td>
            <td className="py-2 text-right">{formatMoney(figures[part].revenue, currency)}</td>
            <td className="hidden py-2 text-right text-muted xs:table-cell">
              {formatPercent(shareOf(figures[part].revenue, totalRevenue) ?? 0, 1)}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );

  return (
    <ChartCard
      title={t('overview.split.title')}
      description={t('overview.split.description')}
      definition={t('overview.definitions.split')}
      chart={
        <div className="flex flex-col gap-4 py-1">
          {bar('orders', totalOrders)}
          {bar('revenue', totalRevenue)}
          {legend}
        </div>
      }
    />
  );
}
