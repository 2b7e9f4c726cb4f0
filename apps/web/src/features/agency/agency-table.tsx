import type { AgencyOverview, AgencyShopRow } from '@ziskomer/contracts';
import { AlertTriangle } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../components/ui/cn.ts';
import { formatMoney, formatNumber } from '../../lib/format.ts';
import { AgencySparkline } from './agency-sparkline.tsx';
import { AlertCount, BudgetUse, CompactChange, PnoValue, PoasValue } from './agency-values.tsx';
import type { AgencySort, AgencySortKey } from './sort-agency-rows.ts';
import { SortHeader } from './sort-header.tsx';

/**
 * The shops side by side (wide screens): a click anywhere on a row opens the shop, and its name
 * is the row's button for the keyboard. The footer holds the totals, one row per currency.
 * Compact enough to fit beside the expanded sidebar at 1280 px.
 */
export function AgencyTable({
  overview,
  rows,
  sort,
  onSort,
  onOpen,
}: {
  overview: AgencyOverview;
  rows: AgencyShopRow[];
  sort: AgencySort;
  onSort: (column: AgencySortKey) => void;
  onOpen: (shopId: string) => void;
}) {
  const { t } = useTranslation('agency');
  const header = (column: AgencySortKey, label: string) => (
    <SortHeader column={column} label={label} sort={sort} onSort={onSort} />
  );
  const mixed = overview.totals.length > 1;
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-sm">
        <caption className="sr-only">{t('title')}</caption>
        <thead className="text-xs">
          <tr className="border-b border-border">
            <SortHeader
              column="shop"
              label={t('columns.shop')}
              sort={sort}
              onSort={onSort}
              align="left"
              className="pl-4"
            />
            <th scope="col" className="px-2 py-2.5 text-left align-bottom font-medium text-muted">
              {t('columns.trendShort')}
            </th>
            {header('revenue', t('columns.revenue'))}
            {header('grossProfit', t('columns.grossProfit'))}
            {header('adSpend', t('columns.adSpendShort'))}
            {header('poas', t('columns.poas'))}
            {header('pno', t('columns.pno'))}
            {header('orders', t('columns.orders'))}
            {header('budget', t('columns.budgetShort'))}
            <SortHeader
              column="alerts"
              label={t('columns.alerts')}
              icon={AlertTriangle}
              sort={sort}
              onSort={onSort}
              className="pr-4"
            />
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const { shop, figures, previous } = row;
            const money = (value: number) => formatMoney(value, shop.currency);
            return (
              <tr
                key={shop.id}
                onClick={() => onOpen(shop.id)}
                title={t('row.openHint')}
                className="cursor-pointer border-b border-border align-top transition-colors last:border-0 hover:bg-surface-2/60"
              >
                <td className="max-w-[11rem] py-3 pl-4 pr-2">
                  <button
                    type="button"
                    aria-label={t('row.open', { name: shop.name })}
                    onClick={(event) => {
                      event.stopPropagation();
                      onOpen(shop.id);
                    }}
                    className="block max-w-full truncate rounded text-left font-medium text-fg hover:text-accent focus-visible:outline-2 focus-visible:outline-accent"
                  >
                    {shop.name}
                  </button>
                  <span className="block truncate text-xs text-muted" title={shop.storeDomain}>
                    {shop.projectName ?? t('row.unassigned')} · {shop.storeDomain}
                  </span>
                  {!row.hasOrders && !row.computingFirstFigures && (
                    <span className="mt-0.5 block text-[11px] text-warning">{t('row.noOrders')}</span>
                  )}
                </td>
                <td className="px-2 py-2.5">
                  <div className="w-16 2xl:w-28">
                    <AgencySparkline row={row} label={t('row.trendLabel', { name: shop.name })} height={32} />
                  </div>
                </td>
                <NumberCell>
                  <span className="block">{money(figures.revenue)}</span>
                  <CompactChange current={figures.revenue} previous={previous.revenue} />
                </NumberCell>
                <NumberCell>
                  <span className="block">{money(figures.grossProfit)}</span>
                  <CompactChange current={figures.grossProfit} previous={previous.grossProfit} />
                </NumberCell>
                <NumberCell>
                  <span className="block">{money(figures.adSpend)}</span>
                  <CompactChange current={figures.adSpend} previous={previous.adSpend} lowerIsBetter />
                </NumberCell>
                <NumberCell>
                  <PoasValue row={row} breakEvenPoas={overview.breakEvenPoas} className="block" />
                  {figures.poas !== null && <CompactChange current={figures.poas} previous={previous.poas} />}
                </NumberCell>
                <NumberCell>
                  <PnoValue pno={figures.pno} />
                </NumberCell>
                <NumberCell>{formatNumber(figures.orders)}</NumberCell>
                <td className="px-2 py-3">
                  <div className="flex justify-end">
                    <BudgetUse budget={row.budget} currency={shop.currency} compact />
                  </div>
                </td>
                <NumberCell className="pr-4">
                  <AlertCount count={row.openAlerts} />
                </NumberCell>
              </tr>
            );
          })}
        </tbody>
        <tfoot className="border-t-2 border-border bg-surface-2/50 font-semibold">
          {overview.totals.map((total) => {
            const money = (value: number) => formatMoney(value, total.currency);
            const alerts = overview.shops
              .filter((row) => row.shop.currency === total.currency)
              .reduce((sum, row) => sum + row.openAlerts, 0);
            return (
              <tr key={total.currency} className="border-b border-border align-top last:border-0">
                <th scope="row" className="py-3 pl-4 pr-2 text-left" colSpan={2}>
                  <span className="block text-fg">
                    {mixed ? t('totals.labelCurrency', { currency: total.currency }) : t('totals.label')}
                  </span>
                  <span className="block text-xs font-normal text-muted">
                    {t('totals.shops', { count: total.shopCount })}
                  </span>
                </th>
                <NumberCell>
                  <span className="block">{money(total.figures.revenue)}</span>
                  <CompactChange current={total.figures.revenue} previous={total.previous.revenue} />
                </NumberCell>
                <NumberCell>
                  <span className="block">{money(total.figures.grossProfit)}</span>
                  <CompactChange current={total.figures.grossProfit} previous={total.previous.grossProfit} />
                </NumberCell>
                <NumberCell>
                  <span className="block">{money(total.figures.adSpend)}</span>
                  <CompactChange
                    current={total.figures.adSpend}
                    previous={total.previous.adSpend}
                    lowerIsBetter
                  />
                </NumberCell>
                <NumberCell>
                  <PoasValue
                    row={{ figures: total.figures, hasAdSpend: true, computingFirstFigures: false }}
                    breakEvenPoas={overview.breakEvenPoas}
                    className="block"
                  />
                  {total.figures.poas !== null && (
                    <CompactChange current={total.figures.poas} previous={total.previous.poas} />
                  )}
                </NumberCell>
                <NumberCell className="font-normal">
                  <PnoValue pno={total.figures.pno} />
                </NumberCell>
                <NumberCell>{formatNumber(total.figures.orders)}</NumberCell>
                <td className="px-2 py-3" />
                <NumberCell className="pr-4">
                  <AlertCount count={alerts} />
                </NumberCell>
              </tr>
            );
          })}
        </tfoot>
      </table>
    </div>
  );
}

/** A right-aligned figure that never wraps inside itself. */
function NumberCell({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <td className={cn('whitespace-nowrap px-2 py-3 text-right tabular text-fg', className)}>{children}</td>
  );
}
