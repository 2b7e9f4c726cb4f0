import type { ProductMarginRow } from '@ziskomer/contracts';
import { Search } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Card, CardHeader } from '../../../components/ui/card.tsx';
import { cn } from '../../../components/ui/cn.ts';
import { DataTable, type TableSort } from '../../../components/ui/data-table.tsx';
import { sortRows } from '../../../components/ui/sort-rows.ts';
import { formatMoney, formatNumber, formatPercent } from '../../../lib/format.ts';
import { CsvButton } from '../shared/csv-button.tsx';
import { estimateCsvKey, toCsvPercent } from './csv-values.ts';
import { EmptyPeriod } from './empty-period.tsx';
import { EstimateBadge } from './estimate-badge.tsx';
import { matchesProduct } from './match-product.ts';
import { ProductName } from './product-name.tsx';
import { useCategoryName } from './use-category-name.ts';

type SortColumn = 'product' | 'category' | 'revenue' | 'margin' | 'marginPercent' | 'estimatedShare';

const SORT_VALUES: Record<SortColumn, (row: ProductMarginRow) => number | string | null> = {
  product: (row) => row.name,
  category: (row) => row.category,
  revenue: (row) => row.revenue,
  margin: (row) => row.margin,
  marginPercent: (row) => row.marginPercent,
  estimatedShare: (row) => row.estimatedShare,
};

/**
 * Up to 1,000 products (SPEC §9 "margin analysis 1000") sorted and searched in the browser. An
 * estimated margin is shown with '≈', muted, and the 'odhad' badge, so it never reads as real.
 */
export function ProductMarginTableCard({
  products,
  currency,
}: {
  products: ProductMarginRow[];
  currency: string;
}) {
  const { t } = useTranslation('analyticsProducts');
  const categoryName = useCategoryName();
  const searchId = useId();
  const [query, setQuery] = useState('');
  const [sort, setSort] = useState<TableSort>({ column: 'revenue', direction: 'desc' });
  const rows = useMemo(() => {
    const matching = products.filter((row) => matchesProduct(row, query));
    return sortRows(matching, SORT_VALUES[sort.column as SortColumn], sort.direction);
  }, [products, query, sort]);
  const onSort = (column: string) =>
    setSort((current) => ({
      column,
      direction:
        current.column === column
          ? current.direction === 'desc'
            ? 'asc'
            : 'desc'
          : column === 'product' || column === 'category'
            ? 'asc'
            : 'desc',
    }));

  return (
    <Card className="min-w-0">
      <CardHeader
        title={t('margin.table.title')}
        description={t('margin.table.description', {
          count: products.length,
          formatted: formatNumber(products.length),
        })}
        actions={
          <>
            <div className="relative">
              <label htmlFor={searchId} className="sr-only">
                {t('margin.table.filter')}
              </label>
              <Search
                aria-hidden
                className="pointer-events-none absolute top-2 left-2.5 h-4 w-4 text-muted"
              />
              <input
                id={searchId}
                type="search"
                value={query}
                onChange={(event) => setQuery(event.target.value)}
                placeholder={t('margin.table.filter')}
                className="h-8 w-44 rounded-md border border-border bg-surface pr-2 pl-8 text-sm text-fg shadow-sm placeholder:text-muted/70 focus-visible:outline-2 focus-visible:outline-accent sm:w-56"
              />
            </div>
            <CsvButton
              fileName={`${t('margin.table.csvFile')}.csv`}
              header={[
                t('columns.code'),
                t('columns.product'),
                t('columns.category'),
                t('columns.quantity'),
                t('columns.revenue'),
                t('columns.margin'),
                t('columns.marginPercent'),
                t('columns.estimatedShare'),
                t('margin.table.estimatedColumn'),
              ]}
              rows={rows.map((row) => [
                row.key,
                row.name,
                categoryName(row.category),
                row.quantity,
                row.revenue,
                row.margin,
                toCsvPercent(row.marginPercent),
                toCsvPercent(row.estimatedShare),
                t(`csv.${estimateCsvKey(row.estimate)}`),
              ])}
            />
          </>
        }
      />
      {products.length === 0 ? (
        <EmptyPeriod />
      ) : rows.length === 0 ? (
        <EmptyPeriod message={t('margin.table.noMatch')} />
      ) : (
        <DataTable
          label={t('margin.table.label')}
          className="max-h-[40rem]"
          rows={rows}
          rowKey={(row) => row.key}
          minWidth={860}
          sort={sort}
          onSort={onSort}
          columns={[
            {
              id: 'product',
              header: t('columns.product'),
              sortable: true,
              cell: (row) => <ProductName name={row.name} code={row.key} />,
            },
            {
              id: 'category',
              header: t('columns.category'),
              sortable: true,
              cell: (row) => <span className="text-muted">{categoryName(row.category)}</span>,
            },
            {
              id: 'revenue',
              header: t('columns.revenue'),
              numeric: true,
              sortable: true,
              cell: (row) => formatMoney(row.revenue, currency),
            },
            {
              id: 'margin',
              header: t('columns.margin'),
              numeric: true,
              sortable: true,
              cell: (row) => (
                <span className="inline-flex items-center justify-end gap-1.5">
                  <EstimateBadge estimate={row.estimate} share={row.estimatedShare} />
                  <span className={cn(row.estimate === 'estimated' && 'text-muted')}>
                    {row.estimate === 'estimated' ? '≈ ' : ''}
                    {formatMoney(row.margin, currency)}
                  </span>
                </span>
              ),
            },
            {
              id: 'marginPercent',
              header: t('columns.marginPercent'),
              numeric: true,
              sortable: true,
              cell: (row) => (
                <span className={cn(row.estimate === 'estimated' && 'text-muted')}>
                  {row.marginPercent === null
                    ? '—'
                    : `${row.estimate === 'estimated' ? '≈ ' : ''}${formatPercent(row.marginPercent, 1)}`}
                </span>
              ),
            },
            {
              id: 'estimatedShare',
              header: t('columns.estimatedShare'),
              definition: t('margin.metrics.estimatedShareDefinition'),
              numeric: true,
              sortable: true,
              cell: (row) =>
                row.estimatedShare === 0 ? (
                  <span className="text-muted">—</span>
                ) : (
                  formatPercent(row.estimatedShare, row.estimatedShare < 0.1 ? 1 : 0)
                ),
            },
          ]}
        />
      )}
    </Card>
  );
}
