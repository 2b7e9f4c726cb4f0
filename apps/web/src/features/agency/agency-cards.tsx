import type { AgencyOverview, AgencyShopRow } from '@ziskomer/contracts';
import { ArrowDownWideNarrow, ArrowUpNarrowWide, ChevronRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '../../components/ui/card.tsx';
import { formatMoney, formatNumber } from '../../lib/format.ts';
import { AgencySparkline } from './agency-sparkline.tsx';
import { AlertCount, BudgetUse, CompactChange, PnoValue, PoasValue } from './agency-values.tsx';
import {
  AGENCY_SORT_KEYS,
  type AgencySort,
  type AgencySortKey,
  firstDirectionOf,
} from './sort-agency-rows.ts';

const selectClass =
  'h-9 min-w-0 flex-1 rounded-md border border-border bg-surface px-2.5 text-sm text-fg shadow-sm focus-visible:outline-2 focus-visible:outline-accent';

/**
 * The overview on phones and tablets: one card per shop instead of a wide table, POAS first, and a sort
 * choice in place of the column headers. The whole card opens the shop (its name is the button,
 * stretched over the card).
 */
export function AgencyCards({
  overview,
  rows,
  sort,
  onSortChange,
  onOpen,
}: {
  overview: AgencyOverview;
  rows: AgencyShopRow[];
  sort: AgencySort;
  onSortChange: (sort: AgencySort) => void;
  onOpen: (shopId: string) => void;
}) {
  const { t } = useTranslation('agency');
  const direction = t(sort.direction === 'asc' ? 'sort.ascending' : 'sort.descending');
  const DirectionIcon = sort.direction === 'asc' ? ArrowUpNarrowWide : ArrowDownWideNarrow;
  return (
    <div className="flex flex-col gap-3">
      <div className="flex items-center gap-2 md:max-w-sm">
        <label htmlFor="agency-sort" className="shrink-0 text-sm text-muted">
          {t('sort.label')}
        </label>
        <select
          id="agency-sort"
          className={selectClass}
          value={sort.key}
          onChange={(event) => {
            const key = event.target.value as AgencySortKey;
            onSortChange({ key, direction: firstDirectionOf(key) });
          }}
        >
          {AGENCY_SORT_KEYS.map((key) => (
            <option key={key} value={key}>
              {t(`columns.${key}`)}
            </option>
          ))}
        </select>
        <button
          type="button"
          onClick={() => onSortChange({ ...sort, direction: sort.direction === 'asc' ? 'desc' : 'asc' })}
          aria-label={t('sort.toggle', { direction })}
          className="inline-flex h-9 w-9 shrink-0 items-center justify-center rounded-md border border-border bg-surface text-fg shadow-sm hover:bg-surface-2 focus-visible:outline-2 focus-visible:outline-accent"
        >
          <DirectionIcon aria-hidden className="h-4 w-4" />
        </button>
      </div>
      <ul className="grid gap-3 md:grid-cols-2">
        {rows.map((row) => (
          <li key={row.shop.id}>
            <ShopCard row={row} breakEvenPoas={overview.breakEvenPoas} onOpen={onOpen} />
          </li>
        ))}
      </ul>
    </div>
  );
}

function ShopCard({
  row,
  breakEvenPoas,
  onOpen,
}: {
  row: AgencyShopRow;
  breakEvenPoas: number;
  onOpen: (shopId: string) => void;
}) {
  const { t } = useTranslation('agency');
  const { shop, figures, previous } = row;
  const money = (value: number) => formatMoney(value, shop.currency);
  return (
    <Card className="relative px-4 py-3.5 transition-colors hover:bg-surface-2/50">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <button
            type="button"
            onClick={() => onOpen(shop.id)}
            aria-label={t('row.open', { name: shop.name })}
            className="block max-w-full truncate rounded text-left font-semibold text-fg after:absolute after:inset-0 after:rounded-xl focus-visible:outline-2 focus-visible:outline-accent"
          >
            {shop.name}
          </button>
          <span className="block truncate text-xs text-muted">
            {shop.projectName ?? t('row.unassigned')} · {shop.storeDomain}
          </span>
          {!row.hasOrders && !row.computingFirstFigures && (
            <span className="block text-[11px] text-warning">{t('row.noOrders')}</span>
          )}
        </div>
        <div className="flex shrink-0 items-start gap-1.5 text-right">
          <div>
            <span className="block text-[11px] font-medium text-muted">{t('columns.poas')}</span>
            <PoasValue row={row} breakEvenPoas={breakEvenPoas} className="block text-xl" />
          </div>
          <ChevronRight aria-hidden className="mt-1 h-4 w-4 text-muted" />
        </div>
      </div>
      <div className="mt-2">
        <AgencySparkline row={row} label={t('row.trendLabel', { name: shop.name })} height={44} />
      </div>
      <dl className="mt-2 grid grid-cols-3 gap-x-3 gap-y-2.5 text-sm">
        <Figure label={t('columns.revenue')}>
          <span className="block tabular text-fg">{money(figures.revenue)}</span>
          <CompactChange current={figures.revenue} previous={previous.revenue} />
        </Figure>
        <Figure label={t('columns.grossProfit')}>
          <span className="block tabular text-fg">{money(figures.grossProfit)}</span>
          <CompactChange current={figures.grossProfit} previous={previous.grossProfit} />
        </Figure>
        <Figure label={t('columns.adSpendShort')}>
          <span className="block tabular text-fg">{money(figures.adSpend)}</span>
          <CompactChange current={figures.adSpend} previous={previous.adSpend} lowerIsBetter />
        </Figure>
        <Figure label={t('columns.pno')}>
          <PnoValue pno={figures.pno} />
        </Figure>
        <Figure label={t('columns.orders')}>
          <span className="tabular text-fg">{formatNumber(figures.orders)}</span>
        </Figure>
        <Figure label={t('columns.alerts')}>
          <AlertCount count={row.openAlerts} />
        </Figure>
      </dl>
      <div className="mt-3 border-t border-border pt-2.5 text-sm">
        <span className="mb-1 block text-[11px] font-medium text-muted">{t('columns.budget')}</span>
        <BudgetUse budget={row.budget} currency={shop.currency} />
      </div>
    </Card>
  );
}

function Figure({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="truncate text-[11px] font-medium text-muted">{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}
