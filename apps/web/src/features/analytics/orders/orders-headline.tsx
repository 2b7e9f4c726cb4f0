import type { OrdersTotals } from '@ziskomer/contracts';
import { ArrowDownRight, ArrowUpRight, Info } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../components/ui/cn.ts';
import { formatMoney, formatNumber, formatPercent } from '../../../lib/format.ts';
import { MetricTile } from '../shared/metric-tile.tsx';

type Figure = keyof OrdersTotals;

/** The plural form by the count, the text with the count written the Czech way (5 286). */
const counted = (count: number) => ({ count, value: formatNumber(count) });

/**
 * The ten headline figures of the period, each with its definition, and the change against the
 * previous period when the report compares (shares change in percentage points). A note says
 * how many margins are the 30 % estimate, so an estimate never passes for a real figure.
 */
export function OrdersHeadline({
  totals,
  previous,
  currency,
}: {
  totals: OrdersTotals;
  previous: OrdersTotals | null;
  currency: string;
}) {
  const { t } = useTranslation('analyticsOrders');
  const money = (value: number | null) => (value === null ? '—' : formatMoney(value, currency));
  const share = (value: number | null) => (value === null ? '—' : formatPercent(value, 1));
  const tile = (figure: Figure, value: string, detail?: ReactNode, lowerIsBetter = false) => (
    <MetricTile
      key={figure}
      label={t(`metrics.${figure}.label`)}
      definition={t(`metrics.${figure}.definition`)}
      value={value}
      detail={detail}
      current={totals[figure] as number | null}
      previous={previous ? (previous[figure] as number | null) : undefined}
      lowerIsBetter={lowerIsBetter}
    />
  );
  const shareTile = (
    figure: 'marginPercent' | 'paidShare' | 'cancelledShare' | 'onlineShare',
    count: ReactNode | null,
    lowerIsBetter = false,
  ) => (
    <MetricTile
      key={figure}
      label={t(`metrics.${figure}.label`)}
      definition={t(`metrics.${figure}.definition`)}
      value={share(totals[figure])}
      detail={
        (count || previous) && (
          <span className="flex flex-col gap-1">
            {count && <span>{count}</span>}
            {previous && (
              <PointsChange
                current={totals[figure]}
                previous={previous[figure]}
                lowerIsBetter={lowerIsBetter}
              />
            )}
          </span>
        )
      }
    />
  );

  return (
    <section aria-label={t('title')} className="flex flex-col gap-3">
      {/* Money first, in wide tiles (amounts run to eight digits); counts and shares below. */}
      <ul className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
        {tile('revenue', money(totals.revenue))}
        {tile(
          'revenueWithoutVat',
          money(totals.revenueWithoutVat),
          totals.revenue > 0
            ? t('metrics.withoutVatShare', {
                share: formatPercent(totals.revenueWithoutVat / totals.revenue),
              })
            : undefined,
        )}
        {tile(
          'margin',
          money(totals.margin),
          totals.estimatedMarginOrders > 0
            ? t('metrics.estimatedCount', counted(totals.estimatedMarginOrders))
            : undefined,
        )}
        {tile('averageOrderValue', money(totals.averageOrderValue))}
      </ul>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 xl:grid-cols-6">
        {tile('orders', formatNumber(totals.orders))}
        {shareTile('marginPercent', null)}
        {tile('itemsPerOrder', totals.itemsPerOrder === null ? '—' : formatNumber(totals.itemsPerOrder, 2))}
        {shareTile('paidShare', t('metrics.ordersCount', counted(totals.paidOrders)))}
        {shareTile('cancelledShare', t('metrics.cancelledCount', counted(totals.cancelledOrders)), true)}
        {shareTile('onlineShare', t('metrics.ordersCount', counted(totals.onlineOrders)))}
      </ul>
      {totals.estimatedMarginOrders > 0 && (
        <p className="flex items-start gap-2 rounded-lg border border-border bg-surface-2 px-3 py-2 text-xs text-muted sm:items-center">
          <Info aria-hidden className="mt-0.5 h-3.5 w-3.5 shrink-0 sm:mt-0" />
          {t('estimatedNote', {
            ...counted(totals.estimatedMarginOrders),
            total: formatNumber(totals.orders),
          })}
        </p>
      )}
    </section>
  );
}

/**
 * A share's change in percentage points ("↗ +5,0 p. b."), laid out like the tiles' relative
 * change: a relative change of a share ("+100 %" from 1 % to 2 %) would mislead.
 */
function PointsChange({
  current,
  previous,
  lowerIsBetter,
}: {
  current: number | null;
  previous: number | null;
  lowerIsBetter: boolean;
}) {
  const { t } = useTranslation('analytics');
  const { t: tOrders } = useTranslation('analyticsOrders');
  if (current === null || previous === null)
    return <span className="text-xs text-muted">{t('change.none')}</span>;
  const points = Math.round((current - previous) * 1000) / 10;
  const rising = points >= 0;
  const good = points === 0 || rising !== lowerIsBetter;
  const Arrow = rising ? ArrowUpRight : ArrowDownRight;
  return (
    <span
      className={cn(
        'flex flex-wrap items-center gap-x-0.5 text-xs font-medium',
        good ? 'text-accent' : 'text-danger',
      )}
    >
      <Arrow aria-hidden className="h-3.5 w-3.5 shrink-0" />
      <span className="tabular">
        {tOrders('points', { value: `${rising ? '+' : '−'}${formatNumber(Math.abs(points), 1)}` })}
      </span>
      <span className="font-normal text-muted">{t('change.vsPrevious')}</span>
    </span>
  );
}
