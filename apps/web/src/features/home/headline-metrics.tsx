import type { PeriodTotals, ShopSummary } from '@ziskomer/contracts';
import { BREAK_EVEN_POAS } from '@ziskomer/domain';
import type { LucideIcon } from 'lucide-react';
import {
  ArrowDownRight,
  ArrowUpRight,
  BarChart3,
  Info,
  Percent,
  Receipt,
  ShoppingCart,
  TrendingUp,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Card, CardHeader } from '../../components/ui/card.tsx';
import { cn } from '../../components/ui/cn.ts';
import { Tooltip } from '../../components/ui/tooltip.tsx';
import { formatMoney, formatNumber, formatPercent } from '../../lib/format.ts';
import { getChange } from './get-change.ts';

/** POAS as people say it: 3,2× (profit per koruna of ad spend). */
function formatPoas(value: number): string {
  return `${formatNumber(value, 1)}×`;
}

type MetricKey = 'revenue' | 'orders' | 'margin' | 'averageOrderValue' | 'poas';

interface Metric {
  key: MetricKey;
  icon: LucideIcon;
  value: (totals: PeriodTotals, currency: string) => number | null;
  format: (value: number, currency: string) => string;
}

const METRICS: Metric[] = [
  { key: 'revenue', icon: TrendingUp, value: (t) => t.revenue, format: (v, c) => formatMoney(v, c) },
  { key: 'orders', icon: ShoppingCart, value: (t) => t.orders, format: (v) => formatNumber(v) },
  { key: 'margin', icon: Percent, value: (t) => t.margin, format: (v, c) => formatMoney(v, c) },
  {
    key: 'averageOrderValue',
    icon: Receipt,
    value: (t) => t.averageOrderValue,
    format: (v, c) => formatMoney(v, c),
  },
];

/**
 * The headline cards of the last 30 days against the 30 before: value, change with arrow and
 * colour, and the metric's definition in a tooltip. POAS waits for ad spend and says so.
 */
export function HeadlineMetrics({ summary }: { summary: ShopSummary }) {
  const { t } = useTranslation('home');
  const { current, previous, currency } = summary;
  return (
    <Card>
      <CardHeader title={t('metrics.title')} description={t('metrics.period', { days: 30 })} />
      <ul className="grid grid-cols-2 lg:grid-cols-5">
        {METRICS.map((metric, index) => {
          const value = metric.value(current, currency);
          const change = getChange(value, metric.value(previous, currency));
          return (
            <MetricCell key={metric.key} index={index} metricKey={metric.key} icon={metric.icon}>
              <span className="text-xl font-semibold text-fg tabular sm:text-2xl">
                {value === null ? '—' : metric.format(value, currency)}
              </span>
              {metric.key === 'margin' && current.marginPercent !== null && (
                <span className="text-xs text-muted tabular">
                  {t('metrics.marginShare', { percent: formatPercent(current.marginPercent / 100, 1) })}
                </span>
              )}
              <ChangeLabel change={change} />
            </MetricCell>
          );
        })}
        <MetricCell index={METRICS.length} metricKey="poas" icon={BarChart3}>
          {current.poas === null ? (
            <>
              <span className="text-xl font-semibold text-muted tabular sm:text-2xl">—</span>
              <span className="text-xs text-muted">{t('metrics.poasWaiting')}</span>
            </>
          ) : (
            <>
              <span
                className={cn(
                  'text-xl font-semibold tabular sm:text-2xl',
                  current.poas >= BREAK_EVEN_POAS ? 'text-fg' : 'text-danger',
                )}
              >
                {formatPoas(current.poas)}
              </span>
              <span className="text-xs text-muted tabular">
                {t('metrics.adSpend', { amount: formatMoney(current.adSpend, currency) })}
              </span>
              <ChangeLabel change={getChange(current.poas, previous.poas)} />
            </>
          )}
        </MetricCell>
      </ul>
      {current.estimatedMarginOrders > 0 && (
        <p className="border-t border-border px-5 py-2.5 text-xs text-muted">
          {t('metrics.estimatedMargin', { count: current.estimatedMarginOrders })}
        </p>
      )}
    </Card>
  );
}

function MetricCell({
  index,
  metricKey,
  icon: Icon,
  children,
}: {
  index: number;
  metricKey: MetricKey;
  icon: LucideIcon;
  children: React.ReactNode;
}) {
  const { t } = useTranslation('home');
  return (
    <li
      className={cn(
        'flex min-w-0 flex-col gap-1 border-border px-5 py-4',
        index % 2 === 1 && 'border-l',
        index >= 2 && 'border-t lg:border-t-0',
        index >= 1 && 'lg:border-l',
      )}
    >
      <span className="flex items-center gap-1.5 text-xs font-medium text-muted">
        <Icon aria-hidden className="h-3.5 w-3.5" />
        {t(`metrics.${metricKey}`)}
        <Tooltip content={t(`metrics.definitions.${metricKey}`)}>
          <button
            type="button"
            className="rounded text-muted/80 hover:text-fg"
            aria-label={t('metrics.definitionOf', { metric: t(`metrics.${metricKey}`) })}
          >
            <Info aria-hidden className="h-3.5 w-3.5" />
          </button>
        </Tooltip>
      </span>
      {children}
    </li>
  );
}

function ChangeLabel({ change }: { change: number | null }) {
  const { t } = useTranslation('home');
  if (change === null) return <span className="text-xs text-muted">{t('metrics.noComparison')}</span>;
  const up = change >= 0;
  const Arrow = up ? ArrowUpRight : ArrowDownRight;
  return (
    <span
      className={cn(
        'inline-flex items-center gap-0.5 text-xs font-medium tabular',
        up ? 'text-accent' : 'text-danger',
      )}
    >
      <Arrow aria-hidden className="h-3.5 w-3.5" />
      {formatPercent(Math.abs(change), 1)}
      <span className="sr-only"> {t(up ? 'metrics.up' : 'metrics.down')}</span>
      <span className="ml-1 font-normal text-muted">{t('metrics.vsPrevious')}</span>
    </span>
  );
}
