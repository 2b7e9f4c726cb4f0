import type { AgencyOverview } from '@ziskomer/contracts';
import { useTranslation } from 'react-i18next';
import { formatMoney, formatNumber } from '../../lib/format.ts';
import { formatMultiple, formatPno } from '../analytics/marketing/format-marketing.ts';
import { MetricTile } from '../analytics/shared/metric-tile.tsx';

/**
 * The headline sums over exactly the listed shops, with the change against the previous period:
 * one row of tiles per currency (korunas and euros are never added together).
 */
export function AgencyTotals({ overview }: { overview: AgencyOverview }) {
  const { t } = useTranslation(['agency', 'analyticsMarketing']);
  const mixed = overview.totals.length > 1;
  return (
    <div className="flex flex-col gap-4">
      {mixed && <p className="text-sm text-muted">{t('totals.mixedCurrencies')}</p>}
      {overview.totals.map(({ currency, shopCount, figures, previous }) => {
        const money = (value: number) => formatMoney(value, currency);
        // The blended POAS counts orders no ad brought: it says what the shops earned per koruna
        // of advertising, not whether the advertising pays for itself (the marketing page does).
        const poasDetail =
          figures.poas === null
            ? t('analyticsMarketing:metrics.noSpend')
            : t('analyticsMarketing:metrics.poasTotalDetail');
        return (
          <section
            key={currency}
            aria-label={t('totals.labelCurrency', { currency })}
            className="flex flex-col gap-2"
          >
            {mixed && (
              <h2 className="text-sm font-semibold text-fg">
                {t('totals.labelCurrency', { currency })}{' '}
                <span className="font-normal text-muted">· {t('totals.shops', { count: shopCount })}</span>
              </h2>
            )}
            {/* Three by two from tablets up: six tiles in a row would cut the amounts (MetricGrid fixes four). */}
            <ul className="grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3">
              <MetricTile
                label={t('columns.revenue')}
                definition={t('definitions.revenue')}
                value={money(figures.revenue)}
                current={figures.revenue}
                previous={previous.revenue}
              />
              <MetricTile
                label={t('columns.grossProfit')}
                definition={t('definitions.grossProfit')}
                value={money(figures.grossProfit)}
                current={figures.grossProfit}
                previous={previous.grossProfit}
              />
              <MetricTile
                label={t('columns.adSpend')}
                definition={t('definitions.adSpend')}
                value={money(figures.adSpend)}
                current={figures.adSpend}
                previous={previous.adSpend}
                lowerIsBetter
              />
              <MetricTile
                label={t('columns.poas')}
                definition={t('definitions.poas', { breakEven: formatMultiple(overview.breakEvenPoas) })}
                value={formatMultiple(figures.poas)}
                current={figures.poas}
                previous={previous.poas}
                detail={poasDetail}
              />
              <MetricTile
                label={t('columns.pno')}
                definition={t('definitions.pno')}
                value={formatPno(figures.pno)}
                current={figures.pno}
                previous={previous.pno}
                lowerIsBetter
                detail={figures.pno === null ? t('analyticsMarketing:metrics.noRevenue') : undefined}
              />
              <MetricTile
                label={t('columns.orders')}
                definition={t('definitions.orders')}
                value={formatNumber(figures.orders)}
                current={figures.orders}
                previous={previous.orders}
              />
            </ul>
          </section>
        );
      })}
    </div>
  );
}
