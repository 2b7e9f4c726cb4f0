import type { ProductCrossSellReport } from '@ziskomer/contracts';
import { Info } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/ui/card.tsx';
import { cn } from '../../../components/ui/cn.ts';
import { Tooltip } from '../../../components/ui/tooltip.tsx';
import { formatMoney, formatNumber, formatPercent } from '../../../lib/format.ts';
import { EmptyPeriod } from './empty-period.tsx';
import { ProductPicker } from './product-picker.tsx';

/**
 * "Bought together" (SPEC §9 "cross-sell 6"): for the chosen product, the products most often in
 * the same order, with the share of its orders that hold them (confidence) and the lift.
 */
export function BoughtTogetherCard({
  data,
  currency,
  onChoose,
}: {
  data: ProductCrossSellReport;
  currency: string;
  onChoose: (key: string) => void;
}) {
  const { t } = useTranslation('analyticsProducts');
  const { t: ta } = useTranslation('analytics');
  const selected = data.selected;
  const title = t('crossSell.together.title');
  return (
    <Card className="min-w-0">
      <div className="flex flex-col gap-3 border-b border-border px-5 py-4 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <h2 className="flex items-center gap-1.5 text-base font-semibold text-fg">
            {title}
            <Tooltip content={t('crossSell.together.definition')}>
              <button
                type="button"
                className="rounded text-muted/80 hover:text-fg"
                aria-label={ta('definitionOf', { metric: title })}
              >
                <Info aria-hidden className="h-4 w-4" />
              </button>
            </Tooltip>
          </h2>
          <p className="mt-0.5 text-sm text-muted">{t('crossSell.together.description')}</p>
        </div>
        {data.products.length > 0 && (
          <div className="flex flex-col gap-1 sm:items-end">
            <ProductPicker products={data.products} value={selected} onChange={onChoose} />
            {selected && (
              <span className="text-xs text-muted">
                {t('crossSell.together.selectedOrders', {
                  count: selected.orders,
                  formatted: formatNumber(selected.orders),
                })}
              </span>
            )}
          </div>
        )}
      </div>
      {!selected ? (
        <EmptyPeriod message={t('crossSell.together.none')} />
      ) : selected.orders === 0 ? (
        <EmptyPeriod message={t('crossSell.together.notSold')} />
      ) : data.boughtTogether.length === 0 ? (
        <EmptyPeriod message={t('crossSell.together.alone')} />
      ) : (
        <ol className="grid gap-3 p-4 sm:grid-cols-2 sm:p-5 xl:grid-cols-3">
          {data.boughtTogether.map((row, index) => (
            <li
              key={row.product.key}
              className="flex min-w-0 flex-col gap-2.5 rounded-lg border border-border bg-surface px-4 py-3.5"
            >
              <div className="flex min-w-0 items-start gap-3">
                <span className="mt-0.5 flex h-6 w-6 shrink-0 items-center justify-center rounded-full bg-accent-soft text-xs font-semibold text-accent tabular">
                  {index + 1}
                </span>
                <div className="min-w-0 flex-1">
                  <p
                    className="line-clamp-2 text-sm leading-5 font-semibold text-fg"
                    title={row.product.name}
                  >
                    {row.product.name}
                  </p>
                  {row.product.key !== row.product.name && (
                    <p className="truncate text-[11px] text-muted">{row.product.key}</p>
                  )}
                </div>
                {row.lift !== null && <LiftBadge lift={row.lift} />}
              </div>
              <div>
                <p className="text-xs text-muted">
                  {t('crossSell.together.ofOrders', {
                    share: formatPercent(row.confidence ?? 0, (row.confidence ?? 0) < 0.1 ? 1 : 0),
                  })}
                </p>
                <div aria-hidden className="mt-1.5 h-1.5 overflow-hidden rounded-full bg-surface-2">
                  <div
                    className="h-full rounded-full bg-accent"
                    style={{ width: `${Math.min(1, row.confidence ?? 0) * 100}%` }}
                  />
                </div>
              </div>
              <p className="flex flex-wrap gap-x-3 gap-y-0.5 text-xs text-muted tabular">
                <span className="font-medium text-fg">
                  {t('crossSell.together.pairOrders', {
                    count: row.pairOrders,
                    formatted: formatNumber(row.pairOrders),
                  })}
                </span>
                {row.avgOrderValue !== null && (
                  <span>
                    {t('crossSell.together.avgOrder', { value: formatMoney(row.avgOrderValue, currency) })}
                  </span>
                )}
              </p>
            </li>
          ))}
        </ol>
      )}
    </Card>
  );
}

/** Lift as a badge: green above 1 (bought together more than by chance), grey otherwise. */
export function LiftBadge({ lift }: { lift: number }) {
  const { t } = useTranslation('analyticsProducts');
  return (
    <span
      className={cn(
        'shrink-0 rounded-full px-2 py-0.5 text-[11px] font-semibold tabular',
        lift > 1 ? 'bg-accent-soft text-accent' : 'bg-surface-2 text-muted',
      )}
    >
      {t('crossSell.together.lift', { value: formatNumber(lift, 2) })}
    </span>
  );
}
